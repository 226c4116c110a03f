import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateLocationInput } from '@harbour/contract';
import { apiSend } from '@/lib/api-client';
import { refreshAfter } from '@/lib/stale-lists';

/** POST /locations: a new location at the top level, or inside `parentId`. */
export function useCreateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateLocationInput) => apiSend('/locations', { method: 'POST', body: input }),
    onSuccess: () => refreshAfter(queryClient, 'addLocation'),
  });
}
