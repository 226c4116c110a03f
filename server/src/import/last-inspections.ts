/**
 * The `lastInspected.<plan>` columns of an import: which plan each names, and which of a row's dates become
 * an inspection "imported from the register". A date no later than the asset's last inspection under the
 * plan (a field inspection since, or the same file again) records nothing.
 */
import type { ImportRowError } from '@harbour/contract';
import { isCalendarDate } from '../common/due-date';
import type { PlansRepository } from '../plans/repository';
import type { ImportColumn } from './columns';
import type { ImportsRepository } from './repository';

export interface ImportedInspection {
  planId: string;
  planName: string;
  /** The calendar date it was done, as the register says. */
  on: string;
}

interface KnownPlan {
  id: string;
  name: string;
  assetTypes: Set<string>;
  assetIds: Set<string>;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The plan of each lastInspected column by its index, and an error for each column naming no plan. */
export async function planColumns(plans: PlansRepository, columns: ImportColumn[]) {
  const byName = new Map(
    (await plans.list()).map((plan) => [
      plan.name.trim().toLowerCase(),
      {
        id: plan.id,
        name: plan.name,
        assetTypes: new Set(plan.assetTypes),
        assetIds: new Set(plan.assetIds),
      },
    ]),
  );
  const byColumn = new Map<number, KnownPlan>();
  const errors: ImportRowError[] = [];
  columns.forEach((column, index) => {
    if (column.plan === undefined) return;
    const plan = byName.get(column.plan.trim().toLowerCase());
    if (plan) byColumn.set(index, plan);
    else
      errors.push({
        row: 1,
        column: column.header,
        message: `no inspection plan is called '${column.plan}'`,
      });
  });
  return { byColumn, errors };
}

/** `asset_id plan_id` → the date of the last inspection, for a batch of existing assets. */
export async function lastDoneOf(imports: ImportsRepository, assetIds: string[]) {
  const last = new Map<string, string>();
  for (const row of await imports.lastInspections(assetIds))
    if (row.plan_id && row.last) last.set(`${row.asset_id} ${row.plan_id}`, String(row.last));
  return last;
}

/** The inspections one row records, or the errors of its dates. */
export function rowInspections(
  inspected: Map<number, string>,
  context: {
    plans: Map<number, KnownPlan>;
    asset: { id: string | undefined; type: string };
    lastDone: Map<string, string>;
    today: string;
  },
): { inspections: ImportedInspection[]; errors: { index: number; message: string }[] } {
  const inspections: ImportedInspection[] = [];
  const errors: { index: number; message: string }[] = [];
  for (const [index, raw] of inspected) {
    const plan = context.plans.get(index);
    const on = raw.trim();
    if (!plan || on === '') continue;
    if (!ISO_DATE.test(on) || !isCalendarDate(on)) {
      errors.push({
        index,
        message: `'${on.slice(0, 60)}' is not a date (yyyy-mm-dd, dd.mm.yyyy, dd/mm/yyyy or an Excel date number)`,
      });
      continue;
    }
    if (on > context.today) {
      errors.push({ index, message: `'${on}' is in the future` });
      continue;
    }
    const applies =
      plan.assetTypes.has(context.asset.type) ||
      (context.asset.id !== undefined && plan.assetIds.has(context.asset.id));
    if (!applies) {
      errors.push({ index, message: `the plan '${plan.name}' does not apply to a ${context.asset.type}` });
      continue;
    }
    const known = context.asset.id ? context.lastDone.get(`${context.asset.id} ${plan.id}`) : undefined;
    if (known !== undefined && on <= known) continue;
    inspections.push({ planId: plan.id, planName: plan.name, on });
  }
  return { inspections, errors };
}
