import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDashboardSchema, userDashboardSchema } from '@harbour/contract';
import { toAssetDto } from '../common/asset-dto';
import { requestOrigin } from '../http/request-origin';
import { currentUser } from '../plugins/access';
import type { QrSettings } from '../common/qr-payload';
import type { DashboardService } from './service';

export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService; qr: QrSettings }> = async (
  app,
  { dashboard, qr },
) => {
  app.get(
    '/dashboard/admin',
    { config: { access: 'admin' }, schema: { response: { 200: adminDashboardSchema } } },
    () => dashboard.admin(),
  );

  app.get(
    '/dashboard/user',
    { config: { access: 'signed-in' }, schema: { response: { 200: userDashboardSchema } } },
    async (request) => {
      const { assets, recent, compliance } = await dashboard.user(currentUser(request).id);
      return {
        userAssets: assets.map((row) => toAssetDto(row, qr, requestOrigin(request))),
        assetCount: assets.length,
        recentActivities: recent,
        compliance,
      };
    },
  );
};
