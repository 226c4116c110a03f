import { Boxes, MapPin, PackageCheck, Wrench } from 'lucide-react';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { Card, CardHeader } from '@/components/ui/card';
import { displayUsername } from '@/lib/access';
import { messageOr } from '@/lib/error-message';
import { useSession } from '@/lib/session';
import { useUserDashboard } from './api/get-user-dashboard';
import { paths } from '@/config/paths';
import { ActivityList } from './components/activity-list';
import { ComplianceCards } from './components/compliance-cards';
import { DashboardError } from './components/dashboard-error';
import { DistributionPanel } from './components/distribution-panel';
import { MyAssetsList } from './components/my-assets-list';
import { ProgressRow } from './components/progress-row';
import { StatCard } from './components/stat-card';
import { countByLocation, countByStatus } from './dashboard-stats';
import { useTranslation } from '@/i18n/use-translation';
import { dashboardMessages as m } from './dashboard-messages';

/** The employee's own dashboard (/user/dashboard). */
export function UserDashboardPage() {
  const session = useSession();
  const dashboard = useUserDashboard();
  const { t } = useTranslation();
  const name = displayUsername(session?.username, session?.role);

  if (dashboard.isPending) return <PageLoader label={t(m.loading)} />;
  if (dashboard.isError) {
    return <DashboardError message={messageOr(dashboard.error, t(m.userFailed))} asButton={false} />;
  }

  const { userAssets, assetCount, recentActivities, compliance } = dashboard.data;
  const inUse = countByStatus(userAssets, 'In Use');
  const maintenance = countByStatus(userAssets, 'Under Maintenance');
  const locations = countByLocation(userAssets);
  const total = assetCount;

  return (
    <>
      <PageHeader title={t(m.welcome, { name })} subtitle={t(m.userSubtitle)} />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label={t(m.assignedAssets)} value={assetCount} icon={Boxes} tone="navy" />
        <StatCard label={t(m.assetsInUse)} value={inUse} icon={PackageCheck} tone="blue" />
        <StatCard label={t(m.underMaintenance)} value={maintenance} icon={Wrench} tone="yellow" />
        <StatCard label={t(m.activeLocations)} value={locations.length} icon={MapPin} tone="teal" />
      </div>
      <ComplianceCards counts={compliance} compliancePath={paths.user.compliance} />
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <ActivityList activities={recentActivities} />
        </div>
        <div className="space-y-6">
          <Card>
            <CardHeader title={t(m.myAssetStatus)} />
            <div className="space-y-4 p-5">
              <ProgressRow label={t(m.inUse)} count={inUse} total={total} colour="blue" />
              <ProgressRow label={t(m.underMaintenance)} count={maintenance} total={total} colour="yellow" />
            </div>
          </Card>
          <DistributionPanel
            title={t(m.myAssetsByLocation)}
            rows={locations.map(({ location, count }) => ({ label: location, count }))}
            total={total}
            empty={t(m.noLocations)}
            colour="teal"
            unit={m.items}
          />
        </div>
      </div>
      <MyAssetsList assets={userAssets} />
    </>
  );
}
