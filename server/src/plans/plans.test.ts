import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Plan } from '@harbour/contract';
import { addInterval, subtractDays, todayIn } from '../common/due-date';
import { complianceApi, planInput } from '../test/compliance-api';
import { snapshotState } from '../test/state-snapshot';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let api: ReturnType<typeof complianceApi>;
let employee: { id: string; token: string };
const ids: Record<string, string> = {};
const today = todayIn('UTC');

beforeAll(async () => {
  t = await createTestApp();
  api = complianceApi(t);
  employee = await t.createUser('deck.hand');
  for (const [name, type, inServiceOn] of [
    ['Raft 1', 'Life Raft', ''],
    ['Raft 2', 'Life Raft', '2020-03-15'],
    ['Davit A', 'Davit', ''],
    ['EPIRB 7', 'EPIRB', ''],
  ] as const) {
    ids[name] = (await t.createAsset({ name, type, location: 'Deck B', inServiceOn }))._id;
  }
});
afterAll(() => t.close());

const list = async () =>
  (await t.server.inject({ url: '/api/admin/inspection-plans', headers: bearer(t.adminToken) })).json<
    Plan[]
  >();

describe('inspection plans', () => {
  it('creates a plan, answers it with its asset count, and gives every asset it applies to a due date', async () => {
    const plan = await api.createPlan(
      planInput({
        name: 'Life raft annual service',
        reference: 'SOLAS III/20.8',
        assetTypes: ['Life Raft'],
        assetIds: [ids['Davit A']!],
      }),
    );
    expect(plan).toMatchObject({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: 'Life raft annual service',
      reference: 'SOLAS III/20.8',
      dueSoonDays: 30,
      failSetsMaintenance: false,
      assetTypes: ['Life Raft'],
      assetIds: [ids['Davit A']],
      assetCount: 3,
    });
    const yearFromToday = addInterval(today, { count: 1, unit: 'years' });
    const items = await api.dueItems();
    expect(items).toEqual(
      expect.arrayContaining([
        {
          assetId: ids['Raft 1'],
          planId: plan._id,
          dueOn: yearFromToday,
          warnOn: subtractDays(yearFromToday, 30),
        },
        // Never inspected: counted from its date in service.
        { assetId: ids['Raft 2'], planId: plan._id, dueOn: '2021-03-15', warnOn: '2021-02-13' },
        {
          assetId: ids['Davit A'],
          planId: plan._id,
          dueOn: yearFromToday,
          warnOn: subtractDays(yearFromToday, 30),
        },
      ]),
    );
    expect(items).toHaveLength(3);
    expect((await list()).find((p) => p._id === plan._id)?.assetCount).toBe(3);
  });

  it('an edit recomputes: assets whose type no longer matches lose their item, new ones gain one', async () => {
    const plan = await api.createPlan(planInput({ name: 'Monthly test', assetTypes: ['EPIRB'] }));
    const res = await api.updatePlan(
      plan._id,
      planInput({
        name: 'Monthly test',
        rule: { every: { count: 1, unit: 'months' } },
        dueSoonDays: 7,
        assetTypes: ['Davit'],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Plan>()).toMatchObject({ assetTypes: ['Davit'], assetCount: 1, dueSoonDays: 7 });
    const mine = (await api.dueItems()).filter((i) => i.planId === plan._id);
    const inAMonth = addInterval(today, { count: 1, unit: 'months' });
    expect(mine).toEqual([
      { assetId: ids['Davit A'], planId: plan._id, dueOn: inAMonth, warnOn: subtractDays(inAMonth, 7) },
    ]);
  });

  it('deleting a plan removes its due items; an unknown plan is 404', async () => {
    const plan = await api.createPlan(planInput({ name: 'Short-lived', assetTypes: ['EPIRB'] }));
    expect((await api.dueItems()).some((i) => i.planId === plan._id)).toBe(true);
    const res = await t.server.inject({
      method: 'DELETE',
      url: `/api/admin/inspection-plans/${plan._id}`,
      headers: bearer(t.adminToken),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: "Inspection plan 'Short-lived' deleted" });
    expect((await api.dueItems()).some((i) => i.planId === plan._id)).toBe(false);
    for (const method of ['DELETE', 'PUT'] as const) {
      const missing = await t.server.inject({
        method,
        url: `/api/admin/inspection-plans/${'0'.repeat(24)}`,
        headers: bearer(t.adminToken),
        ...(method === 'PUT' ? { payload: planInput({ name: 'X', assetTypes: ['EPIRB'] }) } : {}),
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ message: 'Inspection plan not found' });
    }
  });

  it('an asset created later of a planned type gets its due date at once', async () => {
    const plan = await api.createPlan(
      planInput({ name: 'Extinguisher check', assetTypes: ['Extinguisher'] }),
    );
    const asset = await t.createAsset({ name: 'Ext 1', type: 'Extinguisher', location: 'Bridge' });
    expect((await api.dueItems()).filter((i) => i.planId === plan._id)).toEqual([
      expect.objectContaining({ assetId: asset._id, dueOn: addInterval(today, { count: 1, unit: 'years' }) }),
    ]);
  });
});

describe('refusals change nothing', () => {
  const refused = async (payload: unknown, status: number, message: RegExp, method = 'POST', id = '') => {
    const before = await snapshotState(t.db.kysely);
    const res = await t.server.inject({
      method: method as 'POST' | 'PUT',
      url: `/api/admin/inspection-plans${id ? `/${id}` : ''}`,
      headers: bearer(t.adminToken),
      payload: payload as object,
    });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json<{ message: string }>().message).toMatch(message);
    expect(await snapshotState(t.db.kysely)).toEqual(before);
  };

  it('a name already taken, whatever its case, is 409', async () => {
    await refused(
      planInput({ name: 'LIFE RAFT ANNUAL SERVICE', assetTypes: ['Davit'] }),
      409,
      /already exists/,
    );
    const other = await api.createPlan(planInput({ name: 'Davit load test', assetTypes: ['Davit'] }));
    await refused(
      planInput({ name: 'life raft annual service', assetTypes: ['Davit'] }),
      409,
      /already exists/,
      'PUT',
      other._id,
    );
  });

  it.each([
    [{ name: '', assetTypes: ['Davit'] }, /Name is required/],
    [{ name: 'No targets' }, /at least one asset type or asset/],
    [
      { name: 'Bad unit', assetTypes: ['Davit'], rule: { every: { count: 1, unit: 'fortnights' } } },
      /unit must be one of/,
    ],
    [{ name: 'Zero', assetTypes: ['Davit'], rule: { every: { count: 0, unit: 'days' } } }, /at least 1/],
    [
      {
        name: 'Twice',
        assetTypes: ['Davit'],
        checklist: [
          { id: 'a', label: 'A', kind: 'text' },
          { id: 'a', label: 'B', kind: 'text' },
        ],
      },
      /ids must differ/,
    ],
    [
      {
        name: 'Many photos',
        assetTypes: ['Davit'],
        checklist: Array.from({ length: 11 }, (_, i) => ({
          id: `p${i}`,
          label: `Photo ${i}`,
          kind: 'photo',
        })),
      },
      /at most 10 photo items/,
    ],
    [
      { name: 'Ghost asset', assetIds: ['0123456789abcdef01234567'] },
      /No asset has the id 0123456789abcdef01234567/,
    ],
  ])('%j is refused with 400', async (overrides, message) => {
    await refused({ ...planInput({ name: 'x' }), ...overrides }, 400, message);
  });

  it('employees may not read or write plans (403), nobody signed out (401)', async () => {
    for (const [token, status] of [
      [employee.token, 403],
      ['', 401],
    ] as const) {
      const headers = token ? bearer(token) : {};
      expect((await t.server.inject({ url: '/api/admin/inspection-plans', headers })).statusCode).toBe(
        status,
      );
      const before = await snapshotState(t.db.kysely);
      const res = await t.server.inject({
        method: 'POST',
        url: '/api/admin/inspection-plans',
        headers,
        payload: planInput({ name: 'Sneaky', assetTypes: ['Davit'] }),
      });
      expect(res.statusCode).toBe(status);
      expect(await snapshotState(t.db.kysely)).toEqual(before);
    }
  });
});
