import type { Kysely, Selectable } from 'kysely';
import type { Database, PrinterProfilesTable } from '../db/types';

export type PrinterProfileRow = Selectable<PrinterProfilesTable>;

export function createLabelsRepository(db: Kysely<Database>) {
  return {
    /** What a label shows of each asset. */
    assetsByIds: (ids: string[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db.selectFrom('assets').select(['id', 'name', 'serial_number']).where('id', 'in', ids).execute(),

    listProfiles: (): Promise<PrinterProfileRow[]> =>
      db.selectFrom('printer_profiles').selectAll().orderBy('name_key').execute(),

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
