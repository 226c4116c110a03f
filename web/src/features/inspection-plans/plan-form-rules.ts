/** The inspection plan form: its values, its rules in words, and the plan it sends (PlanInput). */
import { z } from 'zod';
import {
  CHECKLIST_ITEM_KINDS,
  DEFAULT_DUE_SOON_DAYS,
  LIMITS,
  MAX_INSPECTION_PHOTOS,
  type ChecklistItemKind,
  type DueRuleInput,
  type PlanInput,
} from '@harbour/contract';
import type { PlanRow } from './api/get-plans';

type Interval = DueRuleInput['every'];
type Unit = Interval['unit'];

export interface IntervalValues {
  count: string;
  unit: Unit;
}

export interface ChecklistValues {
  /** The item's id in the plan; named apart from the form library's own row key. */
  itemId: string;
  label: string;
  kind: ChecklistItemKind;
  unit: string;
  required: boolean;
}

export interface PlanFormValues {
  name: string;
  reference: string;
  every: IntervalValues;
  firstOfOn: boolean;
  firstOf: { from: 'manufacture' | 'in-service'; after: IntervalValues };
  olderThanOn: boolean;
  olderThan: { years: string; every: IntervalValues };
  dueSoonDays: string;
  checklist: ChecklistValues[];
  failSetsMaintenance: boolean;
  assetTypes: string[];
  assetIds: string[];
}

const MAX_INTERVAL = 1200;
const MAX_AGE_YEARS = 100;
const MAX_DUE_SOON_DAYS = 365;
const MAX_CHECKLIST = 50;
const MAX_UNIT = 20;
const MAX_TYPES = 100;
const MAX_ASSETS = 1000;

const APPROX_DAYS: Record<Unit, number> = { days: 1, weeks: 7, months: 30.44, years: 365.25 };

/** A whole number written in a field, or null. */
function wholeNumber(value: string, min: number, max: number): number | null {
  const text = value.trim();
  if (!/^\d+$/.test(text)) return null;
  const number = Number(text);
  return number >= min && number <= max ? number : null;
}

function interval(values: IntervalValues): Interval | null {
  const count = wholeNumber(values.count, 1, MAX_INTERVAL);
  return count === null ? null : { count, unit: values.unit };
}

const intervalMessage = (what: string) => `Write ${what} as a whole number from 1 to ${MAX_INTERVAL}`;

export function planFormIssues(values: PlanFormValues): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  const add = (path: string, message: string) => issues.push({ path, message });
  const name = values.name.trim();
  if (!name) add('name', 'Name is required');
  else if (name.length > LIMITS.assetText) add('name', `Name must be at most ${LIMITS.assetText} characters`);
  if (values.reference.trim().length > LIMITS.assetText) {
    add('reference', `Reference must be at most ${LIMITS.assetText} characters`);
  }
  const every = interval(values.every);
  if (!every) add('every.count', intervalMessage('the interval'));
  if (values.firstOfOn && !interval(values.firstOf.after)) {
    add('firstOf.after.count', intervalMessage('the whichever-first time'));
  }
  if (values.olderThanOn) {
    if (wholeNumber(values.olderThan.years, 1, MAX_AGE_YEARS) === null) {
      add('olderThan.years', `Write the age as a whole number of years from 1 to ${MAX_AGE_YEARS}`);
    }
    const older = interval(values.olderThan.every);
    if (!older) add('olderThan.every.count', intervalMessage('the interval past that age'));
    else if (every && older.count * APPROX_DAYS[older.unit] >= every.count * APPROX_DAYS[every.unit]) {
      add('olderThan.every.count', 'The interval past that age must be shorter than the regular one');
    }
  }
  if (wholeNumber(values.dueSoonDays, 0, MAX_DUE_SOON_DAYS) === null) {
    add('dueSoonDays', `Write the due-soon lead as a whole number of days from 0 to ${MAX_DUE_SOON_DAYS}`);
  }
  if (values.checklist.length > MAX_CHECKLIST)
    add('checklist', `A checklist has at most ${MAX_CHECKLIST} items`);
  if (values.checklist.filter((item) => item.kind === 'photo').length > MAX_INSPECTION_PHOTOS) {
    add('checklist', `A checklist has at most ${MAX_INSPECTION_PHOTOS} photo items`);
  }
  values.checklist.forEach((item, index) => {
    const label = item.label.trim();
    if (!label) add(`checklist.${index}.label`, `Give checklist item ${index + 1} a label`);
    else if (label.length > LIMITS.assetText) {
      add(`checklist.${index}.label`, `A checklist label is at most ${LIMITS.assetText} characters`);
    }
    if (item.kind === 'number' && item.unit.trim().length > MAX_UNIT) {
      add(`checklist.${index}.unit`, `A unit is at most ${MAX_UNIT} characters`);
    }
  });
  if (values.assetTypes.length === 0 && values.assetIds.length === 0) {
    add('assetTypes', 'Choose at least one asset type or asset');
  }
  if (values.assetTypes.length > MAX_TYPES)
    add('assetTypes', `A plan names at most ${MAX_TYPES} asset types`);
  if (values.assetIds.length > MAX_ASSETS)
    add('assetIds', `A plan names at most ${MAX_ASSETS} single assets`);
  return issues;
}

/** The plan as the API takes it; call only on values without issues. */
export function toPlanInput(values: PlanFormValues): PlanInput {
  const rule: DueRuleInput = { every: interval(values.every)! };
  if (values.firstOfOn) rule.firstOf = { from: values.firstOf.from, after: interval(values.firstOf.after)! };
  if (values.olderThanOn) {
    rule.olderThan = { years: Number(values.olderThan.years), every: interval(values.olderThan.every)! };
  }
  const reference = values.reference.trim();
  return {
    name: values.name.trim(),
    ...(reference ? { reference } : {}),
    rule,
    dueSoonDays: Number(values.dueSoonDays),
    checklist: values.checklist.map((item) => {
      const unit = item.unit.trim();
      return {
        id: item.itemId,
        label: item.label.trim(),
        kind: item.kind,
        required: item.required,
        ...(item.kind === 'number' && unit ? { unit } : {}),
      };
    }),
    failSetsMaintenance: values.failSetsMaintenance,
    assetTypes: values.assetTypes,
    assetIds: values.assetIds,
  };
}

/** The form's resolver schema: its issues by field, and the plan to send when there are none. */
export const planFormSchema = z
  .custom<PlanFormValues>()
  .superRefine((values, ctx) => {
    for (const { path, message } of planFormIssues(values)) {
      ctx.addIssue({
        code: 'custom',
        path: path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
        message,
      });
    }
  })
  .transform(toPlanInput);

const defaultInterval = (count: number, unit: Unit): IntervalValues => ({ count: String(count), unit });

export function emptyPlanForm(): PlanFormValues {
  return {
    name: '',
    reference: '',
    every: defaultInterval(12, 'months'),
    firstOfOn: false,
    firstOf: { from: 'manufacture', after: defaultInterval(4, 'years') },
    olderThanOn: false,
    olderThan: { years: '10', every: defaultInterval(6, 'months') },
    dueSoonDays: String(DEFAULT_DUE_SOON_DAYS),
    checklist: [],
    failSetsMaintenance: false,
    assetTypes: [],
    assetIds: [],
  };
}

/** A kind only a newer server knows is edited as text, the answer every plan accepts. */
export function knownKind(kind: string): ChecklistItemKind {
  return CHECKLIST_ITEM_KINDS.find((known) => known === kind) ?? 'text';
}

/** The form filled from a stored plan whose rule this app can read. */
export function planFormFrom(plan: PlanRow & { rule: DueRuleInput }): PlanFormValues {
  const empty = emptyPlanForm();
  const { every, firstOf, olderThan } = plan.rule;
  return {
    name: plan.name,
    reference: plan.reference ?? '',
    every: defaultInterval(every.count, every.unit),
    firstOfOn: Boolean(firstOf),
    firstOf: firstOf
      ? { from: firstOf.from, after: defaultInterval(firstOf.after.count, firstOf.after.unit) }
      : empty.firstOf,
    olderThanOn: Boolean(olderThan),
    olderThan: olderThan
      ? {
          years: String(olderThan.years),
          every: defaultInterval(olderThan.every.count, olderThan.every.unit),
        }
      : empty.olderThan,
    dueSoonDays: String(plan.dueSoonDays),
    checklist: plan.checklist.map((item) => ({
      itemId: item.id,
      label: item.label,
      kind: knownKind(item.kind),
      unit: item.unit ?? '',
      required: item.required,
    })),
    failSetsMaintenance: plan.failSetsMaintenance,
    assetTypes: plan.assetTypes,
    assetIds: plan.assetIds,
  };
}

/** A new checklist item's id: stable within the plan once saved, so answers keep pointing at it. */
export function newChecklistItem(taken: string[], random: () => number = Math.random): ChecklistValues {
  let itemId = '';
  do
    itemId = `item-${Math.floor(random() * 36 ** 6)
      .toString(36)
      .padStart(6, '0')}`;
  while (taken.includes(itemId));
  return { itemId, label: '', kind: 'pass-fail', unit: '', required: true };
}

/** The interval as far as it can be read while the admin types: for the sentence under the fields. */
export function readableRule(
  values: Pick<PlanFormValues, 'every' | 'firstOfOn' | 'firstOf' | 'olderThanOn' | 'olderThan'>,
): DueRuleInput | null {
  const every = interval(values.every);
  if (!every) return null;
  const rule: DueRuleInput = { every };
  if (values.firstOfOn) {
    const after = interval(values.firstOf.after);
    if (!after) return null;
    rule.firstOf = { from: values.firstOf.from, after };
  }
  if (values.olderThanOn) {
    const years = wholeNumber(values.olderThan.years, 1, MAX_AGE_YEARS);
    const older = interval(values.olderThan.every);
    if (years === null || !older) return null;
    rule.olderThan = { years, every: older };
  }
  return rule;
}
