/**
 * What is due, loaded apart from the scan page and the label page (it brings the compliance readers, about
 * 6 KB gzip); its chunk is fetched alongside the scanned asset, so it is there when the details open.
 */
import { lazy, Suspense } from 'react';

const load = () => import('./scan-due-items');
const ScanDueItems = lazy(() => load().then((module) => ({ default: module.ScanDueItems })));

export function prefetchScanDueItems(): void {
  void load();
}

export function LazyScanDueItems({ assetId }: { assetId: string }) {
  return (
    <Suspense fallback={null}>
      <ScanDueItems assetId={assetId} />
    </Suspense>
  );
}
