/** GET /api/map/assets: the markers for the map's filters, as GeoJSON points. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MapFeature } from '@harbour/contract';
import { apiRequest, type Parser } from '@/lib/api-client';
import { queryKeys, type MapFilters } from '@/lib/query-keys';
import { mapQuery } from '../map-filters';
import { isMarker } from '../map-markers';

export interface MapMarkers {
  features: MapFeature[];
  /** More matched than one answer holds (contract MAP_MAX_POINTS). */
  truncated: boolean;
  /** The filters these markers answer: the view is fitted to them when they change. */
  filters: MapFilters;
}

/**
 * A hand check rather than zod: an answer holds up to 50,000 features, and the map takes them as they came.
 * A feature it cannot draw or name is left out.
 */
const markersParser = (filters: MapFilters): Parser<MapMarkers> => ({
  parse(data) {
    const read = (name: string): unknown =>
      typeof data === 'object' && data !== null ? Reflect.get(data, name) : undefined;
    const features = read('features');
    return {
      features: Array.isArray(features) ? features.filter(isMarker) : [],
      truncated: read('truncated') === true,
      filters,
    };
  },
});

export function useMapMarkers(filters: MapFilters) {
  return useQuery({
    queryKey: queryKeys.map.assets(filters),
    queryFn: ({ signal }) => {
      const query = mapQuery(filters);
      return apiRequest(`/map/assets${query ? `?${query}` : ''}`, markersParser(filters), { signal });
    },
    // The markers of the filters before stay on the map until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
