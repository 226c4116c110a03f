/** An asset type as the screens read it: a field this app cannot read is left out, not the whole type. */
import { z } from 'zod';
import {
  DEFAULT_OFF_STATION_METERS,
  FIELD_KINDS,
  type AssetType,
  type FieldDefinition,
} from '@harbour/contract';
import { lenientList, orFallback, readAs } from '../lenient';

/**
 * A field definition, read without the contract's refinements (its checks are the server's; a screen only
 * needs to draw the field). Written out rather than imported so the asset screens load no schema they do not use.
 */
const fieldReader = z.object({
  key: z.string(),
  label: z.object({ en: z.string(), nb: z.string().optional(), nn: z.string().optional() }),
  kind: z.enum(FIELD_KINDS),
  unit: z.string().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  options: z.array(z.string()).optional(),
  required: orFallback(z.boolean(), false, 'assetType.field.required'),
  inList: orFallback(z.boolean(), false, 'assetType.field.inList'),
} satisfies Record<keyof FieldDefinition, z.ZodType>);

const category = z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable();

export const assetTypeReader = z.object({
  _id: z.string(),
  name: z.string(),
  fields: orFallback(
    lenientList(fieldReader, 'assetType.fields: a field this app cannot read'),
    [],
    'assetType.fields',
  ),
  publicReports: orFallback(z.boolean(), false, 'assetType.publicReports'),
  offStationMeters: orFallback(z.number(), DEFAULT_OFF_STATION_METERS, 'assetType.offStationMeters'),
  availabilityCategory: orFallback(category, null, 'assetType.availabilityCategory'),
  commonFaults: orFallback(z.array(z.string()), [], 'assetType.commonFaults'),
  assetCount: orFallback(z.number(), 0, 'assetType.assetCount'),
  valuesNotFitting: orFallback(z.number(), 0, 'assetType.valuesNotFitting'),
  createdAt: orFallback(z.string(), null, 'assetType.createdAt'),
  updatedAt: orFallback(z.string(), null, 'assetType.updatedAt'),
} satisfies Record<keyof AssetType, z.ZodType>);

export type AssetTypeRow = z.output<typeof assetTypeReader>;
export type TypeField = AssetTypeRow['fields'][number];

export const assetTypesReader = (kind: string) =>
  readAs(lenientList(assetTypeReader, `${kind}: a type without id or name`), kind);
