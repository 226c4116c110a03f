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
import { translate } from '@/i18n/translator';
import type { PlanRow } from './api/get-plans';
import { planMessages as m } from './plan-messages';

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

export function planFormIssues(values: PlanFormValues): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  const add = (path: string, message: string) => issues.push({ path, message });
  const name = values.name.trim();
  if (!name) add('name', translate(m.nameRequired));
  else if (name.length > LIMITS.assetText) add('name', translate(m.nameTooLong, { max: LIMITS.assetText }));
  if (values.reference.trim().length > LIMITS.assetText) {
    add('reference', translate(m.referenceTooLong, { max: LIMITS.assetText }));
  }
  const every = interval(values.every);
  if (!every) add('every.count', translate(m.intervalWhole, { max: MAX_INTERVAL }));
  if (values.firstOfOn && !interval(values.firstOf.after)) {
    add('firstOf.after.count', translate(m.whicheverFirstWhole, { max: MAX_INTERVAL }));
  }
  if (values.olderThanOn) {
    if (wholeNumber(values.olderThan.years, 1, MAX_AGE_YEARS) === null) {
      add('olderThan.years', translate(m.ageWhole, { max: MAX_AGE_YEARS }));
    }
    const older = interval(values.olderThan.every);
    if (!older) add('olderThan.every.count', translate(m.olderIntervalWhole, { max: MAX_INTERVAL }));
    else if (every && older.count * APPROX_DAYS[older.unit] >= every.count * APPROX_DAYS[every.unit]) {
      add('olderThan.every.count', translate(m.olderNotShorter));
    }
  }
  if (wholeNumber(values.dueSoonDays, 0, MAX_DUE_SOON_DAYS) === null) {
    add('dueSoonDays', translate(m.dueSoonWhole, { max: MAX_DUE_SOON_DAYS }));
  }
  if (values.checklist.length > MAX_CHECKLIST)
    add('checklist', translate(m.tooManyItems, { max: MAX_CHECKLIST }));
  if (values.checklist.filter((item) => item.kind === 'photo').length > MAX_INSPECTION_PHOTOS) {
    add('checklist', translate(m.tooManyPhotos, { max: MAX_INSPECTION_PHOTOS }));
  }
  values.checklist.forEach((item, index) => {
    const label = item.label.trim();
    if (!label) add(`checklist.${index}.label`, translate(m.itemNeedsLabel, { number: index + 1 }));
    else if (label.length > LIMITS.assetText) {
      add(`checklist.${index}.label`, translate(m.itemLabelTooLong, { max: LIMITS.assetText }));
    }
    if (item.kind === 'number' && item.unit.trim().length > MAX_UNIT) {
      add(`checklist.${index}.unit`, translate(m.unitTooLong, { max: MAX_UNIT }));
    }
  });
  if (values.assetTypes.length === 0 && values.assetIds.length === 0) {
    add('assetTypes', translate(m.noTargets));
  }
  if (values.assetTypes.length > MAX_TYPES) add('assetTypes', translate(m.tooManyTypes, { max: MAX_TYPES }));
  if (values.assetIds.length > MAX_ASSETS) add('assetIds', translate(m.tooManyAssets, { max: MAX_ASSETS }));
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
