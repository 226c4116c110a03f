import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Asset } from '@harbour/contract';
import { addInterval, todayIn } from '../common/due-date';
import { assetApi, type AssetApi } from '../test/asset-api';
import { complianceApi, planInput } from '../test/compliance-api';
import { snapshotState } from '../test/state-snapshot';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let api: AssetApi;
const base = { name: 'Raft 301', type: 'Life Raft', location: 'Deck B' };

beforeAll(async () => {
  t = await createTestApp();
  api = assetApi(t);
});
afterAll(() => t.close());

const register = {
  serialNumber: 'VIK-16DKS-0042',
  manufacturer: 'Viking',
  model: '16DK+',
  manufacturedOn: '2019-06-30',
  inServiceOn: '2020-02-29',
  critical: 'on',
  notes: 'Stowed port side.\nHydrostatic release replaced 2024.',
};

describe('register fields', () => {
  it('an asset without them answers null for each and critical false', async () => {
    const asset = await api.create(base);
    expect(asset).toMatchObject({
      serialNumber: null,
      manufacturer: null,
      model: null,
      manufacturedOn: null,
      inServiceOn: null,
      critical: false,
      notes: null,
    });
  });

  it('are stored from the multipart form and answered as sent', async () => {
    const asset = await api.create({ ...base, ...register });
    expect(asset).toMatchObject({ ...register, critical: true });
    expect(await api.get(asset._id)).toMatchObject({ ...register, critical: true });
  });

  it('are taken from a JSON body too, critical as a boolean', async () => {
    const res = await t.server.inject({
      method: 'POST',
      url: '/api/assets',
      headers: bearer(t.adminToken),
      payload: { ...base, serialNumber: 'SN-1', critical: true, inServiceOn: '2024-01-15' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Asset>()).toMatchObject({
      serialNumber: 'SN-1',
      critical: true,
      inServiceOn: '2024-01-15',
    });
  });

  it('on edit: absent keeps the value, an empty string clears it, and the history says what changed', async () => {
    const asset = await api.create({ ...base, ...register });
    const kept = await api.send('PUT', `/api/assets/${asset._id}`, { ...base, model: '25DK+' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<Asset>()).toMatchObject({ ...register, model: '25DK+', critical: true });
    const cleared = await api.send('PUT', `/api/assets/${asset._id}`, {
      ...base,
      serialNumber: '',
      critical: 'false',
      notes: '',
      manufacturedOn: '',
    });
    expect(cleared.json<Asset>()).toMatchObject({
      serialNumber: null,
      critical: false,
      notes: null,
      manufacturedOn: null,
      manufacturer: 'Viking',
    });
    expect((await api.history(asset._id)).slice(-2)).toEqual([
      "updated: Updated model: '16DK+' → '25DK+'",
      "updated: Updated serial number: 'VIK-16DKS-0042' → none, date of manufacture: '2019-06-30' → none, critical: yes → no, notes changed",
    ]);
  });

  it.each([
    [{ manufacturedOn: '2025-02-29' }, 'manufacturedOn: Date of manufacture is not a real date'],
    [{ inServiceOn: '15/01/2024' }, 'inServiceOn: Date in service must be written YYYY-MM-DD'],
    [{ critical: 'maybe' }, 'critical: Critical must be true or false'],
    [{ notes: 'x'.repeat(4001) }, 'notes: Notes must be at most 4000 characters'],
    [{ notes: 'bell\u0007' }, 'notes: Notes must not contain control characters'],
    [{ serialNumber: 'x'.repeat(201) }, 'serialNumber: Serial number must be at most 200 characters'],
  ])('%j is refused in words and changes nothing', async (fields, message) => {
    const existing = await api.create(base);
    for (const [method, url] of [
      ['POST', '/api/assets'],
      ['PUT', `/api/assets/${existing._id}`],
    ] as const) {
      const before = await snapshotState(t.db.kysely);
      const res = await api.send(method, url, { ...base, ...fields });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(message);
      expect(await snapshotState(t.db.kysely)).toEqual(before);
    }
  });
});

describe('due items follow the asset', () => {
  it('changing the type or the date in service recomputes its due items; a rename does not touch them', async () => {
    const compliance = complianceApi(t);
    const today = todayIn('UTC');
    const plan = await compliance.createPlan(planInput({ name: 'Raft service', assetTypes: ['Life Raft'] }));
    const asset = await api.create({ ...base, name: 'Raft 9', type: 'Spare Raft' });
    const itemsOf = async () => (await compliance.dueItems()).filter((i) => i.assetId === asset._id);
    expect(await itemsOf()).toEqual([]);

    await api.send('PUT', `/api/assets/${asset._id}`, { ...base, name: 'Raft 9' });
    expect(await itemsOf()).toEqual([
      expect.objectContaining({ planId: plan._id, dueOn: addInterval(today, { count: 1, unit: 'years' }) }),
    ]);
    await api.send('PUT', `/api/assets/${asset._id}`, { ...base, name: 'Raft 9', inServiceOn: '2023-05-01' });
    expect(await itemsOf()).toEqual([expect.objectContaining({ dueOn: '2024-05-01' })]);
    await api.send('PUT', `/api/assets/${asset._id}`, { ...base, name: 'Raft 9b' });
    expect(await itemsOf()).toEqual([expect.objectContaining({ dueOn: '2024-05-01' })]);
    await api.send('PUT', `/api/assets/${asset._id}`, { ...base, name: 'Raft 9b', type: 'Buoy' });
    expect(await itemsOf()).toEqual([]);
  });
});
