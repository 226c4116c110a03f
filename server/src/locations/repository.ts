/**
 * Locations and their tree (every ancestor-descendant pair in `location_tree`), and what a location text
 * names: SQL, and the matching every writer of an asset's location shares.
 */
import { sql, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { Database, LocationsTable } from '../db/types';
import { countAll } from '../db/dialect';
import { locationKey } from '@harbour/contract';
import { subtreeIds } from '../common/location-subtree';
import { newId, nowIso } from '../db/ids';

export type LocationRow = Selectable<LocationsTable>;

export function createLocationsRepository(db: Kysely<Database>) {
  const subtreeOf = (id: string) => subtreeIds(db, id);
  const findById = (id: string): Promise<LocationRow | undefined> =>
    db.selectFrom('locations').selectAll().where('id', '=', id).executeTakeFirst();

  const findByPathKey = (key: string): Promise<LocationRow | undefined> =>
    db.selectFrom('locations').selectAll().where('path_key', '=', key).executeTakeFirst();

  /** At most two with this name: enough to tell a unique name from a shared one. */
  const findByNameKey = (key: string): Promise<LocationRow[]> =>
    db.selectFrom('locations').selectAll().where('name_key', '=', key).orderBy('id').limit(2).execute();

  /**
   * The location a text names, without making one: its path, else a name no other location has (case and
   * spaces ignored).
   */
  const match = async (text: string): Promise<LocationRow | undefined> => {
    const key = locationKey(text);
    const byPath = await findByPathKey(key);
    if (byPath) return byPath;
    const byName = await findByNameKey(key);
    return byName.length === 1 ? byName[0] : undefined;
  };

  /** A new root unless its path is taken (two writers naming the same new place at once): answers if made. */
  const insertRootIfAbsent = async (row: LocationRow): Promise<boolean> => {
    const result = await db
      .insertInto('locations')
      .values(row)
      .onConflict((conflict) => conflict.column('path_key').doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    await db
      .insertInto('location_tree')
      .values({ ancestor_id: row.id, descendant_id: row.id, depth: 0 })
      .execute();
    return true;
  };

  return {
    /** Every location, or one's subtree; the service sorts them by path in the organisation's collation. */
    list: (under?: string): Promise<LocationRow[]> => {
      let query = db.selectFrom('locations').selectAll();
      if (under) query = query.where('id', 'in', subtreeOf(under));
      return query.orderBy('path_key').execute();
    },

    /** Assets per location (their own, not their subtree's), on the location index. */
    assetCounts: async (): Promise<Map<string, number>> => {
      const rows = await db
        .selectFrom('assets')
        .select(['location_id', countAll().as('n')])
        .where('location_id', 'is not', null)
        .groupBy('location_id')
        .execute();
      return new Map(rows.map((row) => [row.location_id!, row.n]));
    },

    findById,
    findByPathKey,
    findByNameKey,
    match,

    /**
     * The location a text names (the assets API and imports write locations as text), made as a new root
     * when it names none, so nothing a client sends is lost; with the path its assets are written with.
     */
    ensure: async (text: string): Promise<{ id: string; path: string }> => {
      const found = await match(text);
      if (found) return { id: found.id, path: found.path };
      const name = text.trim();
      const now = nowIso();
      const row: LocationRow = {
        id: newId(),
        name,
        name_key: locationKey(name),
        kind: 'area',
        parent_id: null,
        path: name,
        path_key: locationKey(name),
        depth: 0,
        lat: null,
        lon: null,
        charted_lat: null,
        charted_lon: null,
        created_at: now,
        updated_at: now,
      };
      if (await insertRootIfAbsent(row)) return { id: row.id, path: name };
      // Two writers naming the same new place at once: the other one made it.
      const made = await findByPathKey(row.path_key);
      if (!made) throw new Error(`location ${name} was neither found nor made`);
      return { id: made.id, path: made.path };
    },

    /**
     * A list filter's location, `location` (a path or a unique name) or `locationId`, as the location whose
     * subtree it means: undefined when there is no such filter, null when it names no location (nothing
     * matches then).
     */
    filterOf: async (filter: {
      location?: string | undefined;
      locationId?: string | undefined;
    }): Promise<string | null | undefined> => {
      if (filter.locationId) return (await findById(filter.locationId))?.id ?? null;
      if (filter.location) return (await match(filter.location))?.id ?? null;
      return undefined;
    },

    /** The location and everything below it, parents before children. */
    subtree: (id: string): Promise<LocationRow[]> =>
      db
        .selectFrom('locations')
        .innerJoin('location_tree', 'location_tree.descendant_id', 'locations.id')
        .selectAll('locations')
        .where('location_tree.ancestor_id', '=', id)
        .orderBy('location_tree.depth')
        .orderBy('locations.id')
        .execute(),

    /** A new location, with its pairs to each of its parent's ancestors and to itself. */
    insert: async (row: LocationRow): Promise<void> => {
      await db.insertInto('locations').values(row).execute();
      await db
        .insertInto('location_tree')
        .values({ ancestor_id: row.id, descendant_id: row.id, depth: 0 })
        .execute();
      if (row.parent_id === null) return;
      await db
        .insertInto('location_tree')
        .columns(['ancestor_id', 'descendant_id', 'depth'])
        .expression(
          db
            .selectFrom('location_tree')
            .select([
              'location_tree.ancestor_id',
              sql<string>`${row.id}`.as('descendant_id'),
              sql<number>`location_tree.depth + 1`.as('depth'),
            ])
            .where('location_tree.descendant_id', '=', row.parent_id),
        )
        .execute();
    },

    insertRootIfAbsent,

    update: (id: string, changes: Updateable<LocationsTable>) =>
      db.updateTable('locations').set(changes).where('id', '=', id).execute(),

    /**
     * Moves a subtree under another parent (null: to the top): its pairs to its old ancestors go, pairs to
     * each new ancestor are made for each location in it. Paths and depths are the service's to write.
     */
    reparent: async (id: string, parentId: string | null): Promise<void> => {
      await db
        .deleteFrom('location_tree')
        .where('descendant_id', 'in', subtreeOf(id))
        .where('ancestor_id', 'not in', subtreeOf(id))
        .execute();
      if (parentId === null) return;
      await db
        .insertInto('location_tree')
        .columns(['ancestor_id', 'descendant_id', 'depth'])
        .expression(
          db
            .selectFrom('location_tree as above')
            .innerJoin('location_tree as below', (join) => join.onTrue())
            .select([
              'above.ancestor_id',
              'below.descendant_id',
              sql<number>`above.depth + below.depth + 1`.as('depth'),
            ])
            .where('above.descendant_id', '=', parentId)
            .where('below.ancestor_id', '=', id),
        )
        .execute();
    },

    /** Children of one location move under another (a merge); the tree's pairs are the caller's. */
    reparentChildren: (fromId: string, toId: string) =>
      db.updateTable('locations').set({ parent_id: toId }).where('parent_id', '=', fromId).execute(),

    children: (id: string): Promise<LocationRow[]> =>
      db.selectFrom('locations').selectAll().where('parent_id', '=', id).orderBy('id').execute(),

    hasChildren: async (id: string): Promise<boolean> =>
      (await db
        .selectFrom('locations')
        .select('id')
        .where('parent_id', '=', id)
        .limit(1)
        .executeTakeFirst()) !== undefined,

    delete: (id: string) => db.deleteFrom('locations').where('id', '=', id).execute(),
  };
}
export type LocationsRepository = ReturnType<typeof createLocationsRepository>;
