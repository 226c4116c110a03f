import type { Insertable, Kysely } from 'kysely';
import type { Database, DocumentsTable, DueItemsTable } from '../db/types';

const META_COLUMNS = [
  'id',
  'asset_id',
  'kind',
  'number',
  'issuer',
  'issued_on',
  'expires_on',
  'file_name',
  'content_type',
  'size',
  'uploaded_at',
  'uploaded_by',
] as const;

export type DocumentRow = Pick<DocumentsTable, (typeof META_COLUMNS)[number]>;

export function createDocumentsRepository(db: Kysely<Database>) {
  return {
    /** An asset's documents without their bytes, newest first. */
    listForAsset: (assetId: string): Promise<DocumentRow[]> =>
      db
        .selectFrom('documents')
        .select(META_COLUMNS)
        .where('asset_id', '=', assetId)
        .orderBy('uploaded_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),

    findById: (id: string): Promise<DocumentRow | undefined> =>
      db.selectFrom('documents').select(META_COLUMNS).where('id', '=', id).executeTakeFirst(),

    findFile: (id: string) =>
      db
        .selectFrom('documents')
        .select(['file_name', 'content_type', 'bytes'])
        .where('id', '=', id)
        .executeTakeFirst(),

    insert: (row: Insertable<DocumentsTable>) => db.insertInto('documents').values(row).execute(),

    /** Whether there was such a document to delete. */
    delete: async (id: string): Promise<boolean> => {
      const result = await db.deleteFrom('documents').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** The document's expiry as a stored due item (kind 'document'), counted with the inspections. */
    insertDueItem: (row: Omit<Insertable<DueItemsTable>, 'kind'>) =>
      db
        .insertInto('due_items')
        .values({ ...row, kind: 'document' })
        .execute(),

    deleteDueItem: (documentId: string) =>
      db.deleteFrom('due_items').where('kind', '=', 'document').where('source_id', '=', documentId).execute(),
  };
}
export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
