/** /report/:reference, public: a visitor's report in words (and the reason when it was not taken further). */
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Card } from '@/components/ui/card';
import { PageLoader } from '@/components/ui/page-loader';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date';
import { reportStatusQueryOptions, type ReportStatus } from './api/get-report-status';
import { PublicPageFrame } from './components/public-page-frame';
import { publicReportMessages as m } from './public-report-messages';
import { reportStateWords } from './report-problem-words';

export function ReportStatusPage() {
  const { t } = useTranslation();
  const { reference = '' } = useParams();
  const status = useQuery(reportStatusQueryOptions(reference));
  let body;
  if (status.isPending) body = <PageLoader label={t(m.statusLookup)} />;
  else if (status.isError)
    body = (
      <p role="alert" className="text-base text-red-800">
        {status.error instanceof ApiError && status.error.status === 404
          ? t(m.statusNotFound)
          : t(m.statusFailed)}
      </p>
    );
  else body = <StatusWords status={status.data} />;
  return (
    <PublicPageFrame>
      <Card className="space-y-4 p-5 sm:p-6">
        <h1 className="break-all text-2xl font-bold text-navy-900">
          {t(m.statusTitle, { reference: status.data?.reference ?? reference })}
        </h1>
        {body}
      </Card>
    </PublicPageFrame>
  );
}

function StatusWords({ status }: { status: ReportStatus }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      <p className="text-xl font-semibold text-slate-900" data-testid="report-state">
        {t(reportStateWords(status.state))}
      </p>
      {status.state === 'rejected' && status.rejectionReason ? (
        <p className="text-base text-slate-800">{t(m.rejectionReason, { reason: status.rejectionReason })}</p>
      ) : null}
      {status.updatedAt ? (
        <p className="text-sm text-slate-600">
          {t(m.updatedAt, { date: formatDateTime(status.updatedAt, '') })}
        </p>
      ) : null}
    </div>
  );
}
