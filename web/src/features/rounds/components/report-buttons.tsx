/** The report for an inspector (PDF) and for a spreadsheet (CSV). */
import { toast } from '@/lib/toast';
import { FileDown, FileSpreadsheet } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { messageOr } from '@/lib/error-message';
import { useDownloadReport, type ReportFormat } from '../api/download-report';
import type { RoundView } from '../api/round-readers';
import { translate } from '@/i18n/translator';
import { useTranslation } from '@/i18n/use-translation';
import { roundMessages as m } from '../round-messages';

export function ReportButtons({ round }: { round: RoundView }) {
  const { t } = useTranslation();
  const download = useDownloadReport(round._id, round.name);
  const get = (format: ReportFormat) =>
    download.mutate(format, {
      onError: (error) => toast.error(messageOr(error, translate(m.reportFailed))),
    });
  const busy = download.isPending;
  return (
    <>
      <Button variant="secondary" size="lg" onClick={() => get('pdf')} disabled={busy}>
        <FileDown className="h-5 w-5" aria-hidden="true" />
        {t(m.reportPdf)}
      </Button>
      <Button variant="secondary" size="lg" onClick={() => get('csv')} disabled={busy}>
        <FileSpreadsheet className="h-5 w-5" aria-hidden="true" />
        {t(m.reportCsv)}
      </Button>
    </>
  );
}
