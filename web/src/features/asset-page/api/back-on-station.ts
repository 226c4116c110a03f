import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { refreshAfter } from '@/lib/stale-lists';

/** POST /assets/{id}/back-on-station (administrators): clears the off-station flag, with a note for its history. */
export function useBackOnStation(assetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) =>
      apiSend(`/assets/${encodeURIComponent(assetId)}/back-on-station`, {
        method: 'POST',
        body: { note },
      }),
    onSuccess: () => refreshAfter(queryClient, 'backOnStation'),
  });
}
