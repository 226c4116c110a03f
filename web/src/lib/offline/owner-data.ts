/**
 * What one person left on this phone (writes waiting or refused, assets taken offline), counted for the
 * sign-out question, and removed when they choose to discard it.
 */
import { openOfflineDb } from './database';

export interface OwnerData {
  /** Writes waiting to be sent. */
  pending: number;
  /** Writes the server refused, kept until retried or discarded. */
  refused: number;
  /** Assets stored for offline use. */
  assets: number;
}

export async function ownerDataOf(userId: string): Promise<OwnerData> {
  const db = await openOfflineDb();
  const byState = db.outbox.where('[userId+state]');
  const [pending, refused, assets] = await Promise.all([
    byState.equals([userId, 'pending']).count(),
    byState.equals([userId, 'refused']).count(),
    db.assets.where('userId').equals(userId).count(),
  ]);
  return { pending, refused, assets };
}

export const hasOwnerData = (data: OwnerData): boolean => data.pending + data.refused + data.assets > 0;

/** Everything of this person's on the phone: queued writes, stored assets and packs, the last sync time. */
export async function discardOwnerData(userId: string): Promise<void> {
  const db = await openOfflineDb();
  await db.transaction('rw', [db.outbox, db.assets, db.packs, db.sync], async () => {
    await db.outbox.where('userId').equals(userId).delete();
    await db.assets.where('userId').equals(userId).delete();
    await db.packs.where('userId').equals(userId).delete();
    await db.sync.delete(userId);
  });
}
