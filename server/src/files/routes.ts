/** Serves stored images and QR codes without a token: an <img> cannot send one; names are unguessable. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Transactor } from '../db/transactor';
import { NotFoundError } from '../errors';
import { requestOrigin } from '../assets/routes';
import type { QrCache } from '../qr/cache';
import { parseQrImageName, qrPayload, type QrSettings } from '../qr/payload';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export const filesRoutes: FastifyPluginAsyncZod<{
  tx: Transactor;
  qr: QrSettings;
  qrCache: QrCache;
}> = async (app, { tx, qr, qrCache }) => {
  const nameParams = z.object({ name: z.string().max(120) });
  const notFound = () => new NotFoundError('File not found');

  app.get('/uploads/qr/:name', { schema: { params: nameParams } }, async (request, reply) => {
    const assetId = parseQrImageName(qr.secret, request.params.name);
    if (!assetId) throw notFound();
    const exists = await tx.read((r) => r.assets.findById(assetId));
    if (!exists) throw notFound();
    const png = await qrCache.png(qrPayload(qr, assetId, requestOrigin(request)));
    // The payload never changes for an asset, but the asset can be deleted: cache for a day, not forever.
    return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(png);
  });

  app.get('/uploads/:name', { schema: { params: nameParams } }, async (request, reply) => {
    if (!/^[0-9a-f]{32}(-thumb)?\.webp$/.test(request.params.name)) throw notFound();
    const file = await tx.read((r) => r.files.find(request.params.name));
    if (!file) throw notFound();
    return reply
      .type(file.content_type)
      .header('cache-control', IMMUTABLE)
      .header('x-content-type-options', 'nosniff')
      .send(file.bytes);
  });
};
