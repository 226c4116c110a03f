import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Asset } from '@harbour/contract';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let crewId: string;
beforeAll(async () => {
  t = await createTestApp();
  crewId = (await t.createUser('Ægir.Olsen')).id.toString();
  const add = (fields: Record<string, string>) => t.createAsset(fields);
  for (let i = 1; i <= 23; i++) {
    await add({
      name: `Radio ${String(i).padStart(2, '0')}`,
      type: 'Radio',
      location: i % 2 ? 'Ops Centre' : 'Pilot Station',
      status: i % 3 ? 'Available' : 'Reservable',
    });
  }
  await add({ name: 'Ørsund Pilot Boat', type: 'Pilot Boat', location: 'Tromsø', assignedTo: crewId });
  await add({ name: '100% Safe_Raft', type: 'Life Raft', location: 'Store' });
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await t.server.inject({ url: `/api/assets?${query}`, headers: bearer(t.adminToken) });
  return {
    status: res.statusCode,
    total: Number(res.headers['x-total-count']),
    body: res.json<Asset[]>(),
    raw: res,
  };
};

describe('GET /api/assets paged form', () => {
  it('returns the whole array with no query', async () => {
    const res = await t.server.inject({ url: '/api/assets', headers: bearer(t.adminToken) });
    expect(res.json<Asset[]>()).toHaveLength(25);
  });

  it('pages with limit and page, total in X-Total-Count', async () => {
    const first = await list('page=1&limit=10&sort=name');
    expect(first.total).toBe(25);
    expect(first.body).toHaveLength(10);
    const third = await list('page=3&limit=10&sort=name');
    expect(third.body).toHaveLength(5);
    const names = [...first.body, ...(await list('page=2&limit=10&sort=name')).body, ...third.body].map(
      (a) => a.name,
    );
    expect(new Set(names).size).toBe(25);
  });

  it('searches name, type, location and assignee name, regardless of case, also beyond ASCII', async () => {
    expect((await list('q=RADIO 1')).total).toBe(10);
    expect((await list('q=pilot')).total).toBe(12);
    expect((await list('q=ørsund')).body.map((a) => a.name)).toEqual(['Ørsund Pilot Boat']);
    expect((await list('q=TROMSØ')).total).toBe(1);
    expect((await list('q=ægir')).body.map((a) => a.name)).toEqual(['Ørsund Pilot Boat']);
  });

  it('treats % and _ in a search as plain characters', async () => {
    expect((await list('q=100%25')).body.map((a) => a.name)).toEqual(['100% Safe_Raft']);
    expect((await list('q=e_r')).body.map((a) => a.name)).toEqual(['100% Safe_Raft']);
  });

  it('filters by status (any case), type, location and assignee', async () => {
    expect((await list('status=reservable')).total).toBe(7);
    expect((await list('type=Radio&location=Ops Centre')).total).toBe(12);
    expect((await list(`assignedTo=${crewId}`)).body.map((a) => a.name)).toEqual(['Ørsund Pilot Boat']);
    expect((await list('assignedTo=none')).total).toBe(24);
  });

  it('sorts ascending and descending', async () => {
    const asc = (await list('sort=name&limit=3')).body.map((a) => a.name);
    const desc = (await list('sort=-name&limit=3')).body.map((a) => a.name);
    expect(asc[0]).toBe('100% Safe_Raft');
    // English, the default collation, sorts Ø with O: before R.
    expect(desc).toEqual(['Radio 23', 'Radio 22', 'Radio 21']);
    expect((await list('sort=-name&limit=1&page=24')).body.map((a) => a.name)).toEqual(['Ørsund Pilot Boat']);
  });

  it.each([
    'page=0',
    'limit=1000',
    'page=abc',
    'sort=password',
    'status=Lost',
    'assignedTo=x',
    `q=${'a'.repeat(300)}`,
  ])('refuses %s with 400', async (query) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(res.raw.json()).toMatchObject({
      statusCode: 400,
      message: expect.any(String),
      errors: expect.any(Object),
    });
  });
});
