/** GET /admin/printer-profiles: each printer's saved offsets and scale. */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { lenientList } from '@/lib/lenient';
import { queryKeys } from '@/lib/query-keys';

export const printerProfileReader = z.object({
  _id: z.string(),
  name: z.string(),
  offsetX: z.number(),
  offsetY: z.number(),
  scale: z.number(),
});
export type PrinterProfileRow = z.output<typeof printerProfileReader>;

const profilesReader = lenientList(
  printerProfileReader,
  'GET /admin/printer-profiles: a profile without its figures',
);

export function usePrinterProfiles() {
  return useQuery({
    queryKey: queryKeys.labels.profiles(),
    queryFn: () => apiRequest('/admin/printer-profiles', profilesReader),
  });
}
