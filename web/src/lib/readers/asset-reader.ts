/** An asset as the screens read it: each field falls back to a default; each screen picks what it shows. */
import { z } from 'zod';
import { ASSET_STATUSES, type Asset, type FieldValues } from '@harbour/contract';
import { openEnum, orFallback } from '../lenient';

/** A text the contract promises; absent or not text, it reads as `fallback`. */
const text = <F>(field: keyof Asset, fallback: F) => orFallback(z.string(), fallback, `asset.${field}`);
/** A text the contract allows to be null (no assignee, no image). */
const nullableText = (field: keyof Asset) => orFallback(z.string().nullable(), null, `asset.${field}`);

const NO_VALUES: FieldValues = {};

// Written here rather than taken from the contract's asset schema, which would bring its rules (and the
// position parser) into every screen that lists assets.
const position = z.object({ lat: z.number(), lon: z.number() });
const offStation = z.object({
  meters: z.number(),
  accuracy: z.number().nullable(),
  position,
  at: z.string(),
  by: z.string().nullable(),
});
const NO_KEYS: string[] = [];

export const assetReader = z.object({
  _id: z.string(),
  name: z.string(),
  type: text('type', ''),
  location: text('location', ''),
  // An unknown status (a newer server's) is shown as it is, in a grey badge.
  status: orFallback(
    openEnum(ASSET_STATUSES, 'asset.status: a status this app does not know'),
    '',
    'asset.status',
  ),
  assignedTo: nullableText('assignedTo'),
  assignedToName: nullableText('assignedToName'),
  dateAssigned: nullableText('dateAssigned'),
  lastUpdated: text('lastUpdated', null),
  createdAt: text('createdAt', null),
  assetImage: nullableText('assetImage'),
  assetThumbnail: nullableText('assetThumbnail'),
  qrCodeImage: text('qrCodeImage', null),
  qrPayload: text('qrPayload', null),
  // Register fields: absent from an older server, they read as unset.
  serialNumber: nullableText('serialNumber'),
  manufacturer: nullableText('manufacturer'),
  model: nullableText('model'),
  manufacturedOn: nullableText('manufacturedOn'),
  inServiceOn: nullableText('inServiceOn'),
  critical: orFallback(z.boolean(), false, 'asset.critical'),
  notes: nullableText('notes'),
  // The values of its type's fields by key, and the keys of kept values that no longer fit: {} and [] from a
  // server without types.
  fields: orFallback(
    z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
    NO_VALUES,
    'asset.fields',
  ),
  fieldsNotFitting: orFallback(z.array(z.string()), NO_KEYS, 'asset.fieldsNotFitting'),
  // Where it is and belongs: null from a server without locations and positions.
  locationId: nullableText('locationId'),
  position: orFallback(position.nullable(), null, 'asset.position'),
  chartedPosition: orFallback(
    position.extend({ from: z.enum(['asset', 'location']) }).nullable(),
    null,
    'asset.chartedPosition',
  ),
  offStation: orFallback(offStation.nullable(), null, 'asset.offStation'),
} satisfies Record<keyof Asset, z.ZodType>);
