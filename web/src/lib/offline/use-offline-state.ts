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

/** Another person's writes on this device: whose and how many, never the writes themselves. */
export interface OtherOwner {
  userId: string;
  username: string;
  count: number;
}

export interface OutboxState {
  /** False until the outbox has been read: until then nothing can be said about what waits. */
  loaded: boolean;
  /** The signed-in person's writes, oldest first. */
  mine: OutboxEntry[];
  /** People who used this device and whose writes wait for them to sign in again. */
  others: OtherOwner[];
  lastSyncAt: number | null;
}

function othersOf(entries: OutboxEntry[], userId: string): OtherOwner[] {
  const owners = new Map<string, OtherOwner>();
  for (const entry of entries) {
    if (entry.userId === userId) continue;
    const owner = owners.get(entry.userId) ?? { userId: entry.userId, username: entry.username, count: 0 };
    owner.count += 1;
    owners.set(entry.userId, owner);
  }
  return [...owners.values()];
}

const NOT_READ_YET: OutboxState = { loaded: false, mine: [], others: [], lastSyncAt: null };

export interface OutboxCounts {
  pending: number;
  refused: number;
  lastSyncAt: number | null;
}

const NO_COUNTS: OutboxCounts = { pending: 0, refused: 0, lastSyncAt: null };

function useOwnerId(): string {
  const session = useSession();
  return (session ? currentOwner() : null)?.userId ?? '';
}

/**
 * What the badge shows, counted from an index: reading every queued write at each change would hold up the
 * drain itself (IndexedDB runs a write after the reads before it), 500 writes took 3 minutes that way.
 */
export function useOutboxCounts(): OutboxCounts {
  const userId = useOwnerId();
  return useLive(
    async (db) => {
      const byState = db.outbox.where('[userId+state]');
      const [pending, refused, sync] = await Promise.all([
        byState.equals([userId, 'pending']).count(),
        byState.equals([userId, 'refused']).count(),
        userId ? db.sync.get(userId) : undefined,
      ]);
      return { pending, refused, lastSyncAt: sync?.lastSyncAt ?? null };
    },
    NO_COUNTS,
    `outbox-counts:${userId}`,
  );
}

export function useOutbox(): OutboxState {
  const userId = useOwnerId();
  return useLive(
    async (db) => {
      const all = await db.outbox.orderBy('seq').toArray();
      const sync = userId ? await db.sync.get(userId) : undefined;
      return {
        loaded: true,
        mine: all.filter((entry) => entry.userId === userId),
        others: othersOf(all, userId),
        lastSyncAt: sync?.lastSyncAt ?? null,
      };
    },
    NOT_READ_YET,
    `outbox:${userId}`,
  );
}

const NO_PACKS: StoredPack[] = [];

export function useStoredPacks(): StoredPack[] {
  const userId = useOwnerId();
  return useLive(
    (db) => db.packs.where('userId').equals(userId).sortBy('storedAt'),
    NO_PACKS,
    `packs:${userId}`,
  );
}
