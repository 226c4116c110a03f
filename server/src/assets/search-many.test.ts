import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Asset } from '@harbour/contract';
import { newId } from '../db/ids';
import { bearer, createTestApp, type TestApp } from '../test/test-app';
import { createAssetsRepository } from './repository';

// Over 500 matches a search pages through the sort index instead of sorting the matches it collected.
const MANY = 520;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const repository = createAssetsRepository(t.db.kysely, t.db.kind, 'en');
  const base = Date.parse('2026-01-01T00:00:00Z');
  for (let i = 0; i < MANY + 5; i++) {
    const at = new Date(base + i * 60_000).toISOString();
    await repository.insert({
      id: newId(base + i * 60_000),
      name: i < MANY ? `Mooring Buoy ${String(i).padStart(3, '0')}` : `Crane ${i}`,
      type: i < MANY ? 'Buoy' : 'Crane',
      location: 'Roads',
      status: 'Available',
      assigned_to: null,
      date_assigned: null,
      image_file: null,
      thumb_file: null,
      created_at: at,
      updated_at: at,
    });
  }
});
afterAll(() => t.close());

const names = async (query: string) => {
  const res = await t.server.inject({ url: `/api/assets?${query}`, headers: bearer(t.adminToken) });
  return { total: Number(res.headers['x-total-count']), names: res.json<Asset[]>().map((a) => a.name) };
};

describe('a search with many matches', () => {
  it('counts them all and pages them in order', async () => {
    const first = await names('q=mooring&sort=name&limit=10&page=1');
    expect(first.total).toBe(MANY);
    expect(first.names).toEqual(
      Array.from({ length: 10 }, (_, i) => `Mooring Buoy ${String(i).padStart(3, '0')}`),
    );
    const last = await names('q=mooring&sort=name&limit=10&page=52');
    expect(last.names).toEqual(Array.from({ length: 10 }, (_, i) => `Mooring Buoy ${String(510 + i)}`));
    expect((await names('q=mooring&limit=10&page=53')).names).toEqual([]);
  });

  it('pages newest first by default, and a few matches the same way', async () => {
    expect((await names('q=buoy&limit=2')).names).toEqual(['Mooring Buoy 519', 'Mooring Buoy 518']);
    const few = await names('q=crane&limit=2&page=2');
    expect(few).toEqual({ total: 5, names: ['Crane 522', 'Crane 521'] });
    expect(await names('q=crane&limit=2&page=4')).toEqual({ total: 5, names: [] });
  });
});
