/**
 * A plan's stored due item on one asset, computed with common/due-date.ts. Made for many at once: a plan edit
 * recomputes every asset it applies to, and most of them share their dates, so each answer is kept.
 */
import { dateIn, laterOf, nextDueOn, subtractDays, type DueRule } from '../common/due-date';
import type { DueItemRow, InspectionTarget } from './due-items-repository';

export type InspectionDueCalculator = (target: InspectionTarget) => DueItemRow;

export function createInspectionDueCalculator(timeZone: string): InspectionDueCalculator {
  const rules = new Map<string, DueRule>();
  const dates = new Map<string, string>();
  const dues = new Map<string, { dueOn: string; warnOn: string }>();

  // Offsets of every zone are whole minutes: instants within one minute fall on one date.
  const dateOf = (instant: string) => {
    const minute = instant.slice(0, 16);
    let date = dates.get(minute);
    if (date === undefined) {
      date = dateIn(timeZone, new Date(instant));
      dates.set(minute, date);
    }
    return date;
  };

  return (target) => {
    let rule = rules.get(target.plan_id);
    if (!rule) {
      rule = JSON.parse(target.rule) as DueRule;
      rules.set(target.plan_id, rule);
    }
    // Never done: counted from when the plan began to apply, the later of the asset's and the plan's start.
    const since = laterOf(dateOf(target.asset_created_at), dateOf(target.plan_created_at));
    const key = [target.plan_id, target.manufactured_on, target.in_service_on, target.last_done_on, since]
      .map(String)
      .join('|');
    let due = dues.get(key);
    if (due === undefined) {
      const dueOn = nextDueOn(
        rule,
        { manufacturedOn: target.manufactured_on, inServiceOn: target.in_service_on },
        target.last_done_on,
        since,
      );
      due = { dueOn, warnOn: subtractDays(dueOn, target.due_soon_days) };
      dues.set(key, due);
    }
    return {
      asset_id: target.asset_id,
      asset_type: target.asset_type,
      asset_location: target.asset_location,
      assigned_to: target.assigned_to,
      kind: 'inspection',
      source_id: target.plan_id,
      due_on: due.dueOn,
      warn_on: due.warnOn,
      last_done_on: target.last_done_on,
    };
  };
}
