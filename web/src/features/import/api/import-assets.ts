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
  /** Commit the rows without errors and leave the others out. */
  skipInvalidRows?: boolean;
}

/**
 * POST /admin/import/assets?dryRun=: a preview of the file, or its commit (all of it, or only its rows without
 * errors). The mapping goes before the file.
 */
export function useImportAssets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, mapping, dateOrder, dryRun, skipInvalidRows = false }: ImportRequest) => {
      const form = new FormData();
      form.append('mapping', JSON.stringify(mapping));
      form.append('dateOrder', JSON.stringify(dateOrder));
      form.append('file', file);
      const skip = skipInvalidRows ? '&skipInvalidRows=true' : '';
      return apiRequest(`/admin/import/assets?dryRun=${String(dryRun)}${skip}`, importResultSchema, {
        method: 'POST',
        body: form,
      });
    },
    onSuccess: (result) => (result.committed ? refreshAfter(queryClient, 'importAssets') : undefined),
  });
}
