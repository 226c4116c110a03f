import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { refreshAfter } from '@/lib/stale-lists';

/** POST /assets (multipart). */
export function useCreateAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => apiSend('/assets', { method: 'POST', body: form }),
    onSuccess: () => refreshAfter(queryClient, 'createAsset'),
  });
}
