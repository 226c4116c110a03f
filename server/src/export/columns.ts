/** The CSV columns of each export: the API's field names, nested ones with a dot (`asset._id`). */
import { assetSchema, dueItemSchema } from '@harbour/contract';

/** The asset's own fields; its type's field values follow as `fields.<key>` columns. */
type AssetColumn = Exclude<
  keyof typeof assetSchema.shape,
  'fields' | 'fieldsNotFitting' | 'position' | 'chartedPosition' | 'offStation'
>;
/** Object fields: their type's values are columns of their own, a position is written as one text column. */
const NOT_COLUMNS = new Set<string>([
  'fields',
  'fieldsNotFitting',
  'position',
  'chartedPosition',
  'offStation',
]);
const isAssetColumn = (key: string): key is AssetColumn => !NOT_COLUMNS.has(key) && key in assetSchema.shape;
export const ASSET_COLUMNS: AssetColumn[] = Object.keys(assetSchema.shape).filter(isAssetColumn);

export const ACTIVITY_COLUMNS = [
  '_id',
  'timestamp',
  'action',
  'details',
  'asset._id',
  'asset.name',
  'username',
];

export const INSPECTION_COLUMNS = [
  '_id',
  'assetId',
  'planId',
  'planName',
  'username',
  'performedAt',
  'result',
  'failedItems',
  'notes',
  'position.lat',
  'position.lon',
  'position.accuracy',
  'nextDueOn',
  'answers',
];

export const COMPLIANCE_COLUMNS = Object.keys(dueItemSchema.shape) as (keyof typeof dueItemSchema.shape)[];

/** A value as a cell: nothing for null, true/false, numbers as JavaScript writes them. */
export const cell = (value: string | number | boolean | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);
