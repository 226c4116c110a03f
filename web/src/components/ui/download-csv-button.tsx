import { toast } from '@/lib/toast';
import { FileDown } from 'lucide-react';
import type { ExportName } from '@harbour/contract';
import { useDownloadCsv } from '@/lib/download-csv';
import { messageOr } from '@/lib/error-message';
import { Button } from './button';
import { useTranslation } from '@/i18n/use-translation';
import { uiMessages as m } from '@/components/ui-messages';
import { translate } from '@/i18n/translator';

/** Downloads an export as CSV (administrators); `query` carries the list's current filters. */
export function DownloadCsvButton({
  name,
  query = '',
  label,
}: {
  name: ExportName;
  query?: string;
  label?: string;
}) {
  const { t } = useTranslation();
  const { busy, download } = useDownloadCsv(name, (error) =>
    toast.error(messageOr(error, translate(m.downloadFailed))),
  );
  return (
    <Button variant="secondary" disabled={busy} onClick={() => void download(query)}>
      <FileDown className="h-4 w-4" aria-hidden="true" />
      {busy ? t(m.preparing) : (label ?? t(m.downloadCsv))}
    </Button>
  );
}
