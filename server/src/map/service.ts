/**
 * The map's points: every charted asset the caller may see (an employee's own, an administrator's all), as
 * GeoJSON, each with the state its marker shows, worst first: off station, overdue, under maintenance,
 * due soon, in order. The answer is the GeoJSON text, written by the database (repository.ts).
 */
import { MAP_MAX_POINTS, type ParsedMapQuery } from '@harbour/contract';
import { accessScope } from '../common/access-scope';
import type { AuthUser } from '../common/auth-user';
import { todayIn } from '../common/due-date';
import type { Transactor } from '../db/transactor';
import type { LocationsRepository } from '../locations/repository';
import type { MapRepository } from './repository';

interface MapRepositories {
  map: MapRepository;
  locations: LocationsRepository;
}

const collection = (features: string, truncated: boolean) =>
  `{"type":"FeatureCollection","features":[${features}],"truncated":${truncated}}`;

export function createMapService(tx: Transactor<MapRepositories>, timeZone: string) {
  return {
    /** `query`: as the route parsed it. The answer is a FeatureCollection's JSON text (contract mapAnswerSchema). */
    assets: (viewer: AuthUser, query: ParsedMapQuery): Promise<string> =>
      tx.read(async (r) => {
        const empty = collection('', false);
        const locationSubtree = await r.locations.filterOf({ location: query.location });
        if (locationSubtree === null) return empty;
        const scope = accessScope(viewer);
        if (scope.assignedTo && query.assignedTo && query.assignedTo !== scope.assignedTo) return empty;
        const assignedTo = scope.assignedTo ?? query.assignedTo;
        const filter = {
          ...(query.bbox ? { bbox: query.bbox } : {}),
          ...(query.type ? { type: query.type } : {}),
          ...(query.status ? { status: query.status } : {}),
          ...(query.state ? { state: query.state } : {}),
          ...(locationSubtree ? { locationSubtree } : {}),
          ...(assignedTo ? { assignedTo } : {}),
        };
        const today = todayIn(timeZone);
        const { features, count } = await r.map.features(filter, today, MAP_MAX_POINTS);
        const truncated = count === MAP_MAX_POINTS && (await r.map.moreThan(filter, today, count));
        return collection(features, truncated);
      }),
  };
}
export type MapService = ReturnType<typeof createMapService>;
