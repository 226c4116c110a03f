import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importResultSchema, type ImportDateOrders, type ImportMapping } from '@harbour/contract';
import { apiRequest } from '@/lib/api-client';
import { refreshAfter } from '@/lib/stale-lists';

export interface ImportRequest {
  file: File;
  mapping: ImportMapping;
  /** The order of each slashed-date column the file leaves open. */
  dateOrder: ImportDateOrders;
  dryRun: boolean;
}

/** POST /admin/import/assets?dryRun=: a preview of the file, or its commit. The mapping goes before the file. */
export function useImportAssets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, mapping, dateOrder, dryRun }: ImportRequest) => {
      const form = new FormData();
      form.append('mapping', JSON.stringify(mapping));
      form.append('dateOrder', JSON.stringify(dateOrder));
      form.append('file', file);
      return apiRequest(`/admin/import/assets?dryRun=${String(dryRun)}`, importResultSchema, {
        method: 'POST',
        body: form,
      });
    },
    onSuccess: (result) => (result.committed ? refreshAfter(queryClient, 'importAssets') : undefined),
  });
}
