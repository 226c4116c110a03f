import { afterAll, beforeAll, expect, it } from 'vitest';
import { assetTypesMigration } from '../db/migrations/0019_asset_types';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('makes one type for each type text in use, matched ignoring case and spaces', async () => {
  await t.createAsset({ name: 'Buoy 1', type: 'Lit buoy', location: 'Fedje' });
  await t.createAsset({ name: 'Buoy 2', type: 'LIT BUOY', location: 'Fedje' });
  await t.createAsset({ name: 'Crane', type: 'Crane', location: 'Quay 1' });
  const migration = assetTypesMigration();
  await migration.down(t.db.kysely);
  await migration.up(t.db.kysely);
  const types = await t.db.kysely.selectFrom('asset_types').select(['id', 'name_key']).execute();
  expect(types.map((type) => type.name_key).sort()).toEqual(['crane', 'litbuoy']);
  const assets = await t.db.kysely.selectFrom('assets').select(['name', 'type_id']).orderBy('name').execute();
  const idOf = (key: string) => types.find((type) => type.name_key === key)?.id;
  expect(assets).toEqual([
    { name: 'Buoy 1', type_id: idOf('litbuoy') },
    { name: 'Buoy 2', type_id: idOf('litbuoy') },
    { name: 'Crane', type_id: idOf('crane') },
  ]);
});
