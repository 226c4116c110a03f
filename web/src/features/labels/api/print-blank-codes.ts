/** POST /admin/label-codes: a batch of new blank labels, saved as a PDF; answers the new codes. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LabelCodesRequest } from '@harbour/contract';
import { apiResponse } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';
import { refreshAfter } from '@/lib/stale-lists';
import { attachmentName, readLabelCodes } from '../print-options';

export function usePrintBlankCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LabelCodesRequest) => {
      const response = await apiResponse('/admin/label-codes', {
        method: 'POST',
        body,
        accept: 'application/pdf',
      });
      const blob = await response.blob();
      saveBlob(blob, attachmentName(response.headers.get('Content-Disposition'), 'blank-labels.pdf'));
      return readLabelCodes(response.headers.get('X-Label-Codes'));
    },
    onSuccess: () => refreshAfter(queryClient, 'printLabelCodes'),
  });
}
