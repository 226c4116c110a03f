/**
 * Each layering rule of eslint/boundaries.config.js refuses a planted violation and lets the allowed
 * import through, so a rule that silently stopped matching (a renamed folder, a resolver that no longer
 * finds the file) fails here instead of letting the layers drift.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { boundaries } from './boundaries.config.js';

const root = path.dirname(import.meta.dirname);
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [{ languageOptions: { parser: tseslint.parser } }, ...boundaries],
});

/** The boundary messages ESLint reports for `code` as if it were the file at `file`. */
async function violations(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'parser'}: ${message.message}`);
}

const plants = [
  {
    rule: 'a web feature never imports another feature',
    file: 'web/src/features/landing/plant.ts',
    refused: "import { paths } from '../assets/asset-messages';",
    allowed: "import { paths } from '@/config/paths';",
    message: 'A web feature never imports another feature',
  },
  {
    rule: 'lib/ never imports a feature',
    file: 'web/src/lib/plant.ts',
    refused: "import { ASSET_MESSAGES } from '@/features/assets/asset-messages';",
    allowed: "import { paths } from '@/config/paths';",
    message: 'config/ and i18n/ are shared building blocks',
  },
  {
    rule: 'components/ never imports app/',
    file: 'web/src/components/ui/plant.ts',
    refused: "import { router } from '@/app/router';",
    allowed: "import { ApiError } from '@/lib/api-error';",
    message: 'config/ and i18n/ are shared building blocks',
  },
  {
    rule: 'a feature never imports app/',
    file: 'web/src/features/assets/plant.ts',
    refused: "import { router } from '@/app/router';",
    allowed: "import { ASSET_MESSAGES } from './asset-messages';",
    message: 'A feature never imports app/',
  },
  {
    rule: 'db/ imports no feature',
    file: 'server/src/db/plant.ts',
    refused: "import { createAssetsRepository } from '../assets/repository';",
    allowed: "import { newId } from './ids';",
    message: 'db/ imports no feature and no HTTP code',
  },
  {
    rule: 'db/ imports no HTTP code',
    file: 'server/src/db/plant.ts',
    refused: "import Fastify from 'fastify';",
    allowed: "import { Kysely } from 'kysely';",
    message: 'no Fastify here',
  },
  {
    rule: 'a service imports nothing from plugins/',
    file: 'server/src/assets/service.ts',
    refused: "import { registerErrorHandler } from '../plugins/error-handler';",
    allowed: "import { NotFoundError } from '../errors';",
    message: 'A service or repository knows nothing of HTTP',
  },
  {
    rule: 'a repository imports nothing from Fastify',
    file: 'server/src/users/repository.ts',
    refused: "import type { FastifyRequest } from 'fastify';",
    allowed: "import type { Kysely } from 'kysely';",
    message: 'no Fastify here',
  },
  {
    rule: 'common/ imports no feature',
    file: 'server/src/common/plant.ts',
    refused: "import { createAssetsRepository } from '../assets/repository';",
    allowed: "import { newId } from '../db/ids';",
    message: 'common/ is shared by the features',
  },
  {
    rule: 'common/ imports no HTTP code',
    file: 'server/src/common/plant.ts',
    refused: "import { currentUser } from '../plugins/access';",
    allowed: "import { ValidationError } from '../errors';",
    message: 'common/ is shared by the features',
  },
  {
    rule: 'common/ imports nothing from Fastify',
    file: 'server/src/common/plant.ts',
    refused: "import type { FastifyRequest } from 'fastify';",
    allowed: "import type { Role } from '@harbour/contract';",
    message: 'no Fastify here',
  },
  {
    rule: 'a feature reaches another feature through its service, not its repository',
    file: 'server/src/dashboard/plant.ts',
    refused: "import { createAssetsRepository } from '../assets/repository';",
    allowed: "import { createAssetsService } from '../assets/service';",
    message: 'A feature reaches another only through its service',
  },
  {
    rule: "a feature reaches another feature's *-service.ts, or its types",
    file: 'server/src/demo/plant.ts',
    refused: "import { createInspectionDueCalculator } from '../compliance/inspection-due';",
    allowed: [
      "import { createDueRecompute } from '../compliance/due-recompute-service';",
      "import type { DueItemsRepository } from '../compliance/due-items-repository';",
    ].join('\n'),
    message: 'A feature reaches another only through its service',
  },
  {
    rule: 'plugins/ import no feature',
    file: 'server/src/plugins/plant.ts',
    refused: "import { isApiTokenSecret } from '../api-tokens/service';",
    allowed: "import type { AuthUser } from '../common/auth-user';",
    message: 'plugins/ and http/ import no feature',
  },
  {
    rule: "http/ imports no feature, not even a feature's types",
    file: 'server/src/http/plant.ts',
    refused: "import type { TokenService } from '../auth/tokens';",
    allowed: "import { ValidationError } from '../errors';",
    message: 'plugins/ and http/ import no feature',
  },
  {
    rule: 'routes never reach a repository',
    file: 'server/src/files/routes.ts',
    refused: "import { createFilesRepository } from './repository';",
    allowed: "import { NotFoundError } from '../errors';",
    message: 'Routes reach repositories only through their service',
  },
  {
    rule: "no feature imports another feature's routes",
    file: 'server/src/qr/routes.ts',
    // Type-only: a value import is refused by the service-only rule as well, and this rule holds even for types.
    refused: "import type { assetsRoutes } from '../assets/routes';",
    allowed: "import { NotFoundError } from '../errors';",
    message: "No feature imports another feature's routes",
  },
  {
    rule: 'contract/ imports neither server nor web',
    file: 'contract/src/plant.ts',
    refused: "import { paths } from '../../web/src/config/paths';",
    allowed: "import { ROLES } from './constants';",
    message: 'contract/ is shared by server and web and imports neither',
  },
  {
    rule: 'scanner/ imports no web code',
    file: 'scanner/src/plant.ts',
    refused: "import { paths } from '../../web/src/config/paths';",
    allowed: "import { toGray } from './gray-image';",
    message: 'scanner/ is a package of its own',
  },
  {
    rule: 'the web imports the scanner by its name only',
    file: 'web/src/lib/plant.ts',
    refused: "import { toGray } from '../../../scanner/src/gray-image';",
    allowed: "import { loadQrDecoder } from '@harbour/scanner';",
    message: "The web imports the scanner by its name, '@harbour/scanner'",
  },
  {
    rule: 'no import cycles',
    // constants.ts is imported by common.ts: constants importing common back closes a cycle.
    file: 'contract/src/constants.ts',
    refused: "import { objectIdSchema } from './common';\nexport const plant = objectIdSchema;",
    allowed: "import { z } from 'zod';\nexport const plant = z.string();",
    message: 'import-x/no-cycle',
  },
];

/** The first lint builds the TypeScript resolver: on a busy machine that alone can take 20 s. */
const LINT_TIMEOUT_MS = 60_000;

describe('layer boundaries', () => {
  it.each(plants)(
    '$rule',
    async ({ file, refused, allowed, message }) => {
      const refusedReport = await violations(file, refused);
      expect(refusedReport).toHaveLength(1);
      expect(refusedReport[0]).toContain(message);
      expect(await violations(file, allowed)).toEqual([]);
    },
    LINT_TIMEOUT_MS,
  );
});
