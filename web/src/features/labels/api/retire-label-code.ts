/** POST /label-codes/:code/retire: the label no longer opens anything. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { refreshAfter } from '@/lib/stale-lists';

export function useRetireLabelCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiSend(`/label-codes/${encodeURIComponent(code)}/retire`, { method: 'POST' }),
    onSuccess: () => refreshAfter(queryClient, 'retireLabelCode'),
  });
}
