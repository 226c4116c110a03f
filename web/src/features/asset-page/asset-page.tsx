/** /<area>/assets/:id: one asset with its compliance, inspections, rounds, documents and full history. */
import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, TriangleAlert } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ListState } from '@/components/ui/list-state';
import { OfflineDataNote } from '@/components/ui/offline-data-note';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { ASSET_LOAD_MESSAGES, assetLoadErrorMessage, isAssetId } from '@/lib/asset-load-error';
import { assetPageQueryOptions } from './api/get-asset';
import { useTranslation } from '@/i18n/use-translation';
import { assetPageMessages as m } from './asset-page-messages';
import { ActivityHistory } from './components/activity-history';
import { AssetSummary } from './components/asset-summary';
import { ComplianceSection } from './components/compliance-section';
import { DocumentsSection } from './components/documents-section';
import { InspectionHistory } from './components/inspection-history';
import { RoundsSection } from './components/rounds-section';
import { NeedsNetworkNote, StoredDueInspections } from './components/stored-sections';
import { OffStationSection } from './components/off-station-section';
import type { PageAsset } from './api/get-asset';

// Administrators only: the label's download and print load with their first asset page.
const LabelSection = lazy(() =>
  import('./components/label-section').then((m) => ({ default: m.LabelSection })),
);

interface AssetPageProps {
  area: 'user' | 'admin';
  /** What may be done to the asset from here (an administrator's Edit and Delete), under its name. */
  actions?: (asset: PageAsset) => ReactNode;
}

export function AssetPage({ area, actions }: AssetPageProps) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const valid = isAssetId(id);
  const asset = useQuery({ ...assetPageQueryOptions(id), enabled: valid });
  const back = (
    <Link
      to={paths[area].assets}
      className="mb-4 inline-flex min-h-12 items-center gap-2 text-sm font-semibold text-navy-800 underline-offset-4 hover:underline"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      {t(m.backToAssets)}
    </Link>
  );
  const reportLink = (
    <Link
      to={paths[area].reportDefect(id)}
      className={`${buttonClasses('secondary', 'lg')} w-full sm:w-auto`}
    >
      <TriangleAlert className="h-5 w-5" aria-hidden="true" />
      {t(m.reportProblem)}
    </Link>
  );

  let body;
  if (!valid) body = <Problem message={ASSET_LOAD_MESSAGES.invalidId} />;
  else if (asset.isPending) body = <PageLoader label={t(m.loadingDetails)} />;
  else if (asset.isError) body = <Problem message={assetLoadErrorMessage(asset.error)} />;
  else if (asset.data.storedAt !== undefined)
    // Taken offline and no answer from the server: what the phone holds, with its age.
    body = (
      <div className="space-y-6">
        <h1 className="break-words text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">
          {asset.data.name}
        </h1>
        <OfflineDataNote storedAt={asset.data.storedAt} />
        {reportLink}
        <OffStationSection asset={asset.data} canClear={false} />
        <StoredDueInspections assetId={id} inspectPath={(planId) => paths[area].inspect(id, planId)} />
        <AssetSummary asset={asset.data} />
        <InspectionHistory assetId={id} />
        <NeedsNetworkNote />
      </div>
    );
  else
    body = (
      <div className="space-y-6">
        <h1 className="break-words text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">
          {asset.data.name}
        </h1>
        {actions?.(asset.data)}
        {reportLink}
        <OffStationSection asset={asset.data} canClear={area === 'admin'} />
        <ComplianceSection assetId={id} inspectPath={(planId) => paths[area].inspect(id, planId)} />
        <AssetSummary asset={asset.data} />
        {area === 'admin' ? (
          <Suspense fallback={null}>
            <LabelSection asset={asset.data} />
          </Suspense>
        ) : null}
        <InspectionHistory assetId={id} />
        <RoundsSection assetId={id} roundPath={paths[area].round} />
        <DocumentsSection assetId={id} canManage={area === 'admin'} />
        <ActivityHistory assetId={id} />
      </div>
    );

  return (
    <div className="mx-auto max-w-4xl">
      {back}
      {body}
    </div>
  );
}

function Problem({ message }: { message: string }) {
  return (
    <Card>
      <ListState kind="error" message={message} />
    </Card>
  );
}
