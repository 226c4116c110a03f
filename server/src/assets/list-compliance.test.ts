import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Asset } from '@harbour/contract';
import { addInterval, subtractDays, todayIn } from '../common/due-date';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
const today = todayIn('UTC');
const days = (count: number) => addInterval(today, { count, unit: 'days' });

/** Stores a due item as the compliance features store it: due on `dueOn`, due soon 30 days before. */
async function dueOn(asset: Asset, dueOnDay: string, sourceId: string) {
  await t.db.kysely
    .insertInto('due_items')
    .values({
      asset_id: asset._id,
      kind: 'document',
      source_id: sourceId,
      due_on: dueOnDay,
      warn_on: subtractDays(dueOnDay, 30),
      last_done_on: null,
      asset_type: asset.type,
      asset_location: asset.location,
      assigned_to: asset.assignedTo,
    })
    .execute();
}

beforeAll(async () => {
  t = await createTestApp();
  const add = (name: string) => t.createAsset({ name, type: 'Life Raft', location: 'Deck A' });
  const overdue = await add('Raft Overdue');
  const dueSoon = await add('Raft Due Soon');
  const inOrder = await add('Raft In Order');
  await add('Raft Without Plan');
  await dueOn(overdue, days(-3), 'a00000000000000000000001');
  // Overdue wins over due soon on the same asset: the asset is overdue.
  await dueOn(overdue, days(5), 'a00000000000000000000002');
  await dueOn(dueSoon, days(10), 'a00000000000000000000003');
  await dueOn(inOrder, days(200), 'a00000000000000000000004');
});
afterAll(() => t.close());

const names = async (query: string) => {
  const res = await t.server.inject({ url: `/api/assets?${query}&sort=name`, headers: bearer(t.adminToken) });
  expect(res.statusCode).toBe(200);
  return { names: res.json<Asset[]>().map((a) => a.name), total: Number(res.headers['x-total-count']) };
};

describe('GET /api/assets?compliance=', () => {
  it('filters by the worst due item of each asset', async () => {
    expect(await names('compliance=overdue')).toEqual({ names: ['Raft Overdue'], total: 1 });
    expect(await names('compliance=due-soon')).toEqual({ names: ['Raft Due Soon'], total: 1 });
    expect(await names('compliance=ok')).toEqual({ names: ['Raft In Order'], total: 1 });
    expect(await names('compliance=none')).toEqual({ names: ['Raft Without Plan'], total: 1 });
  });

  it('combines with the search and the other filters', async () => {
    expect((await names('compliance=overdue&q=raft&type=Life Raft')).names).toEqual(['Raft Overdue']);
    expect((await names('compliance=overdue&location=Elsewhere')).total).toBe(0);
  });

  it('refuses an unknown state with 400', async () => {
    const res = await t.server.inject({ url: '/api/assets?compliance=late', headers: bearer(t.adminToken) });
    expect(res.statusCode).toBe(400);
  });
});
