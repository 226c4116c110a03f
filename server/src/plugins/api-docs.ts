/**
 * The interactive API docs at /api/docs: Swagger UI from the swagger-ui-dist package, served from our own
 * origin (no CDN, no font or validator from elsewhere), reading /api/openapi.json.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OPENAPI_PATH } from './openapi';

const DOCS_PATH = '/api/docs';

/**
 * This page's own policy, looser than the app's in two ways only: Swagger UI sets inline styles, and its
 * icons are data: images. Everything else stays 'self' or 'none'.
 */
const DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "form-action 'none'",
  "base-uri 'none'",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join('; ');

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>API documentation</title>
    <link rel="stylesheet" href="${DOCS_PATH}/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${DOCS_PATH}/swagger-ui-bundle.js"></script>
    <script src="${DOCS_PATH}/start.js"></script>
  </body>
</html>
`;

// validatorUrl null: Swagger UI would otherwise send the document to validator.swagger.io for a badge.
const START = `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(OPENAPI_PATH)},
  dom_id: '#swagger-ui',
  validatorUrl: null,
  deepLinking: true,
  persistAuthorization: false,
});
`;

const ASSETS = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'start.js': 'text/javascript; charset=utf-8',
} as const;
type AssetName = keyof typeof ASSETS;

const require = createRequire(import.meta.url);
const loaded = new Map<AssetName, Buffer | string>();

/** The file's bytes, read once from the installed package on first request. */
function asset(name: AssetName): Buffer | string {
  if (name === 'start.js') return START;
  let bytes = loaded.get(name);
  if (!bytes) {
    bytes = readFileSync(require.resolve(`swagger-ui-dist/${name}`));
    loaded.set(name, bytes);
  }
  return bytes;
}

const assetParamsSchema = z.object({ file: z.enum(Object.keys(ASSETS) as [AssetName, ...AssetName[]]) });

export function registerApiDocs(server: FastifyInstance): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    DOCS_PATH,
    { config: { access: 'public', openapi: { produces: ['text/html'] } } },
    (_request, reply) =>
      reply
        .header('content-security-policy', DOCS_CONTENT_SECURITY_POLICY)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(PAGE),
  );
  app.get(
    `${DOCS_PATH}/:file`,
    {
      config: { access: 'public', openapi: { produces: ['text/css', 'text/javascript'] } },
      schema: { params: assetParamsSchema },
    },
    (request, reply) => {
      const { file } = request.params;
      return reply.header('cache-control', 'public, max-age=3600').type(ASSETS[file]).send(asset(file));
    },
  );
}
