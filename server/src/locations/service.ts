/**
 * Locations: the tree an administrator arranges, and the matching of an asset's location text to it. A
 * rename or a move writes the new paths of the whole subtree and of every asset in it (each asset's history
 * says so); a merge moves one location's assets and children into another. A location text written through
 * the assets API or an import is matched to a path, then to a unique name (case and spaces ignored); an
 * unknown one becomes a new root location.
 */
import {
  LOCATION_LIMITS,
  LOCATION_PATH_SEPARATOR,
  locationKey,
  type CreateLocationInput,
  type Location,
  type LocationListQuery,
  type UpdateLocationInput,
  createLocationSchema,
  updateLocationSchema,
} from '@harbour/contract';
import type { ActivityRepository } from '../activity/repository';
import type { AssetsRepository } from '../assets/repository';
import { locationRenamedEntry, mergedLocationEntry } from '../common/activity-entries';
import type { AuthUser } from '../common/auth-user';
import { sortByCollation } from '../common/collation-sort-key';
import { isUniqueViolation } from '../db/dialect';
import { newId, nowIso } from '../db/ids';
import type { Transactor } from '../db/transactor';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import type { LocationRow, LocationsRepository } from './repository';

export interface LocationsRepositories {
  locations: LocationsRepository;
  assets: AssetsRepository;
  activity: ActivityRepository;
}

/** Assets rewritten per read when their location's path changes. */
const PAGE = 500;

const notFound = () => new NotFoundError('location-not-found', 'Location not found');
const pathTaken = (path: string, cause?: unknown) =>
  new ConflictError('location-path-taken', `A location with the path '${path}' already exists`, { cause });

const joinPath = (parentPath: string | null, name: string) =>
  parentPath === null ? name : `${parentPath}${LOCATION_PATH_SEPARATOR}${name}`;

const positionOf = (row: { lat: number | null; lon: number | null }) =>
  row.lat !== null && row.lon !== null ? { lat: row.lat, lon: row.lon } : null;

function toDto(row: LocationRow, counts: TreeCounts): Location {
  return {
    _id: row.id,
    name: row.name,
    kind: row.kind,
    parentId: row.parent_id,
    path: row.path,
    depth: row.depth,
    position: positionOf(row),
    assetCount: counts.own.get(row.id) ?? 0,
    subtreeAssetCount: counts.subtree.get(row.id) ?? 0,
    childCount: counts.children.get(row.id) ?? 0,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

interface TreeCounts {
  own: Map<string, number>;
  subtree: Map<string, number>;
  children: Map<string, number>;
}

/** Own counts summed up the tree: each location's count is added to each of its ancestors'. */
function treeCounts(rows: LocationRow[], own: Map<string, number>): TreeCounts {
  const parentOf = new Map(rows.map((row) => [row.id, row.parent_id]));
  const subtree = new Map<string, number>();
  const children = new Map<string, number>();
  for (const row of rows) {
    if (row.parent_id) children.set(row.parent_id, (children.get(row.parent_id) ?? 0) + 1);
    const count = own.get(row.id) ?? 0;
    for (let at: string | null | undefined = row.id; at; at = parentOf.get(at))
      subtree.set(at, (subtree.get(at) ?? 0) + count);
  }
  return { own, subtree, children };
}

export function createLocationsService(tx: Transactor<LocationsRepositories>, locale: string) {
  const mustFind = async (r: LocationsRepositories, id: string) => {
    const row = await r.locations.findById(id);
    if (!row) throw notFound();
    return row;
  };

  /** The whole tree and its counts (a subtree's counts need every descendant). */
  const readTree = async (r: LocationsRepositories) => {
    const [all, own] = await Promise.all([r.locations.list(), r.locations.assetCounts()]);
    return { all, counts: treeCounts(all, own) };
  };
  const countsFor = async (r: LocationsRepositories) => (await readTree(r)).counts;

  const refuseTakenPath = async (r: LocationsRepositories, path: string, id?: string) => {
    const existing = await r.locations.findByPathKey(locationKey(path));
    if (existing && existing.id !== id) throw pathTaken(existing.path);
  };

  const refuseLongPath = (path: string, depth: number) => {
    if (path.length > LOCATION_LIMITS.pathMax)
      throw new ValidationError(
        'validation-failed',
        `The full path would be ${path.length} characters; at most ${LOCATION_LIMITS.pathMax}`,
        {
          name: {
            code: 'too-long',
            message: `The path must be at most ${LOCATION_LIMITS.pathMax} characters`,
          },
        },
      );
    if (depth > LOCATION_LIMITS.depthMax)
      throw new ValidationError(
        'validation-failed',
        `A location can be at most ${LOCATION_LIMITS.depthMax + 1} levels deep`,
        { parentId: { code: 'too-long', message: `At most ${LOCATION_LIMITS.depthMax + 1} levels` } },
      );
  };

  const parentOrRefuse = async (r: LocationsRepositories, parentId: string | null | undefined) => {
    if (!parentId) return null;
    const parent = await r.locations.findById(parentId);
    if (!parent)
      throw new ValidationError('validation-failed', 'No location has that parentId', {
        parentId: { code: 'unknown-reference', message: 'Unknown location' },
      });
    return parent;
  };

  /**
   * Writes the paths, depths and charted positions of a location's subtree after it was renamed, moved or
   * given a position, then the location text of every asset in it (and a history entry for each).
   */
  const rewriteSubtree = async (r: LocationsRepositories, actor: AuthUser, id: string, now: string) => {
    const rows = await r.locations.subtree(id);
    const top = rows[0];
    if (!top) return;
    const parent = top.parent_id ? await r.locations.findById(top.parent_id) : undefined;
    const written = new Map<
      string,
      { path: string; depth: number; lat: number | null; lon: number | null }
    >();
    if (parent)
      written.set(parent.id, {
        path: parent.path,
        depth: parent.depth,
        lat: parent.charted_lat,
        lon: parent.charted_lon,
      });
    for (const row of rows) {
      const above = row.parent_id ? written.get(row.parent_id) : undefined;
      const path = joinPath(above?.path ?? null, row.name);
      const depth = above ? above.depth + 1 : 0;
      const own = positionOf(row);
      const charted = own ?? (above && above.lat !== null ? { lat: above.lat, lon: above.lon } : null);
      written.set(row.id, { path, depth, lat: charted?.lat ?? null, lon: charted?.lon ?? null });
      refuseLongPath(path, depth);
      const pathChanged = path !== row.path;
      if (pathChanged) await refuseTakenPath(r, path, row.id);
      await r.locations.update(row.id, {
        path,
        path_key: locationKey(path),
        depth,
        charted_lat: charted?.lat ?? null,
        charted_lon: charted?.lon ?? null,
        ...(pathChanged ? { updated_at: now } : {}),
      });
      if (pathChanged) await relocateAssets(r, actor, row.id, path, now);
    }
  };

  /** Every asset at one location takes its (new) path as its location text; its history says so. */
  const relocateAssets = async (
    r: LocationsRepositories,
    actor: AuthUser,
    locationId: string,
    path: string,
    now: string,
    merged = false,
  ) => {
    let after = '';
    for (;;) {
      const page = await r.assets.pageAtLocation(locationId, after, PAGE);
      for (const asset of page) {
        if (asset.location === path && !merged) continue;
        await r.assets.update(asset.id, {
          name: asset.name,
          type: asset.type,
          location: path,
          location_id: locationId,
          updated_at: now,
        });
        if (asset.location !== path)
          await r.activity.record({
            ...(merged
              ? mergedLocationEntry(asset.location, path)
              : locationRenamedEntry(asset.location, path)),
            asset: { id: asset.id, name: asset.name },
            actor,
          });
      }
      if (page.length < PAGE) break;
      after = page[page.length - 1]?.id ?? after;
    }
  };

  const withCounts = async (r: LocationsRepositories, id: string) =>
    toDto(await mustFind(r, id), await countsFor(r));

  const insert = async (r: LocationsRepositories, row: LocationRow) => {
    try {
      await r.locations.insert(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw pathTaken(row.path, error);
      throw error;
    }
  };

  return {
    list: (query: LocationListQuery) =>
      tx.read(async (r) => {
        const { all, counts } = await readTree(r);
        // A subtree is read on its own only when asked for.
        const rows = query.under ? await r.locations.list(query.under) : all;
        const wanted = query.q ? locationKey(query.q) : '';
        const matching = wanted ? rows.filter((row) => row.path_key.includes(wanted)) : rows;
        return sortByCollation(matching, (row) => row.path, locale).map((row) => toDto(row, counts));
      }),

    get: (id: string) => tx.read((r) => withCounts(r, id)),

    create: (raw: CreateLocationInput) =>
      tx.write(async (r) => {
        const input = createLocationSchema.parse(raw);
        const parent = await parentOrRefuse(r, input.parentId);
        const path = joinPath(parent?.path ?? null, input.name);
        const depth = parent ? parent.depth + 1 : 0;
        refuseLongPath(path, depth);
        await refuseTakenPath(r, path);
        const now = nowIso();
        const own = input.position ?? null;
        const charted =
          own ??
          (parent && parent.charted_lat !== null
            ? { lat: parent.charted_lat, lon: parent.charted_lon }
            : null);
        const id = newId();
        await insert(r, {
          id,
          name: input.name,
          name_key: locationKey(input.name),
          kind: input.kind,
          parent_id: parent?.id ?? null,
          path,
          path_key: locationKey(path),
          depth,
          lat: own?.lat ?? null,
          lon: own?.lon ?? null,
          charted_lat: charted?.lat ?? null,
          charted_lon: charted?.lon ?? null,
          created_at: now,
          updated_at: now,
        });
        return withCounts(r, id);
      }),

    update: (actor: AuthUser, id: string, raw: UpdateLocationInput) =>
      tx.write(async (r) => {
        const input = updateLocationSchema.parse(raw);
        const before = await mustFind(r, id);
        const now = nowIso();
        const moving = input.parentId !== undefined && input.parentId !== before.parent_id;
        if (moving && input.parentId) {
          const parent = await parentOrRefuse(r, input.parentId);
          const inside = (await r.locations.subtree(id)).some((row) => row.id === parent?.id);
          if (inside)
            throw new ConflictError(
              'location-move-into-itself',
              `${before.name} cannot move under itself or a location inside it`,
            );
        }
        await r.locations.update(id, {
          ...(input.name !== undefined ? { name: input.name, name_key: locationKey(input.name) } : {}),
          ...(input.kind !== undefined ? { kind: input.kind } : {}),
          ...(input.position !== undefined
            ? { lat: input.position?.lat ?? null, lon: input.position?.lon ?? null }
            : {}),
          ...(moving ? { parent_id: input.parentId ?? null } : {}),
          updated_at: now,
        });
        if (moving) await r.locations.reparent(id, input.parentId ?? null);
        try {
          await rewriteSubtree(r, actor, id, now);
        } catch (error) {
          if (isUniqueViolation(error)) throw pathTaken(joinPath(null, input.name ?? before.name), error);
          throw error;
        }
        return withCounts(r, id);
      }),

    /** Moves this location's assets and children into `into`, then deletes it. */
    merge: (actor: AuthUser, id: string, intoId: string) =>
      tx.write(async (r) => {
        const from = await mustFind(r, id);
        const into = await mustFind(r, intoId);
        if ((await r.locations.subtree(id)).some((row) => row.id === into.id))
          throw new ConflictError(
            'location-move-into-itself',
            `${from.name} cannot merge into itself or a location inside it`,
          );
        const now = nowIso();
        await relocateAssets(r, actor, id, into.path, now, true);
        await r.assets.moveLocation(id, into.id);
        for (const child of await r.locations.children(id)) {
          await r.locations.update(child.id, { parent_id: into.id, updated_at: now });
          await r.locations.reparent(child.id, into.id);
          await rewriteSubtree(r, actor, child.id, now);
        }
        await r.locations.delete(id);
        return withCounts(r, into.id);
      }),

    remove: (id: string) =>
      tx.write(async (r) => {
        const row = await mustFind(r, id);
        const counts = await countsFor(r);
        const assets = counts.own.get(id) ?? 0;
        const children = counts.children.get(id) ?? 0;
        if (assets > 0 || children > 0) {
          const held = [
            ...(assets > 0 ? [`${assets} ${assets === 1 ? 'asset' : 'assets'}`] : []),
            ...(children > 0 ? [`${children} ${children === 1 ? 'location' : 'locations'}`] : []),
          ].join(' and ');
          throw new ConflictError('location-not-empty', `${row.path} cannot be deleted: it holds ${held}`);
        }
        await r.locations.delete(id);
        return row;
      }),
  };
}
export type LocationsService = ReturnType<typeof createLocationsService>;
