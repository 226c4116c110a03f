import type { Insertable, Kysely, Selectable } from 'kysely';
import type { LabelCodeState } from '@harbour/contract';
import { sortByCollation } from '../common/collation-sort-key';
import { countAll } from '../db/dialect';
import type { Database, LabelCodesTable, PrinterProfilesTable } from '../db/types';

export type PrinterProfileRow = Selectable<PrinterProfilesTable>;
export type LabelCodeRow = Selectable<LabelCodesTable> & { asset_name: string | null };

export function createLabelsRepository(db: Kysely<Database>, locale: string) {
  const codes = () =>
    db
      .selectFrom('label_codes')
      .leftJoin('assets', 'assets.id', 'label_codes.asset_id')
      .selectAll('label_codes')
      .select('assets.name as asset_name');

  return {
    insertCodes: (rows: Insertable<LabelCodesTable>[]) => db.insertInto('label_codes').values(rows).execute(),

    findCode: (code: string): Promise<LabelCodeRow | undefined> =>
      codes().where('label_codes.code', '=', code).executeTakeFirst(),

    listCodes: (
      state: LabelCodeState | undefined,
      offset: number,
      limit: number,
    ): Promise<LabelCodeRow[]> => {
      let query = codes();
      if (state) query = query.where('label_codes.state', '=', state);
      return query
        .orderBy('label_codes.created_at', 'desc')
        .orderBy('label_codes.code')
        .offset(offset)
        .limit(limit)
        .execute();
    },

    countCodes: async (state: LabelCodeState | undefined): Promise<number> => {
      let query = db.selectFrom('label_codes').select(countAll().as('n'));
      if (state) query = query.where('state', '=', state);
      return (await query.executeTakeFirstOrThrow()).n;
    },

    updateCode: (code: string, changes: Partial<Omit<LabelCodesTable, 'code'>>) =>
      db.updateTable('label_codes').set(changes).where('code', '=', code).execute(),

    /** Retires an asset's other linked codes; answers which. */
    async retireOtherCodes(assetId: string, keep: string, at: string): Promise<string[]> {
      const others = await db
        .selectFrom('label_codes')
        .select('code')
        .where('asset_id', '=', assetId)
        .where('state', '=', 'linked')
        .where('code', '!=', keep)
        .execute();
      if (others.length > 0)
        await db
          .updateTable('label_codes')
          .set({ state: 'retired', retired_at: at })
          .where(
            'code',
            'in',
            others.map((o) => o.code),
          )
          .execute();
      return others.map((o) => o.code);
    },

    /** What a label shows of each asset. */
    assetsByIds: (ids: string[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('assets')
            .select(['id', 'name', 'serial_number', 'type_id', 'fields'])
            .where('id', 'in', ids)
            .execute(),

    /** By name in the organisation's collation: a short list, sorted once read. */
    listProfiles: async (): Promise<PrinterProfileRow[]> =>
      sortByCollation(
        await db.selectFrom('printer_profiles').selectAll().orderBy('id').execute(),
        (profile) => profile.name,
        locale,
      ),

    findProfile: (id: string): Promise<PrinterProfileRow | undefined> =>
      db.selectFrom('printer_profiles').selectAll().where('id', '=', id).executeTakeFirst(),

    insertProfile: (row: PrinterProfileRow) => db.insertInto('printer_profiles').values(row).execute(),

    updateProfile: (id: string, changes: Omit<PrinterProfileRow, 'id' | 'created_at'>) =>
      db.updateTable('printer_profiles').set(changes).where('id', '=', id).executeTakeFirst(),

    deleteProfile: async (id: string): Promise<boolean> =>
      Number(
        (await db.deleteFrom('printer_profiles').where('id', '=', id).executeTakeFirst()).numDeletedRows,
      ) > 0,
  };
}
export type LabelsRepository = ReturnType<typeof createLabelsRepository>;
