/** The markers as data: which GeoJSON features the map can draw, and the box that holds them all. */
import type { MapFeature } from '@harbour/contract';

const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null ? Reflect.get(value, name) : undefined;

const TEXT_PROPERTIES = ['id', 'name', 'type', 'location', 'status', 'state'] as const;

/** A point with two finite coordinates and the words its card shows; a state a newer server adds is kept. */
export function isMarker(value: unknown): value is MapFeature {
  const coordinates = field(field(value, 'geometry'), 'coordinates');
  const properties = field(value, 'properties');
  const meters = field(properties, 'offStationMeters');
  return (
    Array.isArray(coordinates) &&
    coordinates.length === 2 &&
    coordinates.every(Number.isFinite) &&
    TEXT_PROPERTIES.every((name) => typeof field(properties, name) === 'string') &&
    (meters === null || typeof meters === 'number')
  );
}

/** West-south and east-north corners of the markers, or null for none. */
export function markerBounds(features: readonly MapFeature[]): [[number, number], [number, number]] | null {
  if (features.length === 0) return null;
  let [west, south] = features[0]!.geometry.coordinates;
  let [east, north] = [west, south];
  for (const { geometry } of features) {
    const [lon, lat] = geometry.coordinates;
    if (lon < west) west = lon;
    if (lon > east) east = lon;
    if (lat < south) south = lat;
    if (lat > north) north = lat;
  }
  return [
    [west, south],
    [east, north],
  ];
}

/** The markers by asset id: a tap on the map names an id, the card shows that asset's words. */
export function markersById(features: readonly MapFeature[]): Map<string, MapFeature['properties']> {
  return new Map(features.map((feature) => [feature.properties.id, feature.properties]));
}
