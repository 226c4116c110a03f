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
        .select(['asset_id', 'file_name', 'content_type', 'bytes'])
        .where('id', '=', id)
        .executeTakeFirst(),

    insert: (row: Insertable<DocumentsTable>) => db.insertInto('documents').values(row).execute(),

    /** Whether there was such a document to delete. */
    delete: async (id: string): Promise<boolean> => {
      const result = await db.deleteFrom('documents').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** The document's expiry as a stored due item (kind 'document'), counted with the inspections. */
    insertDueItem: (
      row: Pick<Insertable<DueItemsTable>, 'asset_id' | 'source_id' | 'due_on' | 'warn_on' | 'last_done_on'>,
    ) =>
      db
        .insertInto('due_items')
        .columns([
          'asset_id',
          'kind',
          'source_id',
          'due_on',
          'warn_on',
          'last_done_on',
          'asset_type',
          'asset_location',
          'assigned_to',
        ])
        .expression((eb) =>
          eb
            .selectFrom('assets')
            .select([
              'id',
              eb.val('document').as('kind'),
              eb.val(row.source_id).as('source_id'),
              eb.val(row.due_on).as('due_on'),
              eb.val(row.warn_on).as('warn_on'),
              eb.val(row.last_done_on ?? null).as('last_done_on'),
              'type',
              'location',
              'assigned_to',
            ])
            .where('id', '=', row.asset_id),
        )
        .execute(),

    deleteDueItem: (documentId: string) =>
      db.deleteFrom('due_items').where('kind', '=', 'document').where('source_id', '=', documentId).execute(),
  };
}
export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
