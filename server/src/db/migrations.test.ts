import { sql, type Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from './database';
import type { AssetsTable } from './types';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Writes an asset row straight to the table, past the API's validation, to reach the database's own rules. */
function insertAsset(row: Pick<Insertable<AssetsTable>, 'id'> & Partial<Insertable<AssetsTable>>) {
  const now = new Date().toISOString();
  return t.db.kysely
    .insertInto('assets')
    .values({
      name: 'n',
      type: 't',
      location: 'l',
      name_sort: '',
      type_sort: '',
      location_sort: '',
      status: 'Available',
      assigned_to: null,
      date_assigned: null,
      image_file: null,
      thumb_file: null,
      created_at: now,
      updated_at: now,
      ...row,
    })
    .execute();
}

describe('migrations', () => {
  it('create every table on a fresh database and are safe to run again', async () => {
    await migrateToLatest(t.db);
    await migrateToLatest(t.db);
    for (const table of [
      'users',
      'assets',
      'files',
      'activities',
      'sign_in_failures',
      'sign_in_known_addresses',
      'inspection_plans',
      'plan_types',
      'plan_assets',
      'inspections',
      'documents',
      'due_items',
      'digest_runs',
      'idempotency_keys',
      'rounds',
      'round_assignees',
      'round_items',
      'printer_profiles',
      'label_codes',
      'api_tokens',
      'settings',
      'asset_types',
      'asset_field_values',
    ] as const) {
      await expect(t.db.kysely.selectFrom(table).selectAll().limit(1).execute()).resolves.toBeInstanceOf(
        Array,
      );
    }
    const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(t.db.kysely);
    expect(applied.rows.map((r) => r.name)).toEqual([
      '0001_initial',
      '0002_search_key',
      '0003_search_index',
      '0004_sign_in_throttle',
      '0005_compliance',
      '0006_rounds',
      '0007_username_skeleton',
      '0008_printer_profiles',
      '0009_label_codes',
      '0010_api_tokens',
      '0011_asset_imports',
      '0012_search_trigrams',
      '0013_sort_indexes',
      '0014_trigram_index_without_pending_list',
      '0015_received_at',
      '0016_inspection_source',
      '0017_sort_keys',
      '0018_user_language',
      '0019_asset_types',
      '0020_locations',
      '0021_due_items_by_asset',
      '0022_defects',
      '0023_status_intervals',
      '0024_work_orders',
    ]);
  });

  it('compares sort keys by code point on PostgreSQL, whatever the database default collation', async () => {
    if (t.db.kind !== 'postgres') return;
    const { rows } = await sql<{ column: string; collation: string | null }>`
      select table_name || '.' || column_name as "column", collation_name as collation
      from information_schema.columns
      where table_schema = current_schema() and column_name like '%\_sort' escape '\'
      order by 1`.execute(t.db.kysely);
    expect(rows).toEqual(
      [
        'assets.location_sort',
        'assets.name_sort',
        'assets.type_sort',
        'round_items.asset_location_sort',
        'round_items.asset_name_sort',
        'users.username_sort',
      ].map((column) => ({ column, collation: 'C' })),
    );
  });

  it('refuses a role or a status outside the allowed values', async () => {
    const now = new Date().toISOString();
    await expect(
      t.db.kysely
        .insertInto('users')
        .values({
          id: 'a'.repeat(24),
          username: 'x',
          username_key: 'x',
          username_sort: '',
          password_hash: 'h',
          role: 'captain' as 'user',
          created_at: now,
          updated_at: now,
        })
        .execute(),
    ).rejects.toThrow();
    await expect(insertAsset({ id: 'b'.repeat(24), status: 'Lost' as 'Available' })).rejects.toThrow();
  });

  it('refuses an assignment to a user that does not exist', async () => {
    // The same row without the bad value goes in: the refusals below are the database's rules at work.
    await expect(insertAsset({ id: 'e'.repeat(24) })).resolves.toBeDefined();
    await expect(insertAsset({ id: 'c'.repeat(24), assigned_to: 'd'.repeat(24) })).rejects.toThrow();
  });
});
