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
import type { Random } from './random';
import type { Cell, Column, Sink } from './sink';

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

const text = (name: string): Column => ({ name, pgType: 'text' });
const int = (name: string): Column => ({ name, pgType: 'integer' });
const PLAN_COLUMNS = [
  text('id'),
  text('name'),
  text('name_key'),
  text('reference'),
  text('rule'),
  int('due_soon_days'),
  text('checklist'),
  int('fail_sets_maintenance'),
  text('created_at'),
  text('updated_at'),
];
const PLAN_TYPE_COLUMNS = [text('plan_id'), text('type')];
const DUE_COLUMNS = [
  text('asset_id'),
  text('kind'),
  text('source_id'),
  text('due_on'),
  text('warn_on'),
  text('last_done_on'),
  text('asset_type'),
  text('asset_location'),
  text('assigned_to'),
];
const INSPECTION_COLUMNS = [
  text('id'),
  text('asset_id'),
  text('plan_id'),
  text('plan_name'),
  text('user_id'),
  text('username'),
  text('performed_at'),
  text('performed_on'),
  int('passed'),
  text('answers'),
  text('next_due_on'),
];

const BATCH = 10_000;
const DAY = 24 * 3600 * 1000;
const date = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export async function generateCompliance(
  sink: Sink,
  assets: SeededAssets,
  inspector: { id: string; name: string },
  random: Random,
  log: (line: string) => void,
): Promise<void> {
  const now = Date.now();
  const created = new Date(now - 800 * DAY).toISOString();
  const plans = TYPES.map(([type]) =>
    PLAN_KINDS.map((kind) => ({ ...kind, id: newId(now - 800 * DAY), type, name: `${type}: ${kind.name}` })),
  );
  await sink.insert(
    'inspection_plans',
    PLAN_COLUMNS,
    plans
      .flat()
      .map((p) => [
        p.id,
        p.name,
        foldCase(p.name),
        p.reference,
        JSON.stringify(p.rule),
        p.lead,
        CHECKLIST,
        0,
        created,
        created,
      ]),
  );
  await sink.insert(
    'plan_types',
    PLAN_TYPE_COLUMNS,
    plans.flat().map((p) => [p.id, p.type]),
  );

  let due: Cell[][] = [];
  let inspections: Cell[][] = [];
  let inspectionCount = 0;
  const flush = async (force: boolean) => {
    if (force || due.length >= BATCH) {
      await sink.insert('due_items', DUE_COLUMNS, due);
      due = [];
    }
    if (force || inspections.length >= BATCH) {
      await sink.insert('inspections', INSPECTION_COLUMNS, inspections);
      inspections = [];
    }
  };
  for (let i = 0; i < assets.ids.length; i++) {
    const assetId = assets.ids[i] ?? '';
    const since = date(assets.created[i] ?? now);
    for (const plan of plans[assets.typeIndex[i] ?? 0] ?? []) {
      // Most work was done on time; some is late (overdue), and some assets were never inspected.
      const interval = addInterval('2000-01-01', plan.rule.every);
      const periodDays = (Date.parse(interval) - Date.parse('2000-01-01')) / DAY;
      const roll = random.next();
      const lastDone = roll < 0.1 ? null : date(now - (roll < 0.2 ? 1.2 : random.next()) * periodDays * DAY);
      const dueOn = nextDueOn(plan.rule, { manufacturedOn: null, inServiceOn: null }, lastDone, since);
      due.push([
        assetId,
        'inspection',
        plan.id,
        dueOn,
        subtractDays(dueOn, plan.lead),
        lastDone,
        plan.type,
        assets.locations[i] ?? '',
        assets.holders[i] ?? null,
      ]);
      if (lastDone !== null) {
        inspectionCount++;
        const passed = random.next() < 0.95;
        inspections.push([
          newId(Date.parse(lastDone)),
          assetId,
          plan.id,
          plan.name,
          inspector.id,
          inspector.name,
          `${lastDone}T10:00:00.000Z`,
          lastDone,
          passed ? 1 : 0,
          answers(passed),
          dueOn,
        ]);
      }
    }
    await flush(false);
  }
  await flush(true);
  log(
    `compliance: ${plans.flat().length} plans, ${assets.ids.length * 3} due items, ${inspectionCount} inspections`,
  );
}
