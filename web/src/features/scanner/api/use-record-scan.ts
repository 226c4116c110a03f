/** Records a label-link visit as a scan, once per asset id while the page stays open. */
import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { recordScan } from './record-scan';

export function useRecordScanOnce(assetId: string | null) {
  const recorded = useRef<string | null>(null);
  const mutation = useMutation({ mutationFn: recordScan });
  const { mutate } = mutation;
  useEffect(() => {
    if (!assetId || recorded.current === assetId) return;
    recorded.current = assetId;
    mutate(assetId);
  }, [assetId, mutate]);
  return mutation;
}
