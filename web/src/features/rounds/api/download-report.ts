/** GET /rounds/:id/report?format=pdf|csv: the report, saved as a download. */
import { useMutation } from '@tanstack/react-query';
import { apiBlob } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';

export type ReportFormat = 'pdf' | 'csv';

const ACCEPT: Record<ReportFormat, string> = { pdf: 'application/pdf', csv: 'text/csv' };

/** A file name from the round's name: letters, digits and dashes. */
function reportFileName(roundName: string, format: ReportFormat): string {
  const base = roundName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'round'}-report.${format}`;
}

export function useDownloadReport(id: string, roundName: string) {
  return useMutation({
    mutationFn: async (format: ReportFormat) => {
      const { blob } = await apiBlob(
        `/rounds/${encodeURIComponent(id)}/report?format=${format}`,
        ACCEPT[format],
      );
      saveBlob(blob, reportFileName(roundName, format));
    },
  });
}
