import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, QR_CONTENT_TYPES, QR_FORMATS, qrDownloadFileName } from '@harbour/contract';
import { requestOrigin } from '../http/request-origin';
import type { AssetsService } from '../assets/service';
import type { QrCache } from './cache';
import { qrPayload, type QrSettings } from '../common/qr-payload';

const querySchema = z.object({
  format: z.enum(QR_FORMATS, { message: `format must be one of ${QR_FORMATS.join(', ')}` }).default('png'),
});

export const qrRoutes: FastifyPluginAsyncZod<{
  assets: AssetsService;
  qr: QrSettings;
  qrCache: QrCache;
}> = async (app, { assets, qr, qrCache }) => {
  app.get(
    '/admin/assets/:id/qr-code',
    {
      config: { access: 'admin', openapi: { produces: Object.values(QR_CONTENT_TYPES) } },
      schema: { params: idParamsSchema, querystring: querySchema },
    },
    async (request, reply) => {
      const asset = await assets.get(request.params.id);
      const { format } = request.query;
      const bytes = await qrCache.file(format, qrPayload(qr, asset.id, requestOrigin(request)), asset);
      const fileName = qrDownloadFileName(asset.name, format);
      return reply
        .type(QR_CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );
};
