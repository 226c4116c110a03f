import type { Expression, ExpressionBuilder, Insertable, Kysely, SqlBool } from 'kysely';
import { type ActivityAction, RECENT_ACTIVITY_LIMIT } from '@harbour/contract';
import { countAll } from '../db/dialect';
import { newId, nowIso } from '../db/ids';
import type { ActivitiesTable, Database } from '../db/types';

interface NewActivity {
  action: ActivityAction;
  details: string;
  asset: { id: string; name: string };
  /** With `token` when an API token acted for the user: the history names both. */
  actor: { id: string | null; username: string; token?: { name: string } };
  scanLocation?: string | null;
  /** When it happened, if not now (a field record made offline, the demo data's history). */
  at?: string;
  /** When it reached the server, if not now. */
  receivedAt?: string;
}

const toRow = (a: NewActivity, now: string): Insertable<ActivitiesTable> => ({
  id: newId(a.at ? Date.parse(a.at) : undefined),
  action: a.action,
  details: a.details,
  asset_id: a.asset.id,
  asset_name: a.asset.name,
  user_id: a.actor.id,
  username: a.actor.token ? `${a.actor.username} (API token: ${a.actor.token.name})` : a.actor.username,
  scan_location: a.scanLocation ?? null,
  created_at: a.at ?? now,
  received_at: a.receivedAt ?? a.at ?? now,
});

export function createActivityRepository(db: Kysely<Database>) {
  const recentColumns = [
    'id',
    'action',
    'details',
    'asset_id',
    'asset_name',
    'username',
    'created_at',
    'received_at',
  ] as const;
  return {
    async record(...activities: NewActivity[]): Promise<void> {
      if (activities.length === 0) return;
      const at = nowIso();
      await db
        .insertInto('activities')
        .values(activities.map((a) => toRow(a, at)))
        .execute();
    },

    /** The user's last activity on the asset after `since` and before `until` (ISO times), if any. */
    latestByUserOnAsset: (assetId: string, userId: string, since: string, until: string) =>
      db
        .selectFrom('activities')
        .select(['id', 'action', 'scan_location', 'created_at'])
        .where('asset_id', '=', assetId)
        .where('user_id', '=', userId)
        .where('created_at', '>', since)
        .where('created_at', '<', until)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst(),

    /** A repeated scan folded into the one it repeats: that one moves to when the repeat happened. */
    async renewScan(id: string, time: { at: string; receivedAt: string }): Promise<void> {
      await db
        .updateTable('activities')
        .set({ created_at: time.at, received_at: time.receivedAt })
        .where('id', '=', id)
        .execute();
    },

    /** Every entry in id order (the order they happened), a page after `afterId`: an export reads them so. */
    pageAfter: (afterId: string, limit: number) =>
      db
        .selectFrom('activities')
        .select(recentColumns)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute(),

    recent: (limit = RECENT_ACTIVITY_LIMIT) =>
      db
        .selectFrom('activities')
        .select(recentColumns)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),

    /** One asset's history, newest first, on the (asset_id, created_at) index. */
    async pageForAsset(assetId: string, page: number, limit: number) {
      const [rows, total] = await Promise.all([
        db
          .selectFrom('activities')
          .select(recentColumns)
          .where('asset_id', '=', assetId)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        db
          .selectFrom('activities')
          .select(countAll().as('n'))
          .where('asset_id', '=', assetId)
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: total.n };
    },

    /**
     * Activity by the user or on the assets assigned to them, newest first. Two index walks, each stopping
     * at `limit`, then merged: an OR in one query sorted every entry of a busy user (37 ms for 7,500).
     */
    recentForUser: (userId: string, limit = RECENT_ACTIVITY_LIMIT) => {
      const newest = (filter: (eb: ExpressionBuilder<Database, 'activities'>) => Expression<SqlBool>) =>
        db
          .selectFrom('activities')
          .select(recentColumns)
          .where(filter)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit);
      const byUser = newest((eb) => eb('user_id', '=', userId));
      const onTheirAssets = newest((eb) =>
        eb('asset_id', 'in', eb.selectFrom('assets').select('id').where('assigned_to', '=', userId)),
      );
      return db
        .selectFrom(
          db
            .selectFrom(byUser.as('by_user'))
            .selectAll()
            .union(db.selectFrom(onTheirAssets.as('on_assets')).selectAll())
            .as('recent'),
        )
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}
export type ActivityRepository = ReturnType<typeof createActivityRepository>;
