/**
 * Locations as a tree: a port with its quays and stores, a vessel with its decks and compartments. An
 * asset's `location` text is its location's full path (`Bergen / Quay 7 / Store B`); a root's path is its
 * name. Filters by a location take its whole subtree.
 */
import { z } from 'zod';
import { chartPositionInputSchema } from './chart-position';
import { chartPositionSchema } from './chart-position-schema';
import { lineText, objectIdSchema } from './common';

export const LOCATION_KINDS = [
  'port',
  'quay',
  'berth',
  'store',
  'vessel',
  'deck',
  'compartment',
  'area',
  'site',
] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];

/** Between the names of a path's locations. */
export const LOCATION_PATH_SEPARATOR = ' / ';

export const LOCATION_LIMITS = {
  nameMax: 100,
  /** A full path is an asset's location text, which holds at most 200 characters. */
  pathMax: 200,
  /** Levels below a root: a port, quay, store, shelf, bin…; a vessel, deck, compartment, locker… */
  depthMax: 11,
} as const;

/**
 * The key a location's path or name is matched by: lower case, every run of spaces removed, so that
 * `quay 7 ` and `Quay 7` are one place.
 */
export const locationKey = (text: string): string => text.normalize('NFC').toLowerCase().replace(/\s+/g, '');

const locationName = lineText('Name', 'Name is required')
  .min(1, 'Name is required')
  .max(LOCATION_LIMITS.nameMax, `Name must be at most ${LOCATION_LIMITS.nameMax} characters`)
  .refine((name) => !name.includes('/'), 'A name cannot hold a /: it separates the names of a path');

const locationKindSchema = z.enum(LOCATION_KINDS, {
  message: `Kind must be one of ${LOCATION_KINDS.join(', ')}`,
});

export const locationSchema = z.object({
  _id: z.string(),
  name: z.string(),
  kind: locationKindSchema,
  parentId: z.string().nullable(),
  /** The names from the root down, joined by ` / `: what an asset's `location` says. */
  path: z.string(),
  /** 0 for a root. */
  depth: z.number().int(),
  position: chartPositionSchema.nullable(),
  /** Assets at this location itself. */
  assetCount: z.number().int(),
  /** Assets here and anywhere below. */
  subtreeAssetCount: z.number().int(),
  childCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Location = z.infer<typeof locationSchema>;

/** POST /api/locations. */
export const createLocationSchema = z.object({
  name: locationName,
  kind: locationKindSchema.default('area'),
  /** Absent or null: a root. */
  parentId: objectIdSchema.nullable().optional(),
  position: chartPositionInputSchema.optional(),
});
export type CreateLocationInput = z.input<typeof createLocationSchema>;

/** PUT /api/locations/:id: a rename, a new kind or position, or a move under another parent (null: a root). */
export const updateLocationSchema = z
  .object({
    name: locationName.optional(),
    kind: locationKindSchema.optional(),
    parentId: objectIdSchema.nullable().optional(),
    position: chartPositionInputSchema.optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: 'Send at least one of name, kind, parentId, position',
  });
export type UpdateLocationInput = z.input<typeof updateLocationSchema>;

/** POST /api/locations/:id/merge: this location's assets and children move into `into`; this one goes. */
export const mergeLocationSchema = z.object({ into: objectIdSchema });
export type MergeLocationInput = z.infer<typeof mergeLocationSchema>;

/** GET /api/locations: every location in path order, or those whose path contains `q`. */
export const locationListQuerySchema = z.object({
  q: lineText('The search').max(LOCATION_LIMITS.pathMax).optional(),
  /** Only this location and its subtree. */
  under: objectIdSchema.optional(),
});
export type LocationListQuery = z.infer<typeof locationListQuerySchema>;
