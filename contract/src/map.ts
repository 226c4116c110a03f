/**
 * GET /api/map/assets: the assets with a charted position as GeoJSON points ([lon, lat], RFC 7946), each
 * with what its marker shows. An employee gets the assets assigned to them; an administrator every one.
 */
import { z } from 'zod';
import { ASSET_STATUSES } from './constants';
import { lineText, objectIdSchema } from './common';
import { MAP_STATES } from './map-states';

const bboxSchema = z
  .string()
  .trim()
  .transform((text, context) => {
    const numbers = text.split(',').map((part) => Number(part.trim()));
    const [west, south, east, north] = numbers;
    const valid =
      numbers.length === 4 &&
      numbers.every((n) => Number.isFinite(n)) &&
      west! >= -180 &&
      east! <= 180 &&
      south! >= -90 &&
      north! <= 90 &&
      south! <= north!;
    if (!valid) {
      context.addIssue({
        code: 'custom',
        message: 'bbox must be west,south,east,north in decimal degrees (west may exceed east across 180°)',
      });
      return z.NEVER;
    }
    return { west: west!, south: south!, east: east!, north: north! };
  });

export const mapQuerySchema = z.object({
  bbox: bboxSchema.optional(),
  type: lineText('type').max(200).optional(),
  /** A location's path or id: that location and everything below it. */
  location: lineText('location').max(200).optional(),
  status: z
    .enum(ASSET_STATUSES, { message: `status must be one of ${ASSET_STATUSES.join(', ')}` })
    .optional(),
  state: z.enum(MAP_STATES, { message: `state must be one of ${MAP_STATES.join(', ')}` }).optional(),
  assignedTo: objectIdSchema.optional(),
});
export type MapQuery = z.input<typeof mapQuerySchema>;
/** The query as the server reads it: the box as its four edges. */
export type ParsedMapQuery = z.infer<typeof mapQuerySchema>;

export const mapFeatureSchema = z.object({
  type: z.literal('Feature'),
  /** The asset's id, also in properties for renderers that drop feature ids. */
  id: z.string(),
  geometry: z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }),
  properties: z.object({
    id: z.string(),
    name: z.string(),
    type: z.string(),
    location: z.string(),
    status: z.enum(ASSET_STATUSES),
    state: z.enum(MAP_STATES),
    /** Metres from its charted position when off station. */
    offStationMeters: z.number().nullable(),
  }),
});
export type MapFeature = z.infer<typeof mapFeatureSchema>;

export const mapAnswerSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(mapFeatureSchema),
  /** True when more than MAP_MAX_POINTS matched and the rest were left out. */
  truncated: z.boolean(),
});
export type MapAnswer = z.infer<typeof mapAnswerSchema>;
