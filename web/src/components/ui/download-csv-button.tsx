import { toast } from '@/lib/toast';
import { FileDown } from 'lucide-react';
import type { ExportName } from '@harbour/contract';
import { useDownloadCsv } from '@/lib/download-csv';
import { messageOr } from '@/lib/error-message';
import { Button } from './button';

/** Downloads an export as CSV (administrators); `query` carries the list's current filters. */
export function DownloadCsvButton({
  name,
  query = '',
  label = 'Download CSV',
}: {
  name: ExportName;
  query?: string;
  label?: string;
}) {
  const { busy, download } = useDownloadCsv(name, (error) =>
    toast.error(messageOr(error, 'The download failed')),
  );
  return (
    <Button variant="secondary" disabled={busy} onClick={() => void download(query)}>
      <FileDown className="h-4 w-4" aria-hidden="true" />
      {busy ? 'Preparing...' : label}
    </Button>
  );
}
