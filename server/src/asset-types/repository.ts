/** Asset types and the counts their list shows: SQL only. */
import { sql, type Kysely, type Selectable } from 'kysely';
import { z } from 'zod';
import { assetTypeKey, fieldDefinitionSchema, type FieldDefinition } from '@harbour/contract';
import { sortByCollation } from '../common/collation-sort-key';
import { countAll, type DatabaseKind } from '../db/dialect';
import type { AssetTypesTable, Database } from '../db/types';
import { newId, nowIso } from '../db/ids';

/** A type as the services read it: its fields parsed. */
export interface AssetTypeRecord extends Omit<Selectable<AssetTypesTable>, 'fields' | 'common_faults'> {
  fields: FieldDefinition[];
  common_faults: string[];
}

/** What an administrator sets on a type (the columns beside its id, key and times). */
export interface AssetTypeSettings {
  name: string;
  fields: FieldDefinition[];
  public_reports: number;
  off_station_meters: number;
  availability_category: number | null;
  common_faults: string[];
}

const definitionsSchema = z.array(fieldDefinitionSchema);

const toRecord = (row: Selectable<AssetTypesTable>): AssetTypeRecord => ({
  ...row,
  fields: definitionsSchema.parse(JSON.parse(row.fields)),
  common_faults: z.array(z.string()).parse(JSON.parse(row.common_faults)),
});

export function createAssetTypesRepository(db: Kysely<Database>, kind: DatabaseKind, locale: string) {
  const notFittingCount =
    kind === 'postgres'
      ? sql<number>`cast(coalesce(sum(json_array_length(assets.fields_not_fitting::json)), 0) as integer)`
      : sql<number>`cast(coalesce(sum(json_array_length(assets.fields_not_fitting)), 0) as integer)`;

  const findByKey = async (key: string): Promise<AssetTypeRecord | undefined> => {
    const row = await db.selectFrom('asset_types').selectAll().where('name_key', '=', key).executeTakeFirst();
    return row && toRecord(row);
  };

  return {
    /** Every type by name in the organisation's collation: a short list, sorted once read. */
    list: async (): Promise<AssetTypeRecord[]> =>
      sortByCollation(
        (await db.selectFrom('asset_types').selectAll().orderBy('id').execute()).map(toRecord),
        (type) => type.name,
        locale,
      ),

    /** Assets per type and their values that no longer fit, on the type index. */
    counts: async (typeId?: string): Promise<Map<string, { assets: number; notFitting: number }>> => {
      let query = db
        .selectFrom('assets')
        .select(['assets.type_id', countAll().as('assets'), notFittingCount.as('not_fitting')])
        .groupBy('assets.type_id');
      if (typeId) query = query.where('assets.type_id', '=', typeId);
      const rows = await query.execute();
      return new Map(
        rows.flatMap((row) =>
          row.type_id === null ? [] : [[row.type_id, { assets: row.assets, notFitting: row.not_fitting }]],
        ),
      );
    },

    findById: async (id: string): Promise<AssetTypeRecord | undefined> => {
      const row = await db.selectFrom('asset_types').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toRecord(row);
    },

    findByKey,

    /** The type an asset's type text names, made (without fields) when it has no record yet. */
    ensure: async (name: string): Promise<AssetTypeRecord> => {
      const key = assetTypeKey(name);
      const found = await findByKey(key);
      if (found) return found;
      const now = nowIso();
      await db
        .insertInto('asset_types')
        .values({ id: newId(), name, name_key: key, fields: '[]', created_at: now, updated_at: now })
        .onConflict((conflict) => conflict.column('name_key').doNothing())
        .execute();
      const made = await findByKey(key);
      if (!made) throw new Error(`asset type ${name} was neither found nor made`);
      return made;
    },

    insert: (id: string, settings: AssetTypeSettings, now: string) =>
      db
        .insertInto('asset_types')
        .values({
          id,
          ...settings,
          name_key: assetTypeKey(settings.name),
          fields: JSON.stringify(settings.fields),
          common_faults: JSON.stringify(settings.common_faults),
          created_at: now,
          updated_at: now,
        })
        .execute(),

    update: (id: string, settings: AssetTypeSettings, now: string) =>
      db
        .updateTable('asset_types')
        .set({
          ...settings,
          name_key: assetTypeKey(settings.name),
          fields: JSON.stringify(settings.fields),
          common_faults: JSON.stringify(settings.common_faults),
          updated_at: now,
        })
        .where('id', '=', id)
        .execute(),

    delete: (id: string) => db.deleteFrom('asset_types').where('id', '=', id).execute(),

    /** The field definitions with this key, across every type (a list filter names a key, not a type). */
    fieldsWithKey: async (key: string): Promise<FieldDefinition[]> => {
      const rows = await db.selectFrom('asset_types').select('fields').execute();
      return rows.flatMap((row) =>
        definitionsSchema.parse(JSON.parse(row.fields)).filter((field) => field.key === key),
      );
    },
  };
}
export type AssetTypesRepository = ReturnType<typeof createAssetTypesRepository>;
