/** GET /api/admin/users-with-assets with page, limit or q: one page of users, searched, and the total. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserWithAssets } from '@harbour/contract';
import { snapshotState } from '../test/state-snapshot';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
const holders: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['crew.anna', 'crew.bo', 'CREW.Cara', 'pilot.dag', 'Ørjan.lods', 'idle_1', 'idlex1']) {
    holders[name] = (await t.createUser(name)).id;
  }
  const give = (name: string, location: string, holder: string) =>
    t.createAsset({ name, type: 'Radio', location, status: 'Available', assignedTo: holders[holder]! });
  await give('VHF 2', 'Bridge', 'crew.anna');
  await give('VHF 1', 'Ops', 'crew.anna');
  await give('Raft 7', 'Berth 3', 'CREW.Cara');
  await give('Crane 4', 'Terminal', 'Ørjan.lods');
  await t.createAsset({ name: 'Spare', type: 'Radio', location: 'Store', status: 'Available' });
});
afterAll(() => t.close());

const get = async (query: string) => {
  const res = await t.server.inject({
    url: `/api/admin/users-with-assets${query}`,
    headers: bearer(t.adminToken),
  });
  return { status: res.statusCode, total: res.headers['x-total-count'], res };
};
const names = (users: UserWithAssets[]) => users.map((user) => user.username);

describe('users with assets, paged', () => {
  it('answers every user when called bare, without a count, as the contract says', async () => {
    const { status, total, res } = await get('');
    expect(status).toBe(200);
    expect(total).toBeUndefined();
    const users = res.json<UserWithAssets[]>();
    expect(names(users)).toEqual(['admin', ...Object.keys(holders)]);
    expect(users.find((u) => u.username === 'crew.anna')!.assignedAssets.map((a) => a.name)).toEqual([
      'VHF 1',
      'VHF 2',
    ]);
  });

  it('pages the users oldest first, each with only their own assets, and counts them all', async () => {
    const first = await get('?page=1&limit=3');
    expect(first.status).toBe(200);
    expect(first.total).toBe('8');
    const page1 = first.res.json<UserWithAssets[]>();
    expect(names(page1)).toEqual(['admin', 'crew.anna', 'crew.bo']);
    expect(page1[1]!.assignedAssets).toEqual([
      expect.objectContaining({ name: 'VHF 1', location: 'Ops', status: 'In Use' }),
      expect.objectContaining({ name: 'VHF 2', location: 'Bridge' }),
    ]);
    expect(page1[1]!.assignedAssets[0]!.qrCodeImage).toMatch(/^\/uploads\/qr\//);
    expect(page1[2]!.assignedAssets).toEqual([]);

    const third = await get('?page=3&limit=3');
    expect(names(third.res.json<UserWithAssets[]>())).toEqual(['idle_1', 'idlex1']);
    expect(third.total).toBe('8');
    const past = await get('?page=9&limit=3');
    expect(past.res.json()).toEqual([]);
    expect(past.total).toBe('8');
  });

  it('pages by ten when only q is given, as the Download QR page shows', async () => {
    const { res, total } = await get('?q=');
    expect(total).toBe('8');
    expect(names(res.json<UserWithAssets[]>())).toHaveLength(8);
  });

  it('searches usernames case-insensitively as a substring, non-ASCII included', async () => {
    const crew = await get('?q=CrEw&page=1&limit=10');
    expect(names(crew.res.json<UserWithAssets[]>())).toEqual(['crew.anna', 'crew.bo', 'CREW.Cara']);
    expect(crew.total).toBe('3');
    const orjan = await get(`?q=${encodeURIComponent('øRJ')}`);
    expect(names(orjan.res.json<UserWithAssets[]>())).toEqual(['Ørjan.lods']);
    expect(orjan.res.json<UserWithAssets[]>()[0]!.assignedAssets.map((a) => a.name)).toEqual(['Crane 4']);
  });

  it('matches LIKE wildcards literally', async () => {
    const underscore = await get('?q=_');
    expect(names(underscore.res.json<UserWithAssets[]>())).toEqual(['idle_1']);
    const percent = await get('?q=%25');
    expect(percent.res.json()).toEqual([]);
    expect(percent.total).toBe('0');
  });

  it('refuses bad paging or search with 400 and changes nothing', async () => {
    const before = await snapshotState(t.db.kysely);
    for (const query of [
      '?page=0',
      '?page=abc',
      '?limit=0',
      '?limit=101',
      '?page=1.5',
      `?q=${'x'.repeat(201)}`,
      '?q=%00',
    ]) {
      const { status, res } = await get(query);
      expect(status, query).toBe(400);
      expect(res.json<{ msg: string }>().msg, query).toEqual(expect.any(String));
    }
    expect(await snapshotState(t.db.kysely)).toEqual(before);
  });

  it('is for administrators only', async () => {
    const crew = await t.createUser('crew.eve');
    const res = await t.server.inject({
      url: '/api/admin/users-with-assets?page=1',
      headers: bearer(crew.token),
    });
    expect(res.statusCode).toBe(403);
  });
});
