/**
 * Compliance at scale: three inspection plans for every asset type (so every asset has three due items),
 * each asset's last inspections, and the stored next due dates the product keeps, computed by the
 * product's own due-date module.
 */
import type { DueRule } from '../../server/src/common/due-date';
import { addInterval, nextDueOn, subtractDays } from '../../server/src/common/due-date';
import { foldCase } from '../../server/src/db/dialect';
import { newId } from '../../server/src/db/ids';
import { TYPES } from './catalog';
import type { Phases } from './phases';
import type { Random } from './random';
import { BATCH_ROWS, type Row, type Sink } from './sink';

export interface SeededAssets {
  ids: readonly string[];
  locations: readonly string[];
  /** The holder's user id, or null. */
  holders: readonly (string | null)[];
  typeIndex: Int32Array;
  created: Float64Array;
}

const PLAN_KINDS: readonly { name: string; reference: string; rule: DueRule; lead: number }[] = [
  {
    name: 'Monthly check',
    reference: 'SOLAS III/20.7',
    rule: { every: { count: 1, unit: 'months' } },
    lead: 7,
  },
  {
    name: 'Annual service',
    reference: 'SOLAS III/20.8',
    rule: { every: { count: 12, unit: 'months' } },
    lead: 30,
  },
  {
    name: 'Five-year test',
    reference: 'MSC.402(96)',
    rule: {
      every: { count: 5, unit: 'years' },
      firstOf: { from: 'manufacture', after: { count: 10, unit: 'years' } },
    },
    lead: 60,
  },
];
const CHECKLIST_ITEMS = [
  { id: 'condition', label: 'General condition sound', kind: 'pass-fail', required: true },
  { id: 'pressure', label: 'Pressure', kind: 'number', unit: 'bar', required: false },
  { id: 'photo', label: 'Photo of the label', kind: 'photo', required: false },
];
const CHECKLIST = JSON.stringify(CHECKLIST_ITEMS);
/** What an inspector recorded: the checklist items with their answers, as the product stores them. */
const answers = (passed: boolean) =>
  JSON.stringify(
    CHECKLIST_ITEMS.map((item) => ({
      ...item,
      pass: item.kind === 'pass-fail' ? passed : null,
      value: item.kind === 'number' ? 6.2 : null,
      text: null,
      photo: null,
    })),
  );
// Made once: 270,000 inspections share these two texts.
const PASSED_ANSWERS = answers(true);
const FAILED_ANSWERS = answers(false);

const DAY = 24 * 3600 * 1000;
const date = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export async function generateCompliance(
  sink: Sink,
  assets: SeededAssets,
  inspector: { id: string; name: string },
  random: Random,
  phases: Phases,
): Promise<void> {
  const now = Date.now();
  const created = new Date(now - 800 * DAY).toISOString();
  const plans = TYPES.map(([type]) =>
    PLAN_KINDS.map((kind) => ({
      ...kind,
      id: newId(now - 800 * DAY),
      type,
      name: `${type}: ${kind.name}`,
      periodDays: (Date.parse(addInterval('2000-01-01', kind.rule.every)) - Date.parse('2000-01-01')) / DAY,
    })),
  );
  await sink.insert(
    'inspection_plans',
    plans.flat().map((p) => ({
      id: p.id,
      name: p.name,
      name_key: foldCase(p.name),
      reference: p.reference,
      rule: JSON.stringify(p.rule),
      due_soon_days: p.lead,
      checklist: CHECKLIST,
      fail_sets_maintenance: 0,
      created_at: created,
      updated_at: created,
    })),
  );
  await sink.insert(
    'plan_types',
    plans.flat().map((p) => ({ plan_id: p.id, type: p.type })),
  );

  let due: Row<'due_items'>[] = [];
  let inspections: Row<'inspections'>[] = [];
  let inspectionCount = 0;
  const flush = async (force: boolean) => {
    if (force || due.length >= BATCH_ROWS) {
      await sink.insert('due_items', due);
      due = [];
    }
    if (force || inspections.length >= BATCH_ROWS) {
      await sink.insert('inspections', inspections);
      inspections = [];
    }
  };
  for (let i = 0; i < assets.ids.length; i++) {
    const assetId = assets.ids[i] ?? '';
    const since = date(assets.created[i] ?? now);
    for (const plan of plans[assets.typeIndex[i] ?? 0] ?? []) {
      // Most work was done on time; some is late (overdue), and some assets were never inspected.
      const roll = random.next();
      const lastDone =
        roll < 0.1 ? null : date(now - (roll < 0.2 ? 1.2 : random.next()) * plan.periodDays * DAY);
      const dueOn = nextDueOn(plan.rule, { manufacturedOn: null, inServiceOn: null }, lastDone, since);
      due.push({
        asset_id: assetId,
        kind: 'inspection',
        source_id: plan.id,
        due_on: dueOn,
        warn_on: subtractDays(dueOn, plan.lead),
        last_done_on: lastDone,
        asset_type: plan.type,
        asset_location: assets.locations[i] ?? '',
        assigned_to: assets.holders[i] ?? null,
      });
      if (lastDone !== null) {
        inspectionCount++;
        const passed = random.next() < 0.95;
        inspections.push({
          id: newId(Date.parse(lastDone)),
          asset_id: assetId,
          plan_id: plan.id,
          plan_name: plan.name,
          user_id: inspector.id,
          username: inspector.name,
          performed_at: `${lastDone}T10:00:00.000Z`,
          performed_on: lastDone,
          passed: passed ? 1 : 0,
          answers: passed ? PASSED_ANSWERS : FAILED_ANSWERS,
          next_due_on: dueOn,
        });
      }
    }
    await flush(false);
  }
  await flush(true);
  await sink.loaded(['inspection_plans', 'plan_types', 'due_items', 'inspections']);
  phases.done(
    'compliance',
    `${plans.flat().length} plans, ${assets.ids.length * 3} due items, ${inspectionCount} inspections`,
  );
}
