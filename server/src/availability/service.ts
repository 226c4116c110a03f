/** Availability over a period: totals, per type with its IALA O-130 target, and per asset, worst first. */
import {
  availabilityTarget,
  type AvailabilityAsset,
  type AvailabilityReport,
  type AvailabilityReportQuery,
  type AvailabilityType,
} from '@harbour/contract';
import type { Transactor } from '../db/transactor';
import type { LocationsRepository } from '../locations/repository';
import type { AvailabilityFilter, AvailabilityRepository, SumsRow } from './repository';
import { addSums, belowTarget, figuresOf, NO_SUMS } from './figures';

interface Repositories {
  availability: AvailabilityRepository;
  locations: LocationsRepository;
}

const PAGE_SIZE = 50;
/** Rows read at a time when every asset is written out (CSV, PDF). */
const EXPORT_PAGE = 500;

type Filters = AvailabilityReportQuery;
type Category = AvailabilityType['category'];

const asCategory = (value: number | null): Category =>
  value === 1 || value === 2 || value === 3 ? value : null;

const targetFields = (sums: SumsRow) => {
  const category = asCategory(sums.category);
  return { category, target: availabilityTarget(category), belowTarget: belowTarget(sums, category) };
};

export function createAvailabilityService(tx: Transactor<Repositories>) {
  /** The filter the repository reads, or null when the location names none (nothing matches then). */
  const filterOf = async (r: Repositories, query: Filters, now: Date) => {
    const locationSubtree = await r.locations.filterOf(query);
    const from = new Date(query.from).toISOString();
    const to = new Date(query.to).toISOString();
    const measuredTo = to < now.toISOString() ? to : now.toISOString();
    const period = { from, to, measuredTo };
    if (locationSubtree === null || measuredTo <= from) return { period, filter: null };
    const filter: AvailabilityFilter = {
      from,
      to: measuredTo,
      ...(query.type ? { type: query.type } : {}),
      ...(locationSubtree ? { locationSubtree } : {}),
    };
    return { period, filter };
  };

  const assetsOf = async (r: Repositories, filter: AvailabilityFilter, page: number, limit: number) =>
    (await r.availability.pageOfAssets(filter, page, limit)).map((row): AvailabilityAsset => ({
      _id: row.id,
      name: row.name,
      type: row.type,
      location: row.location,
      status: row.status,
      ...targetFields({ ...row.sums, category: row.category }),
      ...figuresOf(row.sums),
    }));

  return {
    report: (query: Filters & { page?: number | undefined; limit?: number | undefined }, now = new Date()) =>
      tx.read(async (r): Promise<AvailabilityReport> => {
        const { period, filter } = await filterOf(r, query, now);
        const types = filter ? await r.availability.byType(filter) : [];
        const totals = types.reduce((sum, type) => addSums(sum, type.sums), NO_SUMS);
        const typeRows = types.map((type): AvailabilityType => ({
          type: type.type,
          assets: type.assets,
          assetsBelowTarget: type.assetsBelow,
          ...targetFields({ ...type.sums, category: type.category }),
          ...figuresOf(type.sums),
        }));
        const total = types.reduce((count, type) => count + type.assets, 0);
        const items = filter ? await assetsOf(r, filter, query.page ?? 1, query.limit ?? PAGE_SIZE) : [];
        return {
          ...period,
          totals: {
            assets: total,
            assetsBelowTarget: types.reduce((count, type) => count + type.assetsBelow, 0),
            typesBelowTarget: typeRows.filter((type) => type.belowTarget).length,
            ...figuresOf(totals),
          },
          types: typeRows,
          assets: { items, total },
        };
      }),

    /** Every asset's figures, worst first, a page at a time (the CSV and the PDF report). */
    async *everyAsset(query: Filters, now = new Date()): AsyncGenerator<AvailabilityAsset> {
      const { filter } = await tx.read((r) => filterOf(r, query, now));
      if (!filter) return;
      for (let page = 1; ; page++) {
        const rows = await tx.read((r) => assetsOf(r, filter, page, EXPORT_PAGE));
        yield* rows;
        if (rows.length < EXPORT_PAGE) return;
      }
    },
  };
}
export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
