/**
 * The bench set's locations: 2,000 in a tree eight levels deep. Ten ports along the coast (charted) with
 * their berths, quays, terminals and yards, and below those stores, rooms, shelves, bays, bins and boxes;
 * six central places (the ops centre, the shipyard…) are roots without a position. Every location below a
 * port is charted at its port, as the product charts a location without its own position.
 */
import { locationKey, LOCATION_PATH_SEPARATOR, type LocationKind } from '@harbour/contract';
import { newId } from '../../server/src/db/ids';
import type { Row } from './sink';

const LOCATION_COUNT = 2_000;

const CENTRAL = [
  'Ops Centre',
  'Pilot Station',
  'Shipyard',
  'Fairway',
  'Central Store',
  'Harbour Master Office',
];
/** Ports from north to south, with a charted position near each harbour. */
const PORTS: readonly [string, number, number][] = [
  ['Kirkenes', 69.727, 30.045],
  ['Hammerfest', 70.663, 23.682],
  ['Tromsø', 69.649, 18.956],
  ['Narvik', 68.438, 17.427],
  ['Bodø', 67.283, 14.38],
  ['Ørland', 63.699, 9.604],
  ['Ålesund', 62.472, 6.154],
  ['Bergen', 60.395, 5.32],
  ['Stavanger', 58.972, 5.731],
  ['Kristiansand', 58.144, 7.995],
];
const AREAS: readonly [string, LocationKind][] = [
  ['Berth', 'berth'],
  ['Quay', 'quay'],
  ['Terminal', 'area'],
  ['Warehouse', 'store'],
  ['Pier', 'quay'],
  ['Yard', 'area'],
];
/** Levels 2 to 7 below a port's areas, and how many locations each holds (the rest of the 2,000). */
const LOWER_LEVELS: readonly [string, LocationKind, number][] = [
  ['Store', 'store', 320],
  ['Room', 'compartment', 420],
  ['Shelf', 'area', 400],
  ['Bay', 'area', 300],
  ['Bin', 'area', 230],
];

export interface BenchLocation {
  id: string;
  path: string;
  /** The port's position for everything under a port; null for the central places. */
  charted: [number, number] | null;
}

export interface BenchTree {
  locations: Row<'locations'>[];
  closure: Row<'location_tree'>[];
  /** In the order the generator skews assets towards: roots first, the deepest last. */
  all: BenchLocation[];
}

export function generateLocations(at: string): BenchTree {
  const locations: Row<'locations'>[] = [];
  const closure: Row<'location_tree'>[] = [];
  const all: BenchLocation[] = [];
  const ancestorsOf = new Map<string, string[]>();
  const add = (
    name: string,
    kind: LocationKind,
    parent: BenchLocation | null,
    position: [number, number] | null,
  ): BenchLocation => {
    const id = newId();
    const path = parent ? parent.path + LOCATION_PATH_SEPARATOR + name : name;
    const charted = position ?? parent?.charted ?? null;
    const depth = parent ? (ancestorsOf.get(parent.id)?.length ?? 0) : 0;
    locations.push({
      id,
      name,
      name_key: locationKey(name),
      kind,
      parent_id: parent?.id ?? null,
      path,
      path_key: locationKey(path),
      depth,
      lat: position?.[0] ?? null,
      lon: position?.[1] ?? null,
      charted_lat: charted?.[0] ?? null,
      charted_lon: charted?.[1] ?? null,
      created_at: at,
      updated_at: at,
    });
    const ancestors = [...(parent ? (ancestorsOf.get(parent.id) ?? []) : []), id];
    ancestorsOf.set(id, ancestors);
    ancestors.forEach((ancestor, index) =>
      closure.push({ ancestor_id: ancestor, descendant_id: id, depth: ancestors.length - 1 - index }),
    );
    const location = { id, path, charted };
    all.push(location);
    return location;
  };

  for (const name of CENTRAL) add(name, 'site', null, null);
  let level: BenchLocation[] = [];
  PORTS.forEach(([name, lat, lon], p) => {
    const port = add(name, 'port', null, [lat, lon]);
    AREAS.forEach(([area, kind], a) => {
      // Named with their port, as crews name them ("Bergen Quay 7"): a search for one finds its subtree.
      for (let i = 1; i <= 1 + ((p + a) % 4); i++) level.push(add(`${name} ${area} ${i}`, kind, port, null));
    });
  });
  const lastLevel = LOCATION_COUNT - all.length - LOWER_LEVELS.reduce((sum, [, , n]) => sum + n, 0);
  for (const [name, kind, count] of [...LOWER_LEVELS, ['Box', 'area', lastLevel] as const]) {
    const children = new Map<string, number>();
    const next: BenchLocation[] = [];
    for (let i = 0; i < count; i++) {
      const parent = level[i % level.length]!;
      const n = (children.get(parent.id) ?? 0) + 1;
      children.set(parent.id, n);
      next.push(add(`${name} ${n}`, kind, parent, null));
    }
    level = next;
  }
  return { locations, closure, all };
}
