import type { AdminDashboard, AssetStatus, ComplianceCounts } from '@harbour/contract';
import type { ActivityRepository } from '../activity/repository';
import { toActivityDto } from '../common/activity-dto';
import type { AssetsRepository } from '../assets/repository';
import type { AssetRow } from '../common/asset-dto';
import type { DashboardRepository } from './repository';

export function createDashboardService(deps: {
  dashboard: DashboardRepository;
  activity: ActivityRepository;
  assets: AssetsRepository;
  /** Overdue and due-soon items, of the assets assigned to the user given, or of all. */
  complianceCounts: (assignedTo?: string) => Promise<ComplianceCounts>;
  /** Open defects (new, accepted) and the safety ones among them. */
  defectCounts: () => Promise<AdminDashboard['defects']>;
}) {
  return {
    async admin(): Promise<AdminDashboard> {
      const [statuses, byType, byLocation, byUser, recent, compliance, offStation, defects] =
        await Promise.all([
          deps.dashboard.countByStatus(),
          deps.dashboard.countByType(),
          deps.dashboard.countByLocation(),
          deps.dashboard.countByUser(),
          deps.activity.recent(),
          deps.complianceCounts(),
          deps.dashboard.countOffStation(),
          deps.defectCounts(),
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
        compliance,
        offStation,
        defects,
      };
    },

    async user(userId: string): Promise<{
      assets: AssetRow[];
      recent: ReturnType<typeof toActivityDto>[];
      compliance: ComplianceCounts;
    }> {
      const [assets, recent, compliance] = await Promise.all([
        deps.assets.listAssignedTo(userId),
        deps.activity.recentForUser(userId),
        deps.complianceCounts(userId),
      ]);
      return { assets, recent: recent.map(toActivityDto), compliance };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
