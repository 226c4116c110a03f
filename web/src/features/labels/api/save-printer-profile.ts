/** POST /admin/printer-profiles (new) or PUT /admin/printer-profiles/:id: a printer's correction saved. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PrinterProfileInput } from '@harbour/contract';
import { apiRequest } from '@/lib/api-client';
import { readAs } from '@/lib/lenient';
import { refreshAfter } from '@/lib/stale-lists';
import { printerProfileReader } from './get-printer-profiles';

const reader = readAs(printerProfileReader, 'POST or PUT /admin/printer-profiles');

export function useSavePrinterProfile(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PrinterProfileInput) =>
      id
        ? apiRequest(`/admin/printer-profiles/${encodeURIComponent(id)}`, reader, { method: 'PUT', body })
        : apiRequest('/admin/printer-profiles', reader, { method: 'POST', body }),
    onSuccess: () => refreshAfter(queryClient, 'saveProfile'),
  });
}
