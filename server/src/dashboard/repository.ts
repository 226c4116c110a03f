/** Dashboard figures as SQL aggregates: never every row into JavaScript. */
import type { Kysely } from 'kysely';
import { countAll } from '../db/dialect';
import type { Database } from '../db/types';

export function createDashboardRepository(db: Kysely<Database>) {
  return {
    countByStatus: () =>
      db
        .selectFrom('assets')
        .select(['status', countAll().as('count')])
        .groupBy('status')
        .execute(),

    countByType: () =>
      db
        .selectFrom('assets')
        .select(['type', countAll().as('count')])
        .groupBy('type')
        .orderBy('count', 'desc')
        .orderBy('type')
        .execute(),

    countByLocation: () =>
      db
        .selectFrom('assets')
        .select(['location', countAll().as('count')])
        .groupBy('location')
        .orderBy('count', 'desc')
        .orderBy('location')
        .execute(),

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
        .orderBy('users.username')
        .execute(),
  };
}
export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
