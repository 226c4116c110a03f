/** The ids of a location's subtree as a subquery, for the filters of other features: one index range. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/** The location `ancestorId` and every location below it. */
export const subtreeIds = (db: Kysely<Database>, ancestorId: string) =>
  db
    .selectFrom('location_tree')
    .select('location_tree.descendant_id')
    .where('location_tree.ancestor_id', '=', ancestorId);

/** The locations whose path keys are given (locationKey of each path), and every location below them. */
export const subtreeIdsOfPaths = (db: Kysely<Database>, pathKeys: string[]) =>
  db
    .selectFrom('location_tree')
    .innerJoin('locations', 'locations.id', 'location_tree.ancestor_id')
    .select('location_tree.descendant_id')
    .where('locations.path_key', 'in', pathKeys);
