/**
 * Once the camera shows, what the answer to a read needs is loaded while the person aims: the store of
 * assets taken offline (Dexie's chunk and the IndexedDB opened) and the due items' chunk. Without it the
 * first read paid for both before its asset showed.
 */
import { openOfflineDb } from '@/lib/offline/database';
import { prefetchScanDueItems } from './components/lazy-scan-due-items';

export function warmScanAnswer(): void {
  prefetchScanDueItems();
  // A store that cannot open is met again, and shown, by the read that needs it.
  void openOfflineDb()
    .then((db) => db.open())
    .catch(() => undefined);
}
