/** The assets with a charted position, as the map reads them: SQL only. */
import { sql, type Kysely } from 'kysely';
import type { AssetStatus } from '@harbour/contract';
import { subtreeIds } from '../common/location-subtree';
import type { Database } from '../db/types';

export interface MapRow {
  id: string;
  name: string;
  type: string;
  location: string;
  status: AssetStatus;
  off_station_meters: number | null;
  lat: number;
  lon: number;
  /** Its earliest due day and earliest warning day, null when nothing falls due. */
  first_due: string | null;
  first_warn: string | null;
}

export interface MapFilter {
  bbox?: { west: number; south: number; east: number; north: number };
  type?: string;
  status?: AssetStatus;
  locationSubtree?: string;
  assignedTo?: string;
}

export function createMapRepository(db: Kysely<Database>) {
  return {
    /** Up to `limit` charted assets matching the filter: their own position, else their location's. */
    charted: (filter: MapFilter, limit: number): Promise<MapRow[]> => {
      const lat = sql<number>`coalesce(assets.lat, locations.charted_lat)`;
      const lon = sql<number>`coalesce(assets.lon, locations.charted_lon)`;
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
          (eb) =>
            eb
              .selectFrom('due_items')
              .select((inner) => inner.fn.min('due_items.due_on').as('d'))
              .whereRef('due_items.asset_id', '=', 'assets.id')
              .as('first_due'),
          (eb) =>
            eb
              .selectFrom('due_items')
              .select((inner) => inner.fn.min('due_items.warn_on').as('w'))
              .whereRef('due_items.asset_id', '=', 'assets.id')
              .as('first_warn'),
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
      return query.orderBy('assets.id').limit(limit).execute();
    },
  };
}
export type MapRepository = ReturnType<typeof createMapRepository>;
