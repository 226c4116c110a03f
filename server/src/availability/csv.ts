/** The availability CSV: one row per asset, worst first, the API's field names as the header. */
import type { AvailabilityAsset } from '@harbour/contract';

const HOUR_MS = 3_600_000;
const COLUMNS = [
  'assetId',
  'name',
  'type',
  'location',
  'status',
  'category',
  'targetPercent',
  'belowTarget',
  'availabilityPercent',
  'serviceHours',
  'downtimeHours',
  'failures',
  'meanTimeToRepairHours',
] as const;

/** Hours and percentages to three decimals: exact enough for a minute in a year, short enough to read. */
const fixed = (value: number | null) => (value === null ? '' : value.toFixed(3));
const hours = (ms: number | null) => fixed(ms === null ? null : ms / HOUR_MS);

export async function* availabilityCsv(assets: AsyncIterable<AvailabilityAsset>) {
  yield [...COLUMNS];
  for await (const asset of assets)
    yield [
      asset._id,
      asset.name,
      asset.type,
      asset.location,
      asset.status,
      asset.category ?? '',
      fixed(asset.target),
      asset.belowTarget ? 'yes' : 'no',
      fixed(asset.availability),
      hours(asset.serviceMs),
      hours(asset.downtimeMs),
      asset.failures,
      hours(asset.meanTimeToRepairMs),
    ];
}
