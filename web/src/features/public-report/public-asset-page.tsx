/**
 * /a/:id opened by a visitor without a session: when the asset's type takes public reports, its name and
 * type, "Report a problem" and the form; otherwise (or without an answer) `closed`, the sign-in as before.
 */
import { useState, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { LogIn, TriangleAlert } from 'lucide-react';
import { OBJECT_ID_PATTERN } from '@harbour/contract';
import { paths } from '@/config/paths';
import { buttonClasses, Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageLoader } from '@/components/ui/page-loader';
import { useTranslation } from '@/i18n/use-translation';
import { parseQrPayload } from '@/lib/scanner/parse-qr-payload';
import { publicAssetQueryOptions, type PublicAsset } from './api/get-public-asset';
import { useSendPublicReport } from './api/send-public-report';
import { PublicPageFrame } from './components/public-page-frame';
import { PublicReportForm } from './components/public-report-form';
import { ReportSent } from './components/report-sent';
import { publicReportMessages as m } from './public-report-messages';

function useLinkedAssetId(): string | null {
  const { id = '' } = useParams();
  const parsed = parseQrPayload(id);
  return parsed.ok && OBJECT_ID_PATTERN.test(parsed.assetId) ? parsed.assetId : null;
}

export function PublicAssetPage({ closed }: { closed: ReactNode }) {
  const assetId = useLinkedAssetId();
  const asset = useQuery({ ...publicAssetQueryOptions(assetId ?? ''), enabled: assetId !== null });
  if (assetId === null || asset.isError) return closed;
  if (asset.isPending) return <PageLoader />;
  return (
    <PublicPageFrame>
      <Card className="p-5 sm:p-6">
        <ReportFromLabel assetId={assetId} asset={asset.data} />
      </Card>
    </PublicPageFrame>
  );
}

function ReportFromLabel({ assetId, asset }: { assetId: string; asset: PublicAsset }) {
  const [writing, setWriting] = useState(false);
  const send = useSendPublicReport(assetId);
  if (send.data) return <ReportSent reference={send.data.reference} />;
  if (writing)
    return (
      <PublicReportForm
        sending={send.isPending}
        error={send.error}
        onSend={(report) => send.mutate(report)}
        onCancel={() => setWriting(false)}
      />
    );
  return <AssetIntro asset={asset} onReport={() => setWriting(true)} />;
}

function AssetIntro({ asset, onReport }: { asset: PublicAsset; onReport: () => void }) {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  return (
    <div className="space-y-5">
      <div>
        <p className="text-sm font-medium uppercase tracking-wide text-slate-600">{asset.type}</p>
        <h1 className="mt-1 break-words text-2xl font-bold text-navy-900">{asset.name}</h1>
      </div>
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{t(m.heading)}</h2>
        <p className="mt-1 text-base text-slate-700">{t(m.lead)}</p>
      </div>
      <Button variant="accent" size="lg" className="h-16 w-full text-lg" onClick={onReport}>
        <TriangleAlert className="h-6 w-6" aria-hidden="true" />
        {t(m.reportProblem)}
      </Button>
      <Link
        to={paths.login}
        state={{ from: { pathname, search, hash } }}
        className={`${buttonClasses('secondary', 'lg')} w-full`}
      >
        <LogIn className="h-5 w-5" aria-hidden="true" />
        {t(m.staffSignIn)}
      </Link>
    </div>
  );
}
