import type { AdminDashboard, AssetStatus } from '@harbour/contract';
import { toActivityDto, type ActivityRepository } from '../activity/repository';
import type { AssetsRepository, AssetRow } from '../assets/repository';
import type { DashboardRepository } from './repository';

export function createDashboardService(deps: {
  dashboard: DashboardRepository;
  activity: ActivityRepository;
  assets: AssetsRepository;
}) {
  return {
    async admin(): Promise<AdminDashboard> {
      const [statuses, byType, byLocation, byUser, recent] = await Promise.all([
        deps.dashboard.countByStatus(),
        deps.dashboard.countByType(),
        deps.dashboard.countByLocation(),
        deps.dashboard.countByUser(),
        deps.activity.recent(),
      ]);
      const count = (status: AssetStatus) => statuses.find((s) => s.status === status)?.count ?? 0;
      return {
        stats: {
          totalAssets: statuses.reduce((sum, s) => sum + s.count, 0),
          assetsInUse: count('In Use'),
          availableAssets: count('Available'),
          assetsUnderMaintenance: count('Under Maintenance'),
          reservableAssets: count('Reservable'),
        },
        distributions: { byType, byLocation, byUser },
        recentActivities: recent.map(toActivityDto),
      };
    },

    async user(userId: string): Promise<{ assets: AssetRow[]; recent: ReturnType<typeof toActivityDto>[] }> {
      const [assets, recent] = await Promise.all([
        deps.assets.listAssignedTo(userId),
        deps.activity.recentForUser(userId),
      ]);
      return { assets, recent: recent.map(toActivityDto) };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
