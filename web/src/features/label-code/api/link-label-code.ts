/** POST /label-codes/:code/link: from now on the code opens the asset for everyone (administrators). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { readAs } from '@/lib/lenient';
import { refreshAfter } from '@/lib/stale-lists';
import { labelCodeReader } from '@/lib/readers/label-code-reader';

const reader = readAs(labelCodeReader, 'POST /label-codes/:code/link');

interface LinkInput {
  assetId: string;
  /** Retire the asset's other codes: a damaged label replaced. */
  retireOthers: boolean;
}

export function useLinkLabelCode(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LinkInput) =>
      apiRequest(`/label-codes/${encodeURIComponent(code)}/link`, reader, { method: 'POST', body }),
    onSuccess: () => refreshAfter(queryClient, 'linkLabelCode'),
  });
}
