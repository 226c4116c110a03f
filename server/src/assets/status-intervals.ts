/**
 * Writes each asset's status intervals (migration 0023). The assets repository calls it from insert, update
 * and delete, so every path that changes a status, written now or later, is recorded in its transaction.
 */
import { sql, type Kysely } from 'kysely';
import type { AssetStatus } from '@harbour/contract';
import { newId } from '../db/ids';
import type { Database, StatusCause } from '../db/types';

/** What the assets repository takes with a status change: when it happened and what changed it. */
export interface StatusChangeNote {
  /** When the change happened: a field write's `occurredAt`; without it the row's `updated_at`, else now. */
  statusAt?: string;
  /** Without it: `change`. */
  statusCause?: StatusCause;
}

export function createStatusIntervals(db: Kysely<Database>) {
  const openInterval = (assetId: string) =>
    db
      .selectFrom('asset_status_intervals')
      .select(['id', 'status', 'started_at'])
      .where('asset_id', '=', assetId)
      .where('ended_at', 'is', null)
      .executeTakeFirst();

  return {
    /** New assets: each one's first interval, from when it was created. */
    opened: async (rows: { id: string; status: AssetStatus; at: string; cause: StatusCause }[]) => {
      if (rows.length === 0) return;
      await db
        .insertInto('asset_status_intervals')
        .values(
          rows.map((row) => ({
            id: newId(),
            asset_id: row.id,
            status: row.status,
            started_at: row.at,
            ended_at: null,
            cause: row.cause,
          })),
        )
        .execute();
    },

    /**
     * The asset is now in `status` from `at`: the open interval ends and the next opens; nothing changes
     * when the status is the same. A change reported as earlier than the open interval's start (a late
     * offline write) is taken at that start, so intervals never overlap or run backwards.
     */
    changed: async (assetId: string, status: AssetStatus, at: string, cause: StatusCause) => {
      const current = await openInterval(assetId);
      if (current?.status === status) return;
      const from = current && current.started_at > at ? current.started_at : at;
      if (current)
        await db
          .updateTable('asset_status_intervals')
          .set({ ended_at: from })
          .where('id', '=', current.id)
          .execute();
      await db
        .insertInto('asset_status_intervals')
        .values({ id: newId(), asset_id: assetId, status, started_at: from, ended_at: null, cause })
        .execute();
    },

    /** The asset's intervals, oldest first. */
    history: (assetId: string) =>
      db
        .selectFrom('asset_status_intervals')
        .select(['status', 'started_at', 'ended_at', 'cause'])
        .where('asset_id', '=', assetId)
        .orderBy('started_at')
        .orderBy('id')
        .execute(),

    /**
     * Replaces the asset's whole history with `spans`, one after another, the last left open (the demo's
     * year of buoy outages). Its last span's status must be the asset's current one.
     */
    replaced: async (
      assetId: string,
      spans: { status: AssetStatus; startedAt: string }[],
      cause: StatusCause,
    ) => {
      await db.deleteFrom('asset_status_intervals').where('asset_id', '=', assetId).execute();
      if (spans.length === 0) return;
      await db
        .insertInto('asset_status_intervals')
        .values(
          spans.map((span, i) => ({
            id: newId(),
            asset_id: assetId,
            status: span.status,
            started_at: span.startedAt,
            ended_at: spans[i + 1]?.startedAt ?? null,
            cause,
          })),
        )
        .execute();
    },

    /** The asset is gone: its open interval ends at `at` (never before it began). */
    closed: (assetId: string, at: string) =>
      db
        .updateTable('asset_status_intervals')
        .set({ ended_at: sql<string>`case when started_at > ${at} then started_at else ${at} end` })
        .where('asset_id', '=', assetId)
        .where('ended_at', 'is', null)
        .execute(),
  };
}
