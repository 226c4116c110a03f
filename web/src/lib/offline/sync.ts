/**
 * Keeps the outbox moving: a drain when the app starts, when the network comes back, when its owner signs in,
 * after each queued write, and when a write's backoff ends.
 */
import { getSession, getToken } from '../session';
import { sessionUserId } from '../session-user-id';
import { openOfflineDb } from './database';
import type { OutboxEntry } from './offline-db';
import { drain, nextAttemptAt, type DrainOptions, type SendOutcome, type Sender } from './outbox';
import { appSender } from './send-entry';

export interface Owner {
  userId: string;
  username: string;
}

/** The signed-in person the device's offline rows belong to, or null when no one is signed in. */
export function currentOwner(): Owner | null {
  const userId = sessionUserId(getToken() ?? undefined);
  const session = getSession();
  return userId && session ? { userId, username: session.username } : null;
}

export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

let timer: ReturnType<typeof setTimeout> | undefined;

async function scheduleNext(userId: string): Promise<void> {
  clearTimeout(timer);
  const at = await nextAttemptAt(await openOfflineDb(), userId);
  if (at === null) return;
  timer = setTimeout(() => void requestSync(), Math.max(0, at - Date.now()));
}

const isOwnersTurn = (entry: OutboxEntry) => currentOwner()?.userId === entry.userId;
const STOP: SendOutcome = { kind: 'stop' };

/**
 * Sends queued writes only while their owner is the one signed in, checked as each request leaves: a drain
 * started for one person goes on after they sign out, and the token of whoever signed in next must never
 * carry their writes.
 */
export function asOwner(sender: Sender): Sender {
  const { many } = sender;
  return {
    one: (entry) => (isOwnersTurn(entry) ? sender.one(entry) : Promise.resolve(STOP)),
    ...(many && {
      many: {
        ...many,
        send: (entries) =>
          entries.every(isOwnersTurn) ? many.send(entries) : Promise.resolve(entries.map(() => STOP)),
      },
    }),
  };
}

const ownersSender = asOwner(appSender);

/** Sends what waits, when there is a network and an owner; never throws (the outbox page shows the state). */
export async function requestSync(options: Pick<DrainOptions, 'force'> = {}): Promise<void> {
  const owner = currentOwner();
  if (!owner || !isOnline()) return;
  try {
    await drain(await openOfflineDb(), owner.userId, ownersSender, options);
    await scheduleNext(owner.userId);
  } catch (error) {
    // IndexedDB itself failed (private mode, storage full): the writes stay where they are.
    // eslint-disable-next-line no-console -- the writes stay queued; the console is the only place to say why
    console.error('The outbox could not be sent', error);
  }
}

/** Starts the triggers once for the signed-in frame; the returned function stops them. */
export function startSync(): () => void {
  const onOnline = () => void requestSync({ force: true });
  window.addEventListener('online', onOnline);
  void requestSync({ force: true });
  return () => {
    window.removeEventListener('online', onOnline);
    clearTimeout(timer);
  };
}
