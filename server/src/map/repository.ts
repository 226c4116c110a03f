/**
 * The assets with a charted position, as the map reads them: SQL only. The database writes each point's
 * GeoJSON text itself: 20,000 points read as rows and serialised again cost more in objects and garbage than
 * the query does (docs/BENCHMARKS.md, "The map's GeoJSON").
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { AssetStatus, MapState } from '@harbour/contract';
import { subtreeIds } from '../common/location-subtree';
import type { DatabaseKind } from '../db/dialect';
import type { Database } from '../db/types';

export interface MapFilter {
  bbox?: { west: number; south: number; east: number; north: number };
  type?: string;
  status?: AssetStatus;
  state?: MapState;
  locationSubtree?: string;
  assignedTo?: string;
}

export interface MapFeatures {
  /** The features' GeoJSON texts joined by commas, in id order; '' for none. */
  features: string;
  count: number;
}

/**
 * One feature's GeoJSON text from the row `c`, degrees to six decimals (a tenth of a metre). SQLite builds
 * it fastest with its JSON functions, PostgreSQL by joining text (json_build_object took 105 ms for 19,000
 * points, this 60).
 */
function featureText(kind: DatabaseKind): RawBuilder<string> {
  if (kind === 'sqlite')
    return sql`json_object('type', 'Feature', 'id', c.id,
      'geometry', json_object('type', 'Point', 'coordinates',
        json_array(json(printf('%!.6f', c.lon)), json(printf('%!.6f', c.lat)))),
      'properties', json_object('id', c.id, 'name', c.name, 'type', c.type, 'location', c.location,
        'status', c.status, 'state', c.state, 'offStationMeters', c.off_station_meters))`;
  // Ids, statuses and states are the product's own words, never holding a quote or a backslash.
  return sql`'{"type":"Feature","id":"' || c.id || '","geometry":{"type":"Point","coordinates":['
    || round(c.lon::numeric, 6) || ',' || round(c.lat::numeric, 6) || ']},"properties":{"id":"' || c.id
    || '","name":' || to_json(c.name) || ',"type":' || to_json(c.type) || ',"location":' || to_json(c.location)
    || ',"status":"' || c.status || '","state":"' || c.state || '","offStationMeters":'
    || coalesce(c.off_station_meters::text, 'null') || '}}'`;
}

export function createMapRepository(db: Kysely<Database>, kind: DatabaseKind) {
  const joined =
    kind === 'postgres'
      ? sql<string>`string_agg(${featureText(kind)}, ',' order by c.id)`
      : sql<string>`group_concat(${featureText(kind)}, ',' order by c.id)`;

  /** The charted assets matching the filter, each with the state its marker shows (worst first). */
  const charted = (filter: Omit<MapFilter, 'state'>, today: string) => {
    const lat = sql<number>`coalesce(assets.lat, locations.charted_lat)`;
    const lon = sql<number>`coalesce(assets.lon, locations.charted_lon)`;
    // One read of the asset's due items, on the (asset, due, warn) index alone: 1 for something overdue,
    // 2 for something due soon.
    const due = sql`min(case when due_items.due_on < ${today} then 1 when due_items.warn_on <= ${today} then 2 end)`;
    const state = sql<MapState>`case when assets.off_station_meters is not null then 'off-station' else
      (select case when ${due} = 1 then 'overdue' when assets.status = 'Under Maintenance' then 'under-maintenance'
        when ${due} = 2 then 'due-soon' else 'ok' end
      from due_items where due_items.asset_id = assets.id) end`;
    let query = db
      .selectFrom('assets')
      .leftJoin('locations', 'locations.id', 'assets.location_id')
      .select([
        'assets.id',
        'assets.name',
        'assets.type',
        'assets.location',
        'assets.status',
        'assets.off_station_meters',
        lat.as('lat'),
        lon.as('lon'),
        state.as('state'),
      ])
      .where(sql<boolean>`${lat} is not null and ${lon} is not null`);
    const { bbox } = filter;
    if (bbox) {
      query = query.where(sql<boolean>`${lat} between ${bbox.south} and ${bbox.north}`);
      // A box across the 180° meridian has its west edge east of its east edge.
      query = query.where(
        bbox.west <= bbox.east
          ? sql<boolean>`${lon} between ${bbox.west} and ${bbox.east}`
          : sql<boolean>`(${lon} >= ${bbox.west} or ${lon} <= ${bbox.east})`,
      );
    }
    if (filter.type) query = query.where('assets.type', '=', filter.type);
    if (filter.status) query = query.where('assets.status', '=', filter.status);
    if (filter.assignedTo) query = query.where('assets.assigned_to', '=', filter.assignedTo);
    if (filter.locationSubtree)
      query = query.where('assets.location_id', 'in', subtreeIds(db, filter.locationSubtree));
    return query;
  };

  /** The matching assets; the state filter applies to what the marker would show. */
  const matching = (filter: MapFilter, today: string) =>
    filter.state
      ? sql`select * from (${charted(filter, today)}) as c where c.state = ${filter.state}`
      : sql`select * from (${charted(filter, today)}) as c`;

  return {
    /** Up to `limit` charted assets matching the filter as GeoJSON features: their own position, else their location's. */
    features: async (filter: MapFilter, today: string, limit: number): Promise<MapFeatures> => {
      const query = sql<{ features: string | null; count: number | string }>`
        select ${joined} as features, count(*) as count
        from (${matching(filter, today)} order by c.id limit ${limit}) as c`;
      // PostgreSQL would compile this plan (its cost passes jit_above_cost): 50 ms more, saving nothing.
      const { rows } =
        kind === 'postgres' && !db.isTransaction
          ? await db.transaction().execute(async (trx) => {
              await sql`set local jit = off`.execute(trx);
              return query.execute(trx);
            })
          : await query.execute(db);
      const row = rows[0];
      return { features: row?.features ?? '', count: Number(row?.count ?? 0) };
    },

    /** Whether more than `count` assets match. */
    moreThan: async (filter: MapFilter, today: string, count: number): Promise<boolean> => {
      const { rows } = await sql`select 1 as one from (${matching(filter, today)}) as c
        limit 1 offset ${count}`.execute(db);
      return rows.length > 0;
    },
  };
}
export type MapRepository = ReturnType<typeof createMapRepository>;
