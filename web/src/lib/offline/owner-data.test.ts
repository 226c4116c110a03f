import { beforeEach, describe, expect, it } from 'vitest';
import { ALICE, BOB, scanBy, storedAssetOf, tokenOf } from '@/test/offline-people';
import { signIn, signOut } from '../session';
import { offlineDb } from './offline-db';
import { enqueue } from './outbox';
import { discardOwnerData, hasOwnerData, ownerDataOf } from './owner-data';
import { readStoredAsset, readStoredPack } from './stored-reads';

const BUOY = { _id: '65a1f0c2b3d4e5f6a7b8c9d0', name: 'Buoy 7' };

beforeEach(async () => {
  await Promise.all([offlineDb.outbox.clear(), offlineDb.assets.clear(), offlineDb.packs.clear()]);
  await enqueue(offlineDb, scanBy(ALICE, 'a1'));
  await enqueue(offlineDb, scanBy(ALICE, 'a2'));
  await enqueue(offlineDb, scanBy(BOB, 'b1'));
  await offlineDb.assets.put(storedAssetOf(ALICE, BUOY));
  await offlineDb.packs.put({
    userId: ALICE.userId,
    packId: 'mine',
    kind: 'mine',
    label: 'My assets',
    assetIds: [BUOY._id],
    round: null,
    items: [],
    bytes: 100,
    storedAt: Date.now(),
  });
});

describe("one person's data on a shared phone", () => {
  it('is counted for its owner only', async () => {
    const alice = await ownerDataOf(ALICE.userId);
    expect(alice).toEqual({ pending: 2, refused: 0, assets: 1 });
    expect(hasOwnerData(alice)).toBe(true);
    expect(await ownerDataOf(BOB.userId)).toEqual({ pending: 1, refused: 0, assets: 0 });
    expect(hasOwnerData({ pending: 0, refused: 0, assets: 0 })).toBe(false);
  });

  it("is not read by the next person's screens, nor by a signed-out phone", async () => {
    signIn({ token: tokenOf(BOB), role: 'user', username: BOB.username });
    expect(await readStoredAsset(BUOY._id)).toBeUndefined();
    expect(await readStoredPack('mine')).toBeUndefined();
    signOut();
    expect(await readStoredAsset(BUOY._id)).toBeUndefined();
    signIn({ token: tokenOf(ALICE), role: 'user', username: ALICE.username });
    expect((await readStoredAsset(BUOY._id))?.asset).toEqual(BUOY);
  });

  it("is discarded whole, leaving another person's untouched", async () => {
    await discardOwnerData(ALICE.userId);
    expect(await ownerDataOf(ALICE.userId)).toEqual({ pending: 0, refused: 0, assets: 0 });
    expect(await offlineDb.packs.count()).toBe(0);
    expect((await offlineDb.outbox.toArray()).map((entry) => entry.userId)).toEqual([BOB.userId]);
  });
});
