/** The Locations screen's tree, built from the flat list the API gives in path order. Pure. */
import { matchLocations } from '@/components/location-picker/location-match';
import type { LocationRow } from '@/lib/readers/location-reader';

export interface LocationNode {
  location: LocationRow;
  children: LocationNode[];
}

/**
 * Each location under its parent, in the list's order; one whose parent is not in the list (a newer
 * server's filter, a row this app could not read) stands at the top rather than vanishing.
 */
export function buildTree(locations: readonly LocationRow[]): LocationNode[] {
  const nodes = new Map(
    locations.map((location) => [location._id, { location, children: [] as LocationNode[] }]),
  );
  const roots: LocationNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.location.parentId ? nodes.get(node.location.parentId) : undefined;
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** The ids of a location and of everything inside it, at any depth. */
export function subtreeIds(locations: readonly LocationRow[], id: string): Set<string> {
  const childrenOf = new Map<string, string[]>();
  for (const { _id, parentId } of locations) {
    if (!parentId) continue;
    const siblings = childrenOf.get(parentId);
    if (siblings) siblings.push(_id);
    else childrenOf.set(parentId, [_id]);
  }
  const ids = new Set<string>();
  const waiting = [id];
  for (let next = waiting.pop(); next !== undefined; next = waiting.pop()) {
    if (ids.has(next)) continue;
    ids.add(next);
    waiting.push(...(childrenOf.get(next) ?? []));
  }
  return ids;
}

/** Whether `target` can take `moving` inside it: not itself, nor anything inside it (null: the top level). */
export const canMoveInto = (
  locations: readonly LocationRow[],
  moving: string,
  target: string | null,
): boolean => target === null || !subtreeIds(locations, moving).has(target);

/**
 * The tree cut down to the locations whose path holds every word of `query` (as the pickers find them), each
 * with the locations above it, so a match is seen where it is. An empty query keeps the whole tree.
 */
export function filterTree(locations: readonly LocationRow[], query: string): LocationNode[] {
  if (query.trim() === '') return buildTree(locations);
  const byId = new Map(locations.map((location) => [location._id, location]));
  const kept = new Set<string>();
  for (const match of matchLocations(locations, query)) {
    for (let at: LocationRow | undefined = match; at && !kept.has(at._id); at = byId.get(at.parentId ?? '')) {
      kept.add(at._id);
    }
  }
  return buildTree(locations.filter((location) => kept.has(location._id)));
}

/** A location is deleted only when empty: no assets in it, no locations inside it. */
export const isEmptyLocation = (location: LocationRow): boolean =>
  location.subtreeAssetCount === 0 && location.childCount === 0;

/** The kind a new location likely has, from the one it goes inside: a port's quays, a vessel's decks. */
export function likelyKind(parentKind: string | null): string {
  const next: Record<string, string> = { port: 'quay', quay: 'store', vessel: 'deck', deck: 'compartment' };
  return parentKind === null ? 'port' : (next[parentKind] ?? 'area');
}
