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
import { OffStationCard } from './components/off-station-card';
import { AvailabilityCard } from './components/availability-card';
import { OpenDefectsCard } from './components/open-defects-card';
import { DashboardError } from './components/dashboard-error';
import { DistributionPanel } from './components/distribution-panel';
import { ProgressRow } from './components/progress-row';
import { StatCard } from './components/stat-card';
import { TopUsersTable } from './components/top-users-table';
import { useTranslation } from '@/i18n/use-translation';
import { dashboardMessages as m } from './dashboard-messages';

/** The organisation-wide dashboard (/admin/dashboard). */
export function AdminDashboardPage() {
  const session = useSession();
  const dashboard = useAdminDashboard();
  const { t } = useTranslation();

  if (dashboard.isPending) return <PageLoader label={t(m.loading)} />;
  if (dashboard.isError) {
    return <DashboardError message={messageOr(dashboard.error, t(m.adminFailed))} asButton />;
  }

  const { stats, distributions, recentActivities, compliance, offStation, defects } = dashboard.data;
  const total = stats.totalAssets;

  return (
    <>
      <PageHeader
        title={t(m.welcome, { name: session?.username || t(m.adminFallbackName) })}
        subtitle={t(m.adminSubtitle)}
        actions={
          <>
            <DownloadCsvButton name="activity" label={t(m.activityCsv)} />
            <DownloadCsvButton name="inspections" label={t(m.inspectionsCsv)} />
          </>
        }
      />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-5">
        <StatCard label={t(m.totalAssets)} value={stats.totalAssets} icon={Boxes} tone="navy" />
        <StatCard label={t(m.assetsInUse)} value={stats.assetsInUse} icon={PackageCheck} tone="blue" />
        <StatCard
          label={t(m.availableAssets)}
          value={stats.availableAssets}
          icon={CheckCircle2}
          tone="green"
        />
        <StatCard label={t(m.activeUsers)} value={distributions.byUser.length} icon={Users} tone="teal" />
        <StatCard
          label={t(m.reservableAssets)}
          value={stats.reservableAssets}
          icon={CalendarCheck}
          tone="purple"
        />
      </div>
      <ComplianceCards counts={compliance} compliancePath={paths.admin.compliance} />
      <OffStationCard count={offStation} />
      <AvailabilityCard />
      <OpenDefectsCard counts={defects} />
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <ActivityList activities={recentActivities} />
        </div>
        <Card>
          <CardHeader title={t(m.assetStatus)} />
          <div className="space-y-4 p-5">
            <ProgressRow label={t(m.inUse)} count={stats.assetsInUse} total={total} colour="blue" />
            <ProgressRow label={t(m.available)} count={stats.availableAssets} total={total} colour="green" />
            <ProgressRow
              label={t(m.underMaintenance)}
              count={stats.assetsUnderMaintenance}
              total={total}
              colour="yellow"
            />
            <ProgressRow
              label={t(m.reservable)}
              count={stats.reservableAssets}
              total={total}
              colour="purple"
            />
          </div>
        </Card>
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <DistributionPanel
          title={t(m.byType)}
          rows={distributions.byType.map(({ type, count }) => ({ label: type, count }))}
          total={total}
          empty={t(m.noTypes)}
          colour="navy"
        />
        <DistributionPanel
          title={t(m.byLocation)}
          rows={distributions.byLocation.map(({ location, count }) => ({ label: location, count }))}
          total={total}
          empty={t(m.noLocations)}
          colour="teal"
        />
      </div>
      <div className="mt-6">
        <TopUsersTable rows={distributions.byUser} total={total} />
      </div>
    </>
  );
}
