/** Dashboard figures as SQL aggregates: never every row into JavaScript. */
import type { Kysely } from 'kysely';
import { sortByCollation } from '../common/collation-sort-key';
import { countAll } from '../db/dialect';
import type { Database } from '../db/types';

/** Largest count first; equal counts in the organisation's collation of their text. */
const byCountThenText = <T extends { count: number }>(rows: T[], text: (row: T) => string, locale: string) =>
  sortByCollation(rows, text, locale).sort((a, b) => b.count - a.count);

/**
 * The distributions are counted on the plain (type, id) and (location, id) indexes, a row per value, and
 * sorted once counted: as many rows as there are types or locations, not assets.
 */
export function createDashboardRepository(db: Kysely<Database>, locale: string) {
  return {
    countByStatus: () =>
      db
        .selectFrom('assets')
        .select(['status', countAll().as('count')])
        .groupBy('status')
        .execute(),

    countByType: async () =>
      byCountThenText(
        await db
          .selectFrom('assets')
          .select(['type', countAll().as('count')])
          .groupBy('type')
          .execute(),
        (row) => row.type,
        locale,
      ),

    countByLocation: async () =>
      byCountThenText(
        await db
          .selectFrom('assets')
          .select(['location', countAll().as('count')])
          .groupBy('location')
          .execute(),
        (row) => row.location,
        locale,
      ),

    /** Assets flagged off station, on their flag's index. */
    countOffStation: async () =>
      (
        await db
          .selectFrom('assets')
          .select(countAll().as('n'))
          .where('off_station_at', 'is not', null)
          .executeTakeFirstOrThrow()
      ).n,

    /** Every user holding at least one asset, largest first: counted on the assigned_to index, then named. */
    countByUser: () =>
      db
        .selectFrom((eb) =>
          eb
            .selectFrom('assets')
            .select(['assigned_to', countAll().as('count')])
            .where('assigned_to', 'is not', null)
            .groupBy('assigned_to')
            .as('held'),
        )
        .innerJoin('users', 'users.id', 'held.assigned_to')
        .select(['users.id as userId', 'users.username as user', 'held.count'])
        .orderBy('held.count', 'desc')
        .orderBy('users.username_sort')
        .orderBy('users.id')
        .execute(),
  };
}
export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
