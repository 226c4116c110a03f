import { describe, expect, it } from 'vitest';
import type { LocationRow } from '@/lib/readers/location-reader';
import {
  buildTree,
  canMoveInto,
  filterTree,
  isEmptyLocation,
  likelyKind,
  subtreeIds,
  type LocationNode,
} from './location-tree';

function place(
  id: string,
  path: string,
  parentId: string | null,
  counts: [number, number] = [0, 0],
): LocationRow {
  const segments = path.split(' / ');
  return {
    _id: id,
    name: segments.at(-1)!,
    kind: 'area',
    parentId,
    path,
    depth: segments.length - 1,
    position: null,
    assetCount: counts[0],
    subtreeAssetCount: counts[1],
    childCount: 0,
    createdAt: null,
    updatedAt: null,
  };
}

// In path order, as GET /locations answers.
const LOCATIONS = [
  place('b', 'Bergen', null, [0, 6]),
  place('q7', 'Bergen / Quay 7', 'b', [1, 5]),
  place('sb', 'Bergen / Quay 7 / Store B', 'q7', [4, 4]),
  place('q8', 'Bergen / Quay 8', 'b', [1, 1]),
  place('al', 'Ålesund', null, [2, 2]),
];

/** The tree as paths, children under each: what a reader sees, indented. */
const shape = (nodes: LocationNode[]): unknown =>
  nodes.map(({ location, children }) =>
    children.length ? { [location.path]: shape(children) } : location.path,
  );

describe('the locations tree', () => {
  it('puts each location under its parent, in the order the list gives', () => {
    expect(shape(buildTree(LOCATIONS))).toEqual([
      { Bergen: [{ 'Bergen / Quay 7': ['Bergen / Quay 7 / Store B'] }, 'Bergen / Quay 8'] },
      'Ålesund',
    ]);
  });

  it('keeps each location with its own and subtree counts', () => {
    const [bergen] = buildTree(LOCATIONS);
    const quay7 = bergen!.children[0]!;
    expect([bergen!.location.assetCount, bergen!.location.subtreeAssetCount]).toEqual([0, 6]);
    expect([quay7.location.assetCount, quay7.location.subtreeAssetCount]).toEqual([1, 5]);
  });

  it('shows a location whose parent it does not have at the top, rather than losing it', () => {
    const orphan = place('x', 'Gone / Shed', 'gone');
    expect(shape(buildTree([...LOCATIONS, orphan]))).toContain('Gone / Shed');
  });

  it('filters by path, keeping the places above each match and dropping the rest', () => {
    expect(shape(filterTree(LOCATIONS, 'store'))).toEqual([
      { Bergen: [{ 'Bergen / Quay 7': ['Bergen / Quay 7 / Store B'] }] },
    ]);
    expect(shape(filterTree(LOCATIONS, 'quay 8'))).toEqual([{ Bergen: ['Bergen / Quay 8'] }]);
  });

  it('filters without minding accents or case, and keeps the whole tree for an empty search', () => {
    expect(shape(filterTree(LOCATIONS, 'ALESUND'))).toEqual(['Ålesund']);
    expect(filterTree(LOCATIONS, '  ')).toHaveLength(2);
    expect(filterTree(LOCATIONS, 'Tromsø')).toEqual([]);
  });

  it('matches a path by its words: a parent named in the search keeps all it holds that match', () => {
    expect(shape(filterTree(LOCATIONS, 'bergen quay'))).toEqual([
      { Bergen: [{ 'Bergen / Quay 7': ['Bergen / Quay 7 / Store B'] }, 'Bergen / Quay 8'] },
    ]);
  });
});

describe('where a location can move', () => {
  it('not into itself nor anything inside it, anywhere else and to the top level', () => {
    expect([...subtreeIds(LOCATIONS, 'q7')].sort()).toEqual(['q7', 'sb']);
    expect(canMoveInto(LOCATIONS, 'q7', 'q7')).toBe(false);
    expect(canMoveInto(LOCATIONS, 'q7', 'sb')).toBe(false);
    expect(canMoveInto(LOCATIONS, 'q7', 'q8')).toBe(true);
    expect(canMoveInto(LOCATIONS, 'q7', 'al')).toBe(true);
    expect(canMoveInto(LOCATIONS, 'q7', null)).toBe(true);
    expect(canMoveInto(LOCATIONS, 'b', 'sb')).toBe(false);
  });

  it('a leaf excludes only itself', () => {
    expect([...subtreeIds(LOCATIONS, 'sb')]).toEqual(['sb']);
  });
});

describe('deleting and adding', () => {
  it('offers to delete only a location without assets and without locations inside it', () => {
    expect(isEmptyLocation(place('e', 'Empty', null))).toBe(true);
    expect(isEmptyLocation({ ...place('p', 'Parent', null), childCount: 1 })).toBe(false);
    expect(isEmptyLocation(place('f', 'Full', null, [0, 2]))).toBe(false);
  });

  it('suggests the kind a new location likely has from the one it goes inside', () => {
    expect(likelyKind(null)).toBe('port');
    expect(likelyKind('port')).toBe('quay');
    expect(likelyKind('quay')).toBe('store');
    expect(likelyKind('vessel')).toBe('deck');
    expect(likelyKind('store')).toBe('area');
  });
});
