/** Serves stored images and QR codes without a token: an <img> cannot send one; names are unguessable. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestOrigin } from '../http/request-origin';
import type { FilesService } from './service';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export const filesRoutes: FastifyPluginAsyncZod<{ files: FilesService }> = async (app, { files }) => {
  const nameParams = z.object({ name: z.string().max(120) });

  app.get('/uploads/qr/:name', { schema: { params: nameParams } }, async (request, reply) => {
    const png = await files.qrImage(request.params.name, requestOrigin(request));
    // The payload never changes for an asset, but the asset can be deleted: cache for a day, not forever.
    return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(png);
  });

  app.get('/uploads/:name', { schema: { params: nameParams } }, async (request, reply) => {
    const file = await files.storedImage(request.params.name);
    return reply
      .type(file.contentType)
      .header('cache-control', IMMUTABLE)
      .header('x-content-type-options', 'nosniff')
      .send(file.bytes);
  });
};
