/** Two people on one phone, for the offline store's tests: their tokens, and rows that belong to each. */
import type { NewOutboxEntry } from '@/lib/offline/outbox';
import type { StoredAsset } from '@/lib/offline/offline-db';

export const ALICE = { userId: '65a1b2c3d4e5f60718293a4b', username: 'alice' };
export const BOB = { userId: '65a1b2c3d4e5f60718293a4c', username: 'bob' };

/** A token whose subject the app reads as the signed-in person's id (the server checks the rest). */
export const tokenOf = (person: { userId: string }) =>
  `x.${btoa(JSON.stringify({ sub: person.userId })).replace(/=+$/, '')}.y`;

export function scanBy(person: { userId: string; username: string }, assetId: string): NewOutboxEntry {
  return {
    key: `${person.username}-${assetId}`,
    userId: person.userId,
    username: person.username,
    kind: 'scan',
    path: '/assets/scan',
    body: { json: { assetId } },
    summary: `Scan of ${assetId}`,
    assetId,
    roundId: null,
  };
}

export function storedAssetOf(person: { userId: string }, asset: { _id: string; name: string }): StoredAsset {
  return {
    userId: person.userId,
    assetId: asset._id,
    asset,
    inspections: { due: [], history: [] },
    image: null,
    storedAt: Date.now() - 3 * 60 * 60_000,
  };
}
