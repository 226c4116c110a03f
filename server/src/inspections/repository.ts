/** Recorded inspections: SQL only; answers are JSON text. */
import type { Kysely, Selectable } from 'kysely';
import { countAll } from '../db/dialect';
import type { Database, InspectionsTable } from '../db/types';
import type { RecordedAnswer, StoredInspection } from '../common/inspection-dto';

const toStored = (row: Selectable<InspectionsTable>): StoredInspection => ({
  id: row.id,
  assetId: row.asset_id,
  planId: row.plan_id,
  planName: row.plan_name,
  userId: row.user_id ?? '',
  username: row.username,
  performedAt: row.performed_at,
  receivedAt: row.received_at,
  performedOn: row.performed_on,
  passed: row.passed === 1,
  answers: JSON.parse(row.answers) as RecordedAnswer[],
  notes: row.notes,
  position:
    row.latitude === null || row.longitude === null
      ? null
      : {
          lat: row.latitude,
          lon: row.longitude,
          ...(row.accuracy === null ? {} : { accuracy: row.accuracy }),
        },
  nextDueOn: row.next_due_on,
  source: row.source,
});

export function createInspectionsRepository(db: Kysely<Database>) {
  return {
    insert: (inspection: StoredInspection) =>
      db
        .insertInto('inspections')
        .values({
          id: inspection.id,
          asset_id: inspection.assetId,
          plan_id: inspection.planId,
          plan_name: inspection.planName,
          user_id: inspection.userId,
          username: inspection.username,
          performed_at: inspection.performedAt,
          received_at: inspection.receivedAt,
          performed_on: inspection.performedOn,
          passed: inspection.passed ? 1 : 0,
          answers: JSON.stringify(inspection.answers),
          notes: inspection.notes,
          latitude: inspection.position?.lat ?? null,
          longitude: inspection.position?.lon ?? null,
          accuracy: inspection.position?.accuracy ?? null,
          next_due_on: inspection.nextDueOn,
          source: inspection.source,
        })
        .execute(),

    find: async (id: string): Promise<StoredInspection | undefined> => {
      const row = await db.selectFrom('inspections').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toStored(row);
    },

    /** The due date the inspection set, known once the asset's items are recomputed with it. */
    setNextDueOn: (id: string, nextDueOn: string | null) =>
      db.updateTable('inspections').set({ next_due_on: nextDueOn }).where('id', '=', id).execute(),

    /** Every inspection in id order, a page after `afterId`: an export reads them so. */
    pageAfter: async (afterId: string, limit: number): Promise<StoredInspection[]> =>
      (
        await db
          .selectFrom('inspections')
          .selectAll()
          .where('id', '>', afterId)
          .orderBy('id')
          .limit(limit)
          .execute()
      ).map(toStored),

    /** An asset's inspections, newest first. */
    /** `byUser`: only the inspections that person recorded. */
    async pageForAsset(
      assetId: string,
      page: number,
      limit: number,
      byUser?: string,
    ): Promise<{ rows: StoredInspection[]; total: number }> {
      const [rows, total] = await Promise.all([
        db
          .selectFrom('inspections')
          .selectAll()
          .where('asset_id', '=', assetId)
          .$if(byUser !== undefined, (q) => q.where('user_id', '=', byUser!))
          .orderBy('performed_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        db
          .selectFrom('inspections')
          .select(countAll().as('n'))
          .where('asset_id', '=', assetId)
          .$if(byUser !== undefined, (q) => q.where('user_id', '=', byUser!))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map(toStored), total: total.n };
    },
  };
}
export type InspectionsRepository = ReturnType<typeof createInspectionsRepository>;
