/**
 * Many clients editing, assigning, scanning and deleting the same assets and users at once. On PostgreSQL
 * the requests really run side by side (a pool of connections); on SQLite they interleave between queries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_STATUSES, type Asset } from '@harbour/contract';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A small seeded generator, so a failing storm can be replayed from the seed in the message. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x ^= x + Math.imul(x ^ (x >>> 7), 61 | x);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]! };
}

interface ActivityRow {
  id: string;
  action: string;
  details: string;
  asset_id: string | null;
}

const activitiesOf = async (assetId: string): Promise<ActivityRow[]> =>
  t.db.kysely
    .selectFrom('activities')
    .select(['id', 'action', 'details', 'asset_id'])
    .where('asset_id', '=', assetId)
    .orderBy('id')
    .execute();

describe('concurrent edits of the same assets and users', () => {
  it('answers every request without a 5xx, keeps each acknowledged edit whole, and its history matches', async () => {
    const seed = Date.now();
    const random = seededRandom(seed);
    const crew = await Promise.all(['north', 'south', 'east', 'west'].map((n) => t.createUser(`crew.${n}`)));
    const names = new Map(crew.map((c, i) => [c.id, `crew.${['north', 'south', 'east', 'west'][i]}`]));
    const assets = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.createAsset({ name: `Boat ${i}-start`, type: `Type ${i}-start`, location: `Loc ${i}-start` }),
      ),
    );
    const admin = bearer(t.adminToken);
    const deletedAssets = new Set<string>();
    const acknowledgedScans = new Map<string, number>();
    const acknowledgedEdits = new Map<string, Set<string>>(assets.map((a) => [a._id, new Set()]));
    const unexpected: string[] = [];

    const operations = Array.from({ length: 240 }, (_, n) => async () => {
      const asset = random.pick(assets);
      const roll = random.next();
      if (roll < 0.02) {
        const res = await t.server.inject({
          method: 'DELETE',
          url: `/api/assets/${asset._id}`,
          headers: admin,
        });
        if (res.statusCode === 200) deletedAssets.add(asset._id);
        else if (res.statusCode !== 404) unexpected.push(`delete asset ${res.statusCode} ${res.body}`);
      } else if (roll < 0.04) {
        const user = random.pick(crew);
        const res = await t.server.inject({
          method: 'DELETE',
          url: `/api/admin/users/${user.id}`,
          headers: admin,
        });
        if (res.statusCode !== 200 && res.statusCode !== 404)
          unexpected.push(`delete user ${res.statusCode} ${res.body}`);
      } else if (roll < 0.3) {
        const res = await t.server.inject({
          method: 'POST',
          url: '/api/assets/scan',
          headers: admin,
          payload: { assetId: asset._id, scanLocation: `deck ${n}` },
        });
        if (res.statusCode === 201)
          acknowledgedScans.set(asset._id, (acknowledgedScans.get(asset._id) ?? 0) + 1);
        else if (res.statusCode !== 404) unexpected.push(`scan ${res.statusCode} ${res.body}`);
      } else {
        const tag = `${asset.name.split(' ')[1]!.split('-')[0]}-${n}`;
        const assignment = random.next();
        const payload: Record<string, string> = {
          name: `Boat ${tag}`,
          type: `Type ${tag}`,
          location: `Loc ${tag}`,
          status: random.pick(ASSET_STATUSES),
          ...(assignment < 0.4
            ? { assignedTo: random.pick(crew).id }
            : assignment < 0.6
              ? { assignedTo: '' }
              : {}),
        };
        const res = await t.server.inject({
          method: 'PUT',
          url: `/api/assets/${asset._id}`,
          headers: admin,
          payload,
        });
        if (res.statusCode === 200) acknowledgedEdits.get(asset._id)!.add(tag);
        else if (
          res.statusCode !== 404 &&
          !(
            res.statusCode === 400 &&
            res.json<{ message: string }>().message === 'The assigned user does not exist'
          )
        )
          unexpected.push(`update ${res.statusCode} ${res.body}`);
      }
    });
    // Eight clients at a time, each taking the next operation: a steady overlap of requests.
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < operations.length) await operations[next++]!();
      }),
    );

    const context = `seed ${seed}`;
    expect(unexpected, context).toEqual([]);
    const remainingUsers = new Set(
      (await t.db.kysely.selectFrom('users').select('id').execute()).map((u) => u.id),
    );

    for (const original of assets) {
      const history = await activitiesOf(original._id);
      const count = (action: string) => history.filter((h) => h.action === action).length;
      expect(count('created'), context).toBe(1);
      expect(count('scanned'), `${context}: scans of ${original.name}`).toBe(
        acknowledgedScans.get(original._id) ?? 0,
      );

      // The name changes in the history form one unbroken chain: no edit was applied to a stale state.
      let name = original.name;
      for (const entry of history.filter((h) => h.action === 'updated')) {
        const change = /name: '([^']*)' → '([^']*)'/.exec(entry.details);
        if (!change) continue;
        expect(change[1], `${context}: ${entry.details}`).toBe(name);
        name = change[2]!;
      }

      const res = await t.server.inject({ url: `/api/assets/${original._id}`, headers: admin });
      if (deletedAssets.has(original._id)) {
        expect(res.statusCode, context).toBe(404);
        expect(count('deleted'), context).toBe(1);
        expect(history.at(-1)!.action, `${context}: nothing is recorded after the deletion`).toBe('deleted');
        continue;
      }
      const final = res.json<Asset>();
      expect(count('deleted'), context).toBe(0);
      expect(final.name, context).toBe(name);
      // Every field comes from the same acknowledged edit (or none was acknowledged).
      const tag = final.name.slice('Boat '.length);
      expect([final.type, final.location], context).toEqual([`Type ${tag}`, `Loc ${tag}`]);
      if (!tag.endsWith('-start')) expect(acknowledgedEdits.get(original._id)!.has(tag), context).toBe(true);

      // The last assignment entry names who holds the asset now; nobody who was deleted holds it.
      const lastAssignment = history
        .filter((h) => h.action === 'assigned' || h.action === 'unassigned')
        .at(-1);
      if (final.assignedTo) {
        expect(remainingUsers.has(final.assignedTo), context).toBe(true);
        expect(lastAssignment?.details, context).toMatch(
          new RegExp(`^Assigned to ${names.get(final.assignedTo)}\\b`),
        );
      } else if (lastAssignment) {
        expect(lastAssignment.action, `${context}: ${lastAssignment.details}`).toBe('unassigned');
      }
    }
  });
});
