/**
 * What was taken offline, read back (and kept in step with changes made offline): the small part of the
 * store every screen that scans needs; taking offline itself is in offline-store.ts.
 */
import { openOfflineDb } from './database';
import type { StoredAsset, StoredPack } from './offline-db';
import { currentOwner } from './sync';

export type PackRequest =
  | { kind: 'round'; roundId: string; label: string }
  | { kind: 'location'; location: string }
  | { kind: 'mine' };

export const packIdOf = (request: PackRequest): string =>
  request.kind === 'round'
    ? `round:${request.roundId}`
    : request.kind === 'location'
      ? `location:${request.location}`
      : 'mine';

export async function readStoredAsset(assetId: string): Promise<StoredAsset | undefined> {
  const owner = currentOwner();
  return owner ? (await openOfflineDb()).assets.get([owner.userId, assetId]) : undefined;
}

export async function readStoredPack(packId: string): Promise<StoredPack | undefined> {
  const owner = currentOwner();
  return owner ? (await openOfflineDb()).packs.get([owner.userId, packId]) : undefined;
}

/** A change made offline to a stored round (a mark, a move), so the screen shows it before it is sent. */
export async function updateStoredPack(
  packId: string,
  change: (pack: StoredPack) => StoredPack,
): Promise<void> {
  const owner = currentOwner();
  if (!owner) return;
  const db = await openOfflineDb();
  await db.transaction('rw', db.packs, async () => {
    const pack = await db.packs.get([owner.userId, packId]);
    if (pack) await db.packs.put(change(pack));
  });
}

/** The stored asset's name, or '' when it is not stored (or its answer had none). */
export async function storedNameOf(assetId: string): Promise<string> {
  const stored = await readStoredAsset(assetId);
  const name: unknown = stored ? Reflect.get(Object(stored.asset), 'name') : undefined;
  return typeof name === 'string' ? name : '';
}

/** The asset's name as stored, else its id: how a queued write names it on the outbox page. */
export async function storedAssetName(assetId: string): Promise<string> {
  return (await storedNameOf(assetId)) || assetId;
}
