/** Serves the built web app, with index.html for any client-side route. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasBuild = existsSync(path.join(webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build's .br and .gz copies (web/precompress.ts), chosen by Accept-Encoding and its q-values, each
      // with its own Content-Length and ETag, and Vary: Accept-Encoding; files without a copy are sent as they are.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.get('/*', async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    // A missing file (say a chunk from an older build) is a 404, never index.html served as JavaScript.
    if (url.startsWith('/api/') || url.startsWith('/uploads/') || /\.[A-Za-z0-9]+$/.test(url)) {
      return reply.callNotFound();
    }
    if (!hasBuild) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built. Run `npm run build` (or `npm start`), or use `npm run dev`.');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  app.get('/', (_request, reply) => {
    if (!hasBuild)
      return reply.code(503).type('text/plain').send('The web app is not built. Run `npm run build`.');
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
