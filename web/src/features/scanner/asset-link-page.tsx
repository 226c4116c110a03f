/**
 * /a/:id, the address printed in every QR label: the asset's details for any signed-in user, and the scan
 * recorded. Without signal the details come from what was taken offline (with their age) and the scan waits
 * on the phone; an asset not taken offline still has its scan kept, and the page says so.
 */
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { AlertCircle, LayoutDashboard, ScanLine } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { OfflineDataNote } from '@/components/ui/offline-data-note';
import { OffStationWarning } from '@/components/ui/off-station-warning';
import { Logo } from '@/components/ui/logo';
import { PageLoader } from '@/components/ui/page-loader';
import { buttonClasses } from '@/components/ui/button';
import { OBJECT_ID_PATTERN } from '@harbour/contract';
import { dashboardFor, scanPathFor } from '@/lib/access';
import { ApiError } from '@/lib/api-error';
import { useSession } from '@/lib/session';
import { useRecentPosition } from '@/lib/use-recent-position';
import { assetQueryOptions } from './api/get-asset';
import { useRecordScanOnce } from './api/use-record-scan';
import { ScannedAssetDetails } from './components/scanned-asset-details';
import { LazyScanDueItems, prefetchScanDueItems } from './components/lazy-scan-due-items';
import { AssetPageLink } from './components/asset-page-link';
import { assetLinkErrorMessage } from './asset-link-error';
import { useTranslation } from '@/i18n/use-translation';
import { scannerMessages as m } from './scanner-messages';
import { parseQrPayload } from '@/lib/scanner/parse-qr-payload';

function useLinkedAssetId(): string | null {
  const { id = '' } = useParams();
  const parsed = parseQrPayload(id);
  return parsed.ok && OBJECT_ID_PATTERN.test(parsed.assetId) ? parsed.assetId : null;
}

export function AssetLinkPage() {
  const { t } = useTranslation();
  const session = useSession();
  const role = session?.role ?? '';
  const assetId = useLinkedAssetId();
  const asset = useQuery({ ...assetQueryOptions(assetId ?? ''), enabled: assetId !== null });
  useEffect(prefetchScanDueItems, []);
  // Started before the asset arrives, so the scan recorded then usually has a fix to send.
  useRecentPosition();
  // No answer and nothing stored: the visit is still a scan, kept on the phone like the scanner screen's.
  const noAnswer = asset.isError && !(asset.error instanceof ApiError);
  const scan = useRecordScanOnce(
    asset.data
      ? { assetId: asset.data._id, assetName: asset.data.name }
      : noAnswer && assetId
        ? { assetId }
        : null,
  );
  const queued = scan.data?.queued === true;

  let body;
  if (assetId === null) body = <Problem message={t(m.invalidId)} />;
  else if (asset.isPending) body = <PageLoader label={t(m.loadingAsset)} />;
  else if (noAnswer && !scan.isSuccess && !scan.isError) body = <PageLoader label={t(m.loadingAsset)} />;
  else if (asset.isError && queued) body = <QueuedNote message={t(m.queuedNotStored)} />;
  else if (asset.isError) body = <Problem message={assetLinkErrorMessage(asset.error)} />;
  else
    body = (
      <>
        <OfflineDataNote storedAt={asset.data.storedAt} />
        {queued ? <QueuedNote message={t(m.queued)} /> : null}
        <OffStationWarning offStation={asset.data.offStation} />
        <LazyScanDueItems assetId={asset.data._id} />
        <ScannedAssetDetails asset={asset.data} />
        <AssetPageLink assetId={asset.data._id} />
        {scan.isError ? <p className="mt-4 text-sm text-amber-800">{t(m.scanNotRecorded)}</p> : null}
      </>
    );

  return (
    <main className="min-h-screen bg-slate-50 px-4 py-8">
      <div className="mx-auto max-w-2xl">
        <Link to={dashboardFor(role)} className="mb-6 flex items-center gap-2 text-navy-900">
          <Logo className="h-8 w-8" />
          <span className="font-semibold">{t(m.assetDetails)}</span>
        </Link>
        <Card className="p-5 sm:p-6">{body}</Card>
        <nav className="mt-6 flex flex-wrap gap-3" aria-label={t(m.nextSteps)}>
          <Link to={scanPathFor(role)} className={buttonClasses('accent')}>
            <ScanLine className="h-4 w-4" aria-hidden="true" />
            {t(m.scanAnother)}
          </Link>
          <Link to={dashboardFor(role)} className={buttonClasses('secondary')}>
            <LayoutDashboard className="h-4 w-4" aria-hidden="true" />
            {t(m.goToDashboard)}
          </Link>
        </nav>
      </div>
    </main>
  );
}

function Problem({ message }: { message: string }) {
  return (
    <div role="alert" className="flex items-start gap-3 text-red-800" data-testid="asset-link-error">
      <AlertCircle className="mt-0.5 h-5 w-5 shrink-0 text-red-600" aria-hidden="true" />
      <p>{message}</p>
    </div>
  );
}

function QueuedNote({ message }: { message: string }) {
  return (
    <p role="status" className="mb-4 text-base font-medium text-slate-800" data-testid="scan-queued">
      {message}
    </p>
  );
}
