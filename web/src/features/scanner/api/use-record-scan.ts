/**
 * Records a label-link visit as a scan, once per asset id while the page stays open. Without signal the scan
 * waits in the outbox, the way the scanner screen's does, and is sent when the phone is back online.
 */
import { useEffect, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { refreshAfter } from '@/lib/stale-lists';
import { recordScan } from './record-scan';

interface LinkedScan {
  assetId: string;
  /** The asset's name when known (live or stored), for the outbox page's line. */
  assetName?: string;
}

export function useRecordScanOnce(scan: LinkedScan | null) {
  const queryClient = useQueryClient();
  const recorded = useRef<string | null>(null);
  const mutation = useMutation({
    mutationFn: ({ assetId, assetName }: LinkedScan) => recordScan(assetId, assetName),
    onSuccess: (result) => {
      if (result.queued) return;
      // The asset as this scan left it (off station or back in place) shows at once.
      if (result.answer) queryClient.setQueryData(queryKeys.assets.detail(result.answer._id), result.answer);
      void refreshAfter(queryClient, 'recordScan');
    },
  });
  const { mutate } = mutation;
  const assetId = scan?.assetId ?? null;
  const assetName = scan?.assetName;
  useEffect(() => {
    if (!assetId || recorded.current === assetId) return;
    recorded.current = assetId;
    mutate({ assetId, assetName });
  }, [assetId, assetName, mutate]);
  return mutation;
}
