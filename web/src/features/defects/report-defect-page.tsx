/** /<area>/assets/:id/report: a staff member reports a problem on an asset; without signal it waits in the outbox. */
import { useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Card } from '@/components/ui/card';
import { ListState } from '@/components/ui/list-state';
import { OfflineDataNote } from '@/components/ui/offline-data-note';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { translate } from '@/i18n/translator';
import { useTranslation } from '@/i18n/use-translation';
import { ASSET_LOAD_MESSAGES, assetLoadErrorMessage, isAssetId } from '@/lib/asset-load-error';
import { toast } from '@/lib/toast';
import { typeNamed, useAssetTypes } from '@/lib/type-fields/use-asset-types';
import { reportAssetQueryOptions } from './api/get-report-asset';
import { useReportDefect } from './api/report-defect';
import { ReportDefectForm } from './components/report-defect-form';
import { defectMessages as m } from './defect-messages';

export function ReportDefectPage({ area }: { area: 'user' | 'admin' }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const valid = isAssetId(id);
  const asset = useQuery({ ...reportAssetQueryOptions(id), enabled: valid });
  const types = useAssetTypes(valid);
  const report = useReportDefect(id);
  const navigate = useNavigate();
  const assetPage = paths[area].asset(id);

  if (!valid) return <Problem message={ASSET_LOAD_MESSAGES.invalidId} />;
  if (asset.isPending) return <PageLoader label={t(m.loadingAsset)} />;
  if (asset.isError) return <Problem message={assetLoadErrorMessage(asset.error)} />;
  const commonFaults = typeNamed(types.data, asset.data.type)?.commonFaults ?? [];

  return (
    <div className="mx-auto max-w-2xl">
      <OfflineDataNote storedAt={asset.data.storedAt} />
      <h1 className="text-2xl font-bold text-navy-900">{t(m.reportTitle)}</h1>
      <p className="mb-5 mt-1 break-words text-lg text-slate-700">{asset.data.name}</p>
      <ReportDefectForm
        commonFaults={commonFaults}
        sending={report.isPending}
        error={report.error}
        onSend={(input) =>
          report.mutate(input, {
            onSuccess: (reported) => {
              if (reported) toast.success(translate(m.sent, { reference: reported.reference }));
              else toast.success(translate(m.queued));
              void navigate(assetPage);
            },
          })
        }
        onCancel={() => void navigate(assetPage)}
      />
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
