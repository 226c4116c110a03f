/**
 * The demo's places: a port with its quays, berths and stores, vessels with their decks and compartments,
 * and a fairway with twenty lit buoys and beacons on their charted positions (off Tromsø), one of which a
 * scan has found 312 m off station.
 */
import type { ChartPosition, LocationKind } from '@harbour/contract';

export interface DemoLocation {
  /** Its full path: the parent's path comes first in the list. */
  path: string;
  kind: LocationKind;
  position?: ChartPosition;
}

export const DEMO_LOCATIONS: DemoLocation[] = [
  { path: 'Main Harbour', kind: 'port', position: { lat: 69.6489, lon: 18.9617 } },
  { path: 'Main Harbour / Quay 2', kind: 'quay', position: { lat: 69.6472, lon: 18.9601 } },
  { path: 'Main Harbour / Quay 2 / Berth 3', kind: 'berth', position: { lat: 69.6468, lon: 18.9595 } },
  { path: 'Main Harbour / Quay 2 / Equipment Store B', kind: 'store' },
  { path: 'Main Harbour / North Pier', kind: 'quay', position: { lat: 69.6521, lon: 18.9643 } },
  { path: 'Main Harbour / Bulk Quay', kind: 'quay', position: { lat: 69.6445, lon: 18.9552 } },
  { path: 'Main Harbour / Container Terminal', kind: 'area' },
  { path: 'Main Harbour / Inner Basin', kind: 'area' },
  { path: 'Main Harbour / Operations Centre', kind: 'site' },
  { path: 'Main Harbour / Lifeboat Station', kind: 'site', position: { lat: 69.6489, lon: 18.9551 } },
  { path: 'Main Harbour / Pilot Station', kind: 'site' },
  { path: 'PV Nordkapp', kind: 'vessel' },
  { path: 'PV Nordkapp / Bridge', kind: 'deck' },
  { path: 'PV Nordkapp / Boat Deck', kind: 'deck' },
  { path: 'PV Nordkapp / Engine Room', kind: 'compartment' },
  { path: 'PV Nordkapp / Engine Room / Spares Locker', kind: 'store' },
  { path: 'Tug Kraftig', kind: 'vessel' },
  { path: 'Tug Kraftig / Boat Deck', kind: 'deck' },
  { path: 'RIB Rescue 7', kind: 'vessel' },
  { path: 'RIB Rescue 7 / Locker', kind: 'compartment' },
  { path: 'Main Fairway', kind: 'area', position: { lat: 69.68, lon: 19.02 } },
  { path: 'Main Fairway / Approach', kind: 'area', position: { lat: 69.705, lon: 19.07 } },
  { path: 'Main Fairway / Outer Roads', kind: 'area', position: { lat: 69.66, lon: 18.99 } },
  { path: 'Main Fairway / Breakwater Head', kind: 'area', position: { lat: 69.6533, lon: 18.9701 } },
];

/** Light characters of the fairway's marks, in turn (IALA region A lateral and cardinal marks). */
const CHARACTERS = ['Fl G 3s', 'Fl R 3s', 'Q', 'Fl(2) G 6s', 'Fl(2) R 6s', 'VQ(3) 5s', 'Iso 4s', 'Oc(2) 8s'];

export interface DemoBuoy {
  name: string;
  type: string;
  location: string;
  position: ChartPosition;
  lightCharacter: string;
  rangeNm: number;
}

/** Twenty marks along the fairway, alternating sides, from the breakwater out to the approach. */
export const DEMO_BUOYS: DemoBuoy[] = Array.from({ length: 20 }, (_, i) => {
  const along = i / 19;
  const side = i % 2 === 0 ? 1 : -1;
  return {
    name: `${i % 5 === 4 ? 'Beacon' : 'Light buoy'} F-${String(i + 1).padStart(2, '0')}`,
    type: i % 5 === 4 ? 'Beacon' : 'Navigation Buoy',
    location: along < 0.5 ? 'Main Fairway / Outer Roads' : 'Main Fairway / Approach',
    position: {
      lat: Math.round((69.652 + along * 0.06 + side * 0.0015) * 1e6) / 1e6,
      lon: Math.round((18.968 + along * 0.11 - side * 0.004) * 1e6) / 1e6,
    },
    lightCharacter: CHARACTERS[i % CHARACTERS.length]!,
    rangeNm: 2 + (i % 4),
  };
});

/** The buoy a scan found off station, and how far north of its charted position (a dragged mooring). */
export const DEMO_OFF_STATION = { name: 'Light buoy F-07', metersNorth: 312 };
