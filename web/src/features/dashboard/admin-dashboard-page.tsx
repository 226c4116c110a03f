import { Boxes, CalendarCheck, CheckCircle2, PackageCheck, Users } from 'lucide-react';
import { DownloadCsvButton } from '@/components/ui/download-csv-button';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { Card, CardHeader } from '@/components/ui/card';
import { messageOr } from '@/lib/error-message';
import { useSession } from '@/lib/session';
import { useAdminDashboard } from './api/get-admin-dashboard';
import { paths } from '@/config/paths';
import { ActivityList } from './components/activity-list';
import { ComplianceCards } from './components/compliance-cards';
import { DashboardError } from './components/dashboard-error';
import { DistributionPanel } from './components/distribution-panel';
import { ProgressRow } from './components/progress-row';
import { StatCard } from './components/stat-card';
import { TopUsersTable } from './components/top-users-table';
import { DASHBOARD_MESSAGES } from './dashboard-messages';

/** The organisation-wide dashboard (/admin/dashboard). */
export function AdminDashboardPage() {
  const session = useSession();
  const dashboard = useAdminDashboard();

  if (dashboard.isPending) return <PageLoader label={DASHBOARD_MESSAGES.loading} />;
  if (dashboard.isError) {
    return <DashboardError message={messageOr(dashboard.error, DASHBOARD_MESSAGES.adminFailed)} asButton />;
  }

  const { stats, distributions, recentActivities, compliance } = dashboard.data;
  const total = stats.totalAssets;

  return (
    <>
      <PageHeader
        title={DASHBOARD_MESSAGES.welcome(session?.username || 'Admin')}
        subtitle="The authority's assets, people and activity at a glance."
        actions={
          <>
            <DownloadCsvButton name="activity" label="Activity CSV" />
            <DownloadCsvButton name="inspections" label="Inspections CSV" />
          </>
        }
      />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-5">
        <StatCard label="Total Assets" value={stats.totalAssets} icon={Boxes} tone="navy" />
        <StatCard label="Assets In Use" value={stats.assetsInUse} icon={PackageCheck} tone="blue" />
        <StatCard label="Available Assets" value={stats.availableAssets} icon={CheckCircle2} tone="green" />
        <StatCard label="Active Users" value={distributions.byUser.length} icon={Users} tone="teal" />
        <StatCard
          label="Reservable Assets"
          value={stats.reservableAssets}
          icon={CalendarCheck}
          tone="purple"
        />
      </div>
      <ComplianceCards counts={compliance} compliancePath={paths.admin.compliance} />
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <ActivityList activities={recentActivities} />
        </div>
        <Card>
          <CardHeader title="Asset Status" />
          <div className="space-y-4 p-5">
            <ProgressRow label="In Use" count={stats.assetsInUse} total={total} colour="blue" />
            <ProgressRow label="Available" count={stats.availableAssets} total={total} colour="green" />
            <ProgressRow
              label="Under Maintenance"
              count={stats.assetsUnderMaintenance}
              total={total}
              colour="yellow"
            />
            <ProgressRow label="Reservable" count={stats.reservableAssets} total={total} colour="purple" />
          </div>
        </Card>
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <DistributionPanel
          title="Asset Distribution by Type"
          rows={distributions.byType.map(({ type, count }) => ({ label: type, count }))}
          total={total}
          empty={DASHBOARD_MESSAGES.noTypes}
          colour="navy"
        />
        <DistributionPanel
          title="Asset Distribution by Location"
          rows={distributions.byLocation.map(({ location, count }) => ({ label: location, count }))}
          total={total}
          empty={DASHBOARD_MESSAGES.noLocations}
          colour="teal"
        />
      </div>
      <div className="mt-6">
        <TopUsersTable rows={distributions.byUser} total={total} />
      </div>
    </>
  );
}
