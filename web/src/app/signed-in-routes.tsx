/**
 * The signed-in part of the app: the employee's and the administrator's screens behind their guards, each
 * screen its own chunk. A chunk of its own too, so a first visit to / or /login does not carry this table.
 * A label's link and a report's status are here too, for visitors without a session: each its own chunk.
 */
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import type { PageAsset } from '@/features/asset-page/api/get-asset';
import { RequireAuth, SignInFirst } from './require-auth';
import { loadAppLayout, loadQueryScope, loadScanPage } from './route-chunks';

const QueryScope = lazy(() => loadQueryScope().then((m) => ({ default: m.QueryScope })));
const AppLayout = lazy(() => loadAppLayout().then((m) => ({ default: m.AppLayout })));
const ScanPage = lazy(() => loadScanPage().then((m) => ({ default: m.ScanPage })));
const AssetLinkPage = lazy(() =>
  import('@/features/scanner/asset-link-page').then((m) => ({ default: m.AssetLinkPage })),
);
const PublicAssetPage = lazy(() =>
  import('@/features/public-report/public-asset-page').then((m) => ({ default: m.PublicAssetPage })),
);
const ReportStatusPage = lazy(() =>
  import('@/features/public-report/report-status-page').then((m) => ({ default: m.ReportStatusPage })),
);
const LabelCodePage = lazy(() =>
  import('@/features/label-code/label-code-page').then((m) => ({ default: m.LabelCodePage })),
);
const ApiTokensPage = lazy(() =>
  import('@/features/api-tokens/api-tokens-page').then((m) => ({ default: m.ApiTokensPage })),
);
const AssetTypesPage = lazy(() =>
  import('@/features/asset-types/asset-types-page').then((m) => ({ default: m.AssetTypesPage })),
);
const LocationsPage = lazy(() =>
  import('@/features/locations/locations-page').then((m) => ({ default: m.LocationsPage })),
);
const LabelsPage = lazy(() =>
  import('@/features/labels/labels-page').then((m) => ({ default: m.LabelsPage })),
);
const UserDashboardPage = lazy(() =>
  import('@/features/dashboard/user-dashboard-page').then((m) => ({ default: m.UserDashboardPage })),
);
const AdminDashboardPage = lazy(() =>
  import('@/features/dashboard/admin-dashboard-page').then((m) => ({ default: m.AdminDashboardPage })),
);
const UserAssetsPage = lazy(() =>
  import('@/features/assets/user-assets-page').then((m) => ({ default: m.UserAssetsPage })),
);
const AdminAssetsPage = lazy(() =>
  import('@/features/assets/admin-assets-page').then((m) => ({ default: m.AdminAssetsPage })),
);
const UsersPage = lazy(() => import('@/features/users/users-page').then((m) => ({ default: m.UsersPage })));
const AssetPage = lazy(() =>
  import('@/features/asset-page/asset-page').then((m) => ({ default: m.AssetPage })),
);
// An administrator's Edit and Delete on the asset's page are the register's own form and confirmation.
const AssetPageActions = lazy(() =>
  import('@/features/assets/components/asset-page-actions').then((m) => ({ default: m.AssetPageActions })),
);
const adminAssetActions = (asset: PageAsset) => (
  <Suspense fallback={null}>
    <AssetPageActions asset={asset} />
  </Suspense>
);
const InspectionPage = lazy(() =>
  import('@/features/inspections/inspection-page').then((m) => ({ default: m.InspectionPage })),
);
const ReportDefectPage = lazy(() =>
  import('@/features/defects/report-defect-page').then((m) => ({ default: m.ReportDefectPage })),
);
const DefectsPage = lazy(() =>
  import('@/features/defects/defects-page').then((m) => ({ default: m.DefectsPage })),
);
const DefectDetailPage = lazy(() =>
  import('@/features/defects/defect-detail-page').then((m) => ({ default: m.DefectDetailPage })),
);
const DownloadQrPage = lazy(() =>
  import('@/features/qr-download/download-qr-page').then((m) => ({ default: m.DownloadQrPage })),
);
const InspectionPlansPage = lazy(() =>
  import('@/features/inspection-plans/inspection-plans-page').then((m) => ({
    default: m.InspectionPlansPage,
  })),
);
const CompliancePage = lazy(() =>
  import('@/features/compliance/compliance-page').then((m) => ({ default: m.CompliancePage })),
);
const AvailabilityPage = lazy(() =>
  import('@/features/availability/availability-page').then((m) => ({ default: m.AvailabilityPage })),
);
const ImportPage = lazy(() =>
  import('@/features/import/import-page').then((m) => ({ default: m.ImportPage })),
);
const AccountPage = lazy(() =>
  import('@/features/account/account-page').then((m) => ({ default: m.AccountPage })),
);
const OfflinePage = lazy(() =>
  import('@/features/offline/offline-page').then((m) => ({ default: m.OfflinePage })),
);
const MapPage = lazy(() => import('@/features/map/map-page').then((m) => ({ default: m.MapPage })));
const RoundsRoutes = lazy(() =>
  import('@/features/rounds/rounds-routes').then((m) => ({ default: m.RoundsRoutes })),
);

/** A label's link: the asset's details when signed in; a visitor may report a problem, or sign in. */
function AssetLinkRoute() {
  const session = useSession();
  return session ? <AssetLinkPage /> : <PublicAssetPage closed={<SignInFirst />} />;
}

export function SignedInRoutes() {
  return (
    <Routes>
      <Route element={<QueryScope />}>
        <Route path={paths.assetLink.pattern} element={<AssetLinkRoute />} />
        <Route path={paths.publicReport.pattern} element={<ReportStatusPage />} />
        <Route element={<RequireAuth />}>
          <Route path={paths.labelCode.pattern} element={<LabelCodePage />} />
        </Route>
        <Route element={<RequireAuth role="user" />}>
          <Route path={paths.user.root} element={<AppLayout area="user" />}>
            <Route index element={<Navigate to={paths.user.dashboard} replace />} />
            <Route path="dashboard" element={<UserDashboardPage />} />
            <Route path="assets" element={<UserAssetsPage />} />
            <Route path="scan" element={<ScanPage />} />
            <Route path={paths.assetPage.pattern} element={<AssetPage area="user" />} />
            <Route path={paths.assetPage.inspectPattern} element={<InspectionPage area="user" />} />
            <Route path={paths.assetPage.reportPattern} element={<ReportDefectPage area="user" />} />
            <Route path={paths.user.compliance} element={<CompliancePage area="user" />} />
            <Route path={paths.roundPages.pattern} element={<RoundsRoutes area="user" />} />
            <Route path={paths.user.map} element={<MapPage area="user" />} />
            <Route path={paths.user.account} element={<AccountPage />} />
            <Route path={paths.user.offline} element={<OfflinePage area="user" />} />
          </Route>
        </Route>
        <Route element={<RequireAuth role="admin" />}>
          <Route path={paths.admin.root} element={<AppLayout area="admin" />}>
            <Route index element={<Navigate to={paths.admin.dashboard} replace />} />
            <Route path="dashboard" element={<AdminDashboardPage />} />
            <Route path="assets" element={<AdminAssetsPage />} />
            <Route path="scan" element={<ScanPage />} />
            <Route path="users" element={<UsersPage />} />
            <Route path="download" element={<DownloadQrPage />} />
            <Route
              path={paths.assetPage.pattern}
              element={<AssetPage area="admin" actions={adminAssetActions} />}
            />
            <Route path={paths.assetPage.inspectPattern} element={<InspectionPage area="admin" />} />
            <Route path={paths.assetPage.reportPattern} element={<ReportDefectPage area="admin" />} />
            <Route path={paths.admin.inspectionPlans} element={<InspectionPlansPage />} />
            <Route path={paths.admin.compliance} element={<CompliancePage area="admin" />} />
            <Route path={paths.admin.availability} element={<AvailabilityPage />} />
            <Route path={paths.admin.import} element={<ImportPage />} />
            <Route path={paths.roundPages.pattern} element={<RoundsRoutes area="admin" />} />
            <Route path={paths.admin.map} element={<MapPage area="admin" />} />
            <Route path={paths.admin.assetTypes} element={<AssetTypesPage />} />
            <Route path={paths.admin.locations} element={<LocationsPage />} />
            <Route path={paths.admin.defects} element={<DefectsPage />} />
            <Route path={paths.admin.defectPattern} element={<DefectDetailPage />} />
            <Route path={paths.admin.labels} element={<LabelsPage />} />
            <Route path={paths.admin.apiTokens} element={<ApiTokensPage />} />
            <Route path={paths.admin.account} element={<AccountPage />} />
            <Route path={paths.admin.offline} element={<OfflinePage area="admin" />} />
          </Route>
        </Route>
      </Route>
      <Route path="*" element={<Navigate to={paths.home} replace />} />
    </Routes>
  );
}
