/** Records a label-link visit as a scan, once per asset id while the page stays open. */
import { useEffect, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfter } from '@/lib/stale-lists';
import { recordScan } from './record-scan';

export function useRecordScanOnce(assetId: string | null) {
  const queryClient = useQueryClient();
  const recorded = useRef<string | null>(null);
  const mutation = useMutation({
    mutationFn: (assetId: string) => recordScan(assetId),
    onSuccess: () => refreshAfter(queryClient, 'recordScan'),
  });
  const { mutate } = mutation;
  useEffect(() => {
    if (!assetId || recorded.current === assetId) return;
    recorded.current = assetId;
    mutate(assetId);
  }, [assetId, mutate]);
  return mutation;
}
