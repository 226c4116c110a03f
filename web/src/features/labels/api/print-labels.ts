/** POST /admin/labels with a filter: one PDF of labels for every asset it matches, saved as a download. */
import { useMutation } from '@tanstack/react-query';
import type { LabelsRequest } from '@harbour/contract';
import { apiResponse } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';
import { attachmentName } from '../print-options';

export function usePrintLabels() {
  return useMutation({
    mutationFn: async (body: LabelsRequest) => {
      const response = await apiResponse('/admin/labels', {
        method: 'POST',
        body,
        accept: 'application/pdf',
      });
      const blob = await response.blob();
      saveBlob(blob, attachmentName(response.headers.get('Content-Disposition'), 'labels.pdf'));
    },
  });
}
