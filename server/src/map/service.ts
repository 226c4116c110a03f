/**
 * The map's points: every charted asset the caller may see (an employee's own, an administrator's all), as
 * GeoJSON, each with the state its marker shows, worst first: off station, overdue, under maintenance,
 * due soon, in order.
 */
import { MAP_MAX_POINTS, type MapAnswer, type MapState, type ParsedMapQuery } from '@harbour/contract';
import { accessScope } from '../common/access-scope';
import type { AuthUser } from '../common/auth-user';
import { todayIn } from '../common/due-date';
import type { Transactor } from '../db/transactor';
import type { LocationsRepository } from '../locations/repository';
import type { MapRepository, MapRow } from './repository';

interface MapRepositories {
  map: MapRepository;
  locations: LocationsRepository;
}

function stateOf(row: MapRow, today: string): MapState {
  if (row.off_station_meters !== null) return 'off-station';
  if (row.first_due !== null && row.first_due < today) return 'overdue';
  if (row.status === 'Under Maintenance') return 'under-maintenance';
  if (row.first_warn !== null && row.first_warn <= today) return 'due-soon';
  return 'ok';
}

export function createMapService(tx: Transactor<MapRepositories>, timeZone: string) {
  return {
    /** `query`: as the route parsed it. */
    assets: (viewer: AuthUser, query: ParsedMapQuery): Promise<MapAnswer> =>
      tx.read(async (r) => {
        const empty: MapAnswer = { type: 'FeatureCollection', features: [], truncated: false };
        const locationSubtree = await r.locations.filterOf({ location: query.location });
        if (locationSubtree === null) return empty;
        const scope = accessScope(viewer);
        if (scope.assignedTo && query.assignedTo && query.assignedTo !== scope.assignedTo) return empty;
        const rows = await r.map.charted(
          {
            ...(query.bbox ? { bbox: query.bbox } : {}),
            ...(query.type ? { type: query.type } : {}),
            ...(query.status ? { status: query.status } : {}),
            ...(locationSubtree ? { locationSubtree } : {}),
            ...((scope.assignedTo ?? query.assignedTo)
              ? { assignedTo: scope.assignedTo ?? query.assignedTo }
              : {}),
          },
          MAP_MAX_POINTS + 1,
        );
        const today = todayIn(timeZone);
        const features = rows.slice(0, MAP_MAX_POINTS).flatMap((row) => {
          const state = stateOf(row, today);
          if (query.state && state !== query.state) return [];
          return [
            {
              type: 'Feature' as const,
              id: row.id,
              geometry: { type: 'Point' as const, coordinates: [row.lon, row.lat] as [number, number] },
              properties: {
                id: row.id,
                name: row.name,
                type: row.type,
                location: row.location,
                status: row.status,
                state,
                offStationMeters: row.off_station_meters,
              },
            },
          ];
        });
        return { type: 'FeatureCollection', features, truncated: rows.length > MAP_MAX_POINTS };
      }),
  };
}
export type MapService = ReturnType<typeof createMapService>;
