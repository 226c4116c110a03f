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

export function createMapRepository(db: Kysely<Database>, kind: DatabaseKind) {
  const object = sql.raw(kind === 'postgres' ? 'json_build_object' : 'json_object');
  const array = sql.raw(kind === 'postgres' ? 'json_build_array' : 'json_array');
  // Degrees to six decimals (a tenth of a metre), as a JSON number.
  const degrees = (column: 'c.lat' | 'c.lon') =>
    kind === 'postgres'
      ? sql`round(${sql.ref(column)}::numeric, 6)`
      : sql`json(printf('%!.6f', ${sql.ref(column)}))`;
  const joined = (feature: RawBuilder<unknown>) =>
    kind === 'postgres'
      ? sql<string>`string_agg(${feature}::text, ',' order by c.id)`
      : sql<string>`group_concat(${feature}, ',' order by c.id)`;

  /** The charted assets matching the filter, each with the state its marker shows (worst first). */
  const charted = (filter: Omit<MapFilter, 'state'>, today: string) => {
    const lat = sql<number>`coalesce(assets.lat, locations.charted_lat)`;
    const lon = sql<number>`coalesce(assets.lon, locations.charted_lon)`;
    // 1: something overdue, 2: something due soon; on the (asset, due, warn) index alone.
    const due = sql<number | null>`(select min(case when due_items.due_on < ${today} then 1
      when due_items.warn_on <= ${today} then 2 end) from due_items where due_items.asset_id = assets.id)`;
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
        due.as('due'),
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

  const stateOf = sql<MapState>`case when c.off_station_meters is not null then 'off-station'
    when c.due = 1 then 'overdue' when c.status = 'Under Maintenance' then 'under-maintenance'
    when c.due = 2 then 'due-soon' else 'ok' end`;

  /** The matching assets with their states; the state filter applies to what the marker would show. */
  const matching = (filter: MapFilter, today: string) => {
    const stated = sql`select c.*, ${stateOf} as state from (${charted(filter, today)}) as c`;
    return filter.state
      ? sql`select * from (${stated}) as c where c.state = ${filter.state}`
      : sql`select * from (${stated}) as c`;
  };

  return {
    /** Up to `limit` charted assets matching the filter as GeoJSON features: their own position, else their location's. */
    features: async (filter: MapFilter, today: string, limit: number): Promise<MapFeatures> => {
      const feature = sql`${object}('type', 'Feature', 'id', c.id,
        'geometry', ${object}('type', 'Point', 'coordinates', ${array}(${degrees('c.lon')}, ${degrees('c.lat')})),
        'properties', ${object}('id', c.id, 'name', c.name, 'type', c.type, 'location', c.location,
          'status', c.status, 'state', c.state, 'offStationMeters', c.off_station_meters))`;
      const { rows } = await sql<{ features: string | null; count: number | string }>`
        select ${joined(feature)} as features, count(*) as count
        from (${matching(filter, today)} order by c.id limit ${limit}) as c`.execute(db);
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
