/** What is due, read from the stored due items against today in the authority's zone: never recomputed here. */
import {
  PAGE_SIZE,
  type AssetCompliance,
  type ComplianceCounts,
  type ComplianceQuery,
  type ComplianceStatus,
} from '@harbour/contract';
import { accessScope } from '../common/access-scope';
import type { AssetsRepository } from '../assets/repository';
import type { AuthUser } from '../common/auth-user';
import type { Transactor } from '../db/transactor';
import { NotFoundError } from '../errors';
import { addInterval, todayIn } from '../common/due-date';
import type { DueItemFilter, DueItemsRepository } from './due-items-repository';
import { toDueItemDto } from '../common/due-item-dto';
import type { LocationsRepository } from '../locations/repository';

interface ComplianceRepositories {
  dueItems: DueItemsRepository;
  assets: AssetsRepository;
  locations: LocationsRepository;
}

const WORST_FIRST: ComplianceStatus[] = ['overdue', 'due-soon', 'ok'];

/** The longest lead a plan may have (planInputSchema's dueSoonDays): nothing is due soon further ahead. */
const LONGEST_LEAD_DAYS = 365;

/**
 * The stored dates that make each status on `today` (YYYY-MM-DD compared as text). Each page is bounded
 * on due_on, so the list walks the due_on index in the order it answers.
 */
function statusFilter(status: ComplianceQuery['status'], today: string): DueItemFilter {
  const horizon = addInterval(today, { count: LONGEST_LEAD_DAYS, unit: 'days' });
  switch (status) {
    case 'overdue':
      return { dueBefore: today };
    case 'due-soon':
      return { dueFrom: today, walkUntil: horizon, warnUntil: today };
    case 'ok':
      return { dueFrom: addInterval(today, { count: 1, unit: 'days' }), warnAfter: today };
    default:
      // Overdue or due soon: what needs doing.
      return { walkUntil: horizon, warnUntil: today };
  }
}

export function createComplianceService(tx: Transactor<ComplianceRepositories>, timeZone: string) {
  const today = () => todayIn(timeZone);

  return {
    forAsset: (assetId: string): Promise<AssetCompliance> =>
      tx.read(async (r) => {
        if (!(await r.assets.findById(assetId)))
          throw new NotFoundError('asset-not-found', 'Asset not found');
        const day = today();
        const items = (await r.dueItems.forAsset(assetId)).map((row) => toDueItemDto(row, day));
        const status = WORST_FIRST.find((s) => items.some((item) => item.status === s)) ?? 'none';
        return { status, items };
      }),

    list: (query: ComplianceQuery, user: AuthUser) =>
      tx.read(async (r) => {
        const day = today();
        const locationSubtree = await r.locations.filterOf(query);
        if (locationSubtree === null) return { items: [], total: 0 };
        const filter: DueItemFilter = {
          ...accessScope(user),
          ...statusFilter(query.status, day),
          ...(query.type ? { type: query.type } : {}),
          ...(locationSubtree ? { locationSubtree } : {}),
          ...(query.kind ? { kind: query.kind } : {}),
        };
        const { rows, total } = await r.dueItems.page(filter, query.page ?? 1, query.limit ?? PAGE_SIZE);
        return { items: rows.map((row) => toDueItemDto(row, day)), total };
      }),

    /**
     * The dashboards' cards, each the total of the list it opens (`status=overdue`, `status=due-soon`: due
     * within each plan's or certificate's own lead); of the assets assigned to `assignedTo`, or of all.
     */
    counts: (assignedTo?: string): Promise<ComplianceCounts> =>
      tx.read(async (r) => {
        const day = today();
        const scope: DueItemFilter = assignedTo ? { assignedTo } : {};
        const [overdue, dueSoon] = await Promise.all([
          r.dueItems.count({ ...scope, ...statusFilter('overdue', day) }),
          r.dueItems.count({ ...scope, ...statusFilter('due-soon', day) }),
        ]);
        return { overdue, dueSoon };
      }),
  };
}
export type ComplianceService = ReturnType<typeof createComplianceService>;
