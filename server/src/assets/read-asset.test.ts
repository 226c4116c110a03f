import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Asset } from '@harbour/contract';
import { assetApi, type AssetApi } from '../test/asset-api';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let api: AssetApi;
let crew: { id: string; token: string };
beforeAll(async () => {
  t = await createTestApp();
  api = assetApi(t);
  crew = await t.createUser('erik.hansen');
  // The list then holds an assigned asset and an unassigned one, as it did beside the other asset tests.
  await api.create({ name: 'Radio 13', type: 'Radio', location: 'Ops', assignedTo: crew.id });
});
afterAll(() => t.close());

describe('reading assets', () => {
  it('lets an employee read one asset and list all, every entry with non-null text fields', async () => {
    const asset = await api.create({ name: 'Dry Dock 1', type: 'Facility', location: 'Shipyard' });
    const one = await t.server.inject({ url: `/api/assets/${asset._id}`, headers: bearer(crew.token) });
    expect(one.statusCode).toBe(200);
    expect(one.json<Asset>().name).toBe('Dry Dock 1');
    const list = await t.server.inject({ url: '/api/assets', headers: bearer(crew.token) });
    for (const a of list.json<Asset[]>()) {
      expect([a.name, a.type, a.location, a.status].every((v) => typeof v === 'string')).toBe(true);
      expect(a.assignedTo === null || typeof a.assignedTo === 'string').toBe(true);
    }
  });
});
