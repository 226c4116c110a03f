/**
 * The offline store opens with its first use, not with every screen: Dexie is about 30 KB of gzip that a
 * screen which never goes offline should not wait for. The service worker precaches its chunk, so it loads
 * without signal too.
 */
import type { OfflineDatabase } from './offline-db';

export function openOfflineDb(): Promise<OfflineDatabase> {
  return import('./offline-db').then((module) => module.offlineDb);
}
