/** A location as the screens read it: a row this app cannot read is left out, not the whole tree. */
import { z } from 'zod';
import type { Location } from '@harbour/contract';
import { lenientList, orFallback, readAs } from '../lenient';

const position = z.object({ lat: z.number(), lon: z.number() }).nullable();
const count = (field: keyof Location) => orFallback(z.number(), 0, `location.${field}`);

export const locationReader = z.object({
  _id: z.string(),
  name: z.string(),
  // Any text: a kind this app has no words for (a newer server's) is shown as it is.
  kind: orFallback(z.string(), 'area', 'location.kind'),
  parentId: orFallback(z.string().nullable(), null, 'location.parentId'),
  path: z.string(),
  depth: orFallback(z.number(), 0, 'location.depth'),
  position: orFallback(position, null, 'location.position'),
  assetCount: count('assetCount'),
  subtreeAssetCount: count('subtreeAssetCount'),
  childCount: count('childCount'),
  createdAt: orFallback(z.string(), null, 'location.createdAt'),
  updatedAt: orFallback(z.string(), null, 'location.updatedAt'),
} satisfies Record<keyof Location, z.ZodType>);

export type LocationRow = z.output<typeof locationReader>;

export const locationsReader = readAs(
  lenientList(locationReader, 'GET /locations: a location without id, name or path'),
  'GET /locations',
);
