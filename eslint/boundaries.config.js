/**
 * The layers of the code and the arrows allowed between them, enforced by ESLint (docs/ARCHITECTURE.md
 * draws the map). Feature folders are read from disk, so a new feature is held by the rules the moment
 * its folder exists; nothing here needs editing when one is added.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

const root = path.dirname(import.meta.dirname);
const at = (...parts) => path.join(root, ...parts);
const folders = (dir) =>
  fs
    .readdirSync(at(dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * server/src folders that are infrastructure, not features: every other folder is a feature. common/ holds
 * the pure code several features share (dates, QR payloads, DTOs, the history's wording).
 */
const SERVER_INFRASTRUCTURE = new Set(['db', 'plugins', 'http', 'common', 'test']);
const serverFeatures = folders('server/src').filter((name) => !SERVER_INFRASTRUCTURE.has(name));
const webFeatures = folders('web/src/features');
const FASTIFY_PACKAGES = ['fastify', 'fastify/*', '@fastify/*', 'fastify-*'];

/** Files that a service may call: the rules and the SQL, which must not know they are served over HTTP. */
const serviceAndRepositoryFiles = [
  'server/src/*/service.ts',
  'server/src/*/*-service.ts',
  'server/src/*/repository.ts',
  'server/src/*/*-repository.ts',
];

const zones = [
  // web: a feature is a vertical slice; if two features need one thing, it belongs in components/ or lib/,
  // so that deleting or rewriting a feature never breaks another.
  ...webFeatures.map((feature) => ({
    target: at('web/src/features', feature),
    from: at('web/src/features'),
    except: [`./${feature}`],
    message: 'A web feature never imports another feature: move what both need to components/ or lib/.',
  })),
  // web: shared code flows one way (shared → features → app), or the building blocks would depend on the
  // screens built from them.
  {
    target: [at('web/src/components'), at('web/src/lib'), at('web/src/config'), at('web/src/i18n')],
    from: [at('web/src/features'), at('web/src/app')],
    message:
      'components/, lib/, config/ and i18n/ are shared building blocks: they never import a feature or app/.',
  },
  // web: app/ composes the features (router, layouts, guards); a feature reaching back would be a cycle.
  {
    target: at('web/src/features'),
    from: at('web/src/app'),
    message: 'A feature never imports app/: app/ composes the features, not the other way round.',
  },
  // server: db/ is the database layer every feature builds on; composing repositories or answering HTTP
  // there would make it depend on what depends on it.
  {
    target: at('server/src/db'),
    from: [
      ...serverFeatures.map((feature) => at('server/src', feature)),
      at('server/src/plugins'),
      at('server/src/http'),
    ],
    message: 'db/ imports no feature and no HTTP code: compose repositories next to app.ts.',
  },
  // server: common/ is shared by the features, so it cannot lean on one, nor on the HTTP layer that serves them.
  {
    target: at('server/src/common'),
    from: [
      ...serverFeatures.map((feature) => at('server/src', feature)),
      at('server/src/plugins'),
      at('server/src/http'),
    ],
    message: 'common/ is shared by the features: it imports no feature, no plugins/ or http/.',
  },
  // server: plugins/ and http/ serve every feature; what they need of one, app.ts hands them.
  {
    target: [at('server/src/plugins'), at('server/src/http')],
    from: serverFeatures.map((feature) => at('server/src', feature)),
    message: 'plugins/ and http/ import no feature: app.ts, the composition root, hands them what they need.',
  },
  // server: services and repositories hold the rules and the SQL, callable from a script, a job or a test
  // without a request.
  {
    target: serviceAndRepositoryFiles.map((file) => at(file)),
    from: [at('server/src/plugins'), at('server/src/http')],
    message: 'A service or repository knows nothing of HTTP: no plugins/ or http/ here.',
  },
  // server: a route is HTTP only; the rules it must not skip live in its service.
  {
    target: [at('server/src/*/routes.ts')],
    from: [at('server/src/**/repository.ts'), at('server/src/**/*-repository.ts')],
    message: 'Routes reach repositories only through their service.',
  },
  {
    target: [at('server/src/*/routes.ts')],
    from: at('server/src/db/transactor.ts'),
    message: 'Routes reach repositories only through their service: no transactions in a route.',
  },
  // server: a feature's routes are its HTTP surface, registered by app.ts; what another feature needs from
  // it is a service or a shared http/ helper.
  ...serverFeatures.map((feature) => ({
    target: at('server/src', feature),
    from: serverFeatures
      .filter((other) => other !== feature)
      .map((other) => at('server/src', other, 'routes.ts')),
    message: "No feature imports another feature's routes: share a service or an http/ helper instead.",
  })),
  // contract: the API in code, shared by server and web; it must not pull either into the other's bundle.
  {
    target: at('contract/src'),
    from: [at('server'), at('web')],
    message: 'contract/ is shared by server and web and imports neither.',
  },
  // scanner: a package of its own (its benchmark runs it without the app); the web reaches it by its name.
  {
    target: at('scanner/src'),
    from: [at('server'), at('web')],
    message: 'scanner/ is a package of its own: it imports no web or server code.',
  },
  {
    target: at('web/src'),
    from: at('scanner/src'),
    except: ['./index.ts'],
    message: "The web imports the scanner by its name, '@harbour/scanner', never a file inside it.",
  },
];

/**
 * server: a feature reaches another only through its service (`service.ts`, `*-service.ts`), the rules it
 * promises, or for a type; its repositories, DTOs and helpers can change without telling anyone. Written as
 * import patterns because the path zones above cannot let type-only imports through.
 */
const featureEntrances = serverFeatures.map((feature) => ({
  files: [`server/src/${feature}/**/*.ts`],
  ignores: ['**/*.test.ts'],
  plugins: { '@typescript-eslint': tseslint.plugin },
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: serverFeatures
              .filter((other) => other !== feature)
              .flatMap((other) => [`../${other}/**`, `!../${other}/service`, `!../${other}/*-service`]),
            allowTypeImports: true,
            message:
              'A feature reaches another only through its service (or for a type): move shared pure code to common/.',
          },
        ],
      },
    ],
  },
}));

export const boundaries = [
  {
    files: ['contract/src/**/*.ts', 'scanner/src/**/*.ts', 'server/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'server/src/test/**', 'web/src/test/**'],
    plugins: { 'import-x': importX },
    settings: {
      // Parse imported TypeScript files too, or the cycle check cannot follow them.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['contract/tsconfig.json', 'server/tsconfig.json', 'web/tsconfig.json'].map((file) =>
            at(file),
          ),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      // A cycle makes load order decide what is undefined at start-up, and means two layers are really one.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  ...featureEntrances,
  // db/, common/, services and repositories must not reach Fastify through a package import either (the
  // zones see only paths).
  {
    files: ['server/src/db/**/*.ts', 'server/src/common/**/*.ts', ...serviceAndRepositoryFiles],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: FASTIFY_PACKAGES,
              message: 'db/, common/, services and repositories know nothing of HTTP: no Fastify here.',
            },
          ],
        },
      ],
    },
  },
];
