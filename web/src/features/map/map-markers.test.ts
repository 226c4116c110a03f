import { describe, expect, it } from 'vitest';
import { isMarker, markerBounds } from './map-markers';

const buoy = (id: string, lon: number, lat: number) => ({
  type: 'Feature',
  id,
  geometry: { type: 'Point', coordinates: [lon, lat] },
  properties: {
    id,
    name: `Buoy ${id}`,
    type: 'Light buoy',
    location: 'Oslofjord',
    status: 'Available',
    state: 'ok',
    offStationMeters: null,
  },
});

describe('the markers the map draws', () => {
  it('leaves out a feature it cannot place or name, and keeps a state a newer server adds', () => {
    const noPoint = { ...buoy('b', 0, 0), geometry: { type: 'Point', coordinates: [10.7, null] } };
    const noName = { ...buoy('c', 0, 0), properties: { ...buoy('c', 0, 0).properties, name: 7 } };
    const newState = {
      ...buoy('d', 10, 59),
      properties: { ...buoy('d', 10, 59).properties, state: 'adrift' },
    };
    const answer: unknown[] = [buoy('a', 10.7, 59.9), noPoint, noName, newState, null];
    expect(answer.filter(isMarker).map((feature) => feature.id)).toEqual(['a', 'd']);
  });

  it('fits the view to the box that holds every marker, and to nothing without one', () => {
    const answer: unknown[] = [buoy('a', 10.7, 59.9), buoy('b', 5.3, 60.4), buoy('c', 18.9, 69.6)];
    const features = answer.filter(isMarker);
    expect(markerBounds(features)).toEqual([
      [5.3, 59.9],
      [18.9, 69.6],
    ]);
    expect(markerBounds([])).toBeNull();
  });
});
