/** GET /availability?format=csv and /availability/report.pdf: the figures, saved as a download. */
import { useMutation } from '@tanstack/react-query';
import { apiBlob } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';

export type AvailabilityFormat = 'csv' | 'pdf';

const ACCEPT: Record<AvailabilityFormat, string> = { pdf: 'application/pdf', csv: 'text/csv' };

export function useDownloadAvailability() {
  return useMutation({
    mutationFn: async ({ format, query }: { format: AvailabilityFormat; query: URLSearchParams }) => {
      const path =
        format === 'csv'
          ? `/availability?${query.toString()}&format=csv`
          : `/availability/report.pdf?${query.toString()}`;
      const { blob } = await apiBlob(path, ACCEPT[format]);
      const days = `${(query.get('from') ?? '').slice(0, 10)}-${(query.get('to') ?? '').slice(0, 10)}`;
      saveBlob(blob, `availability-${days}.${format}`);
    },
  });
}
