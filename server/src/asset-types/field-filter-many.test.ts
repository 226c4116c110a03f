import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Asset } from '@harbour/contract';
import { indexFieldValues } from '../common/asset-field-values';
import { createLocationsRepository } from '../locations/repository';
import { createAssetsRepository } from '../assets/repository';
import { newId } from '../db/ids';
import { assetTypeApi } from '../test/asset-type-api';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

// Over 500 matches a field filter pages through the sort index instead of sorting the matches it collected.
const MANY = 1040;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const type = await assetTypeApi(t).make({
    name: 'Life raft',
    fields: [
      { key: 'pack', label: { en: 'SOLAS pack' }, kind: 'choice', options: ['A', 'B'] },
      { key: 'serviced', label: { en: 'Serviced' }, kind: 'yes-no' },
    ],
  });
  const repository = createAssetsRepository(t.db.kysely, t.db.kind, 'en');
  const locations = createLocationsRepository(t.db.kysely);
  const [bergen, roads] = [await locations.ensure('Bergen'), await locations.ensure('Roads')];
  const base = Date.parse('2026-01-01T00:00:00Z');
  for (let i = 0; i < MANY; i++) {
    const at = new Date(base + i * 60_000).toISOString();
    await repository.insert({
      id: newId(base + i * 60_000),
      name: `Raft ${String(i).padStart(4, '0')}`,
      type: 'Life raft',
      location: i % 4 === 0 ? bergen.path : roads.path,
      location_id: i % 4 === 0 ? bergen.id : roads.id,
      status: 'Available',
      assigned_to: null,
      date_assigned: null,
      image_file: null,
      thumb_file: null,
      created_at: at,
      updated_at: at,
      type_id: type._id,
      fieldIndex: indexFieldValues(type.fields, { pack: i % 2 === 0 ? 'A' : 'B', serviced: i % 3 === 0 }),
    });
  }
});
afterAll(() => t.close());

const names = async (query: string) => {
  const res = await t.server.inject({ url: `/api/assets?${query}`, headers: bearer(t.adminToken) });
  return { total: Number(res.headers['x-total-count']), names: res.json<Asset[]>().map((a) => a.name) };
};
const raft = (i: number) => `Raft ${String(i).padStart(4, '0')}`;

describe('a field filter with many matches', () => {
  it('counts them all and pages them newest first, and by name', async () => {
    expect(await names('field.pack=a&limit=3&page=2')).toEqual({
      total: MANY / 2,
      names: [raft(1032), raft(1030), raft(1028)],
    });
    const byName = await names('field.pack=B&sort=name&limit=2&page=260');
    expect(byName).toEqual({ total: MANY / 2, names: [raft(1037), raft(1039)] });
    expect((await names('field.pack=B&limit=10&page=53')).names).toEqual([]);
  });

  it('combines with another field filter and with the other filters', async () => {
    const both = await names('field.pack=a&field.serviced=yes&limit=2');
    expect(both).toEqual({ total: 174, names: [raft(1038), raft(1032)] });
    const located = await names('field.pack=a&location=Bergen&sort=-name&limit=2');
    expect(located).toEqual({ total: 260, names: [raft(1036), raft(1032)] });
  });
});
