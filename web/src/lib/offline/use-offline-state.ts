/** The device's offline state for screens: the network, the outbox and what is stored, kept live. */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useSession } from '../session';
import type { OfflineDatabase, OutboxEntry, StoredPack } from './offline-db';
import { currentOwner, isOnline } from './sync';

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}

/** A Dexie query's answer, asked again whenever the rows it read change (in this tab or another). */
function useLive<T>(query: (db: OfflineDatabase) => Promise<T>, initial: T, key: string): T {
  const [value, setValue] = useState<{ key: string; value: T }>({ key, value: initial });
  useEffect(() => {
    let subscription: { unsubscribe: () => void } | undefined;
    let stopped = false;
    void import('./offline-db').then(({ liveQuery, offlineDb }) => {
      if (stopped) return;
      subscription = liveQuery(() => query(offlineDb)).subscribe({
        next: (next) => setValue({ key, value: next }),
        error: (error: unknown) => {
          // eslint-disable-next-line no-console -- the screen keeps its last state; the console says why
          console.error('The offline store could not be read', error);
        },
      });
    });
    return () => {
      stopped = true;
      subscription?.unsubscribe();
    };
    // The query is defined by its key; a new closure with the same key is the same query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return value.key === key ? value.value : initial;
}

export interface OutboxState {
  /** The signed-in person's writes, oldest first. */
  mine: OutboxEntry[];
  /** Writes of other people who used this device, waiting for them to sign in again. */
  others: OutboxEntry[];
  lastSyncAt: number | null;
}

const EMPTY_OUTBOX: OutboxState = { mine: [], others: [], lastSyncAt: null };

export function useOutbox(): OutboxState {
  const session = useSession();
  const owner = session ? currentOwner() : null;
  const userId = owner?.userId ?? '';
  return useLive(
    async (db) => {
      const all = await db.outbox.orderBy('seq').toArray();
      const sync = userId ? await db.sync.get(userId) : undefined;
      return {
        mine: all.filter((entry) => entry.userId === userId),
        others: all.filter((entry) => entry.userId !== userId),
        lastSyncAt: sync?.lastSyncAt ?? null,
      };
    },
    EMPTY_OUTBOX,
    `outbox:${userId}`,
  );
}

const NO_PACKS: StoredPack[] = [];

export function useStoredPacks(): StoredPack[] {
  const session = useSession();
  const userId = (session ? currentOwner() : null)?.userId ?? '';
  return useLive(
    (db) => db.packs.where('userId').equals(userId).sortBy('storedAt'),
    NO_PACKS,
    `packs:${userId}`,
  );
}
