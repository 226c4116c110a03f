/**
 * Checks an inspection's answers against its plan's checklist: every required item answered, each with the
 * field its kind takes, nothing unknown. Errors name the item by its label.
 */
import {
  calendarDateSchema,
  type Answer,
  type ChecklistItem,
  type ChecklistItemKind,
  type FieldErrorCode,
} from '@harbour/contract';
import { type FieldProblems, ValidationError } from '../errors';
import type { RecordedAnswer } from '../common/inspection-dto';

/** The answer field each kind takes, and how a missing one is asked for. */
const FIELD_OF: Record<ChecklistItemKind, { field: 'pass' | 'value' | 'text' | 'photo'; wanted: string }> = {
  'pass-fail': { field: 'pass', wanted: 'a pass or fail' },
  number: { field: 'value', wanted: 'a number' },
  text: { field: 'text', wanted: 'a text' },
  date: { field: 'text', wanted: 'a date written YYYY-MM-DD' },
  photo: { field: 'photo', wanted: 'a photo' },
};

const isCalendarDate = (text: string) => calendarDateSchema.safeParse(text).success;

export interface CheckedAnswers {
  /** In checklist order; `photo` holds the item id of the file until the photo is stored. */
  answers: RecordedAnswer[];
  /** Labels of the pass-fail items answered fail. */
  failedItems: string[];
}

function answerFields(answer: Answer | undefined, hasPhoto: boolean) {
  return {
    pass: answer?.pass ?? null,
    value: answer?.value ?? null,
    text: answer?.text === undefined || answer.text === '' ? null : answer.text,
    photo: hasPhoto ? 'pending' : null,
  };
}

export function checkAnswers(
  checklist: ChecklistItem[],
  answers: Answer[],
  photoItemIds: ReadonlySet<string>,
): CheckedAnswers {
  const errors: FieldProblems = {};
  const refuse = (field: string, code: FieldErrorCode, message: string) => {
    errors[field] = { code, message };
  };
  const byItem = new Map<string, Answer>();
  const items = new Map(checklist.map((item) => [item.id, item]));

  for (const answer of answers) {
    const item = items.get(answer.itemId);
    if (!item)
      refuse(
        answer.itemId,
        'unknown-reference',
        `There is no checklist item '${answer.itemId}' in this plan`,
      );
    else if (byItem.has(answer.itemId))
      refuse(answer.itemId, 'not-unique', `'${item.label}' is answered twice`);
    else byItem.set(answer.itemId, answer);
  }
  for (const itemId of photoItemIds) {
    const item = items.get(itemId);
    if (!item)
      refuse(`photo.${itemId}`, 'unknown-reference', `There is no checklist item '${itemId}' in this plan`);
    else if (item.kind !== 'photo')
      refuse(`photo.${itemId}`, 'not-applicable', `'${item.label}' does not take a photo`);
  }

  const recorded = checklist.map((item): RecordedAnswer => {
    const fields = answerFields(byItem.get(item.id), photoItemIds.has(item.id));
    const { field, wanted } = FIELD_OF[item.kind];
    const others = (['pass', 'value', 'text', 'photo'] as const).filter(
      (f) => f !== field && fields[f] !== null,
    );
    if (others.length > 0)
      refuse(item.id, 'invalid-type', `'${item.label}' needs ${wanted}, not ${others.join(' or ')}`);
    else if (item.required && fields[field] === null)
      refuse(item.id, 'required', `'${item.label}' needs ${wanted}`);
    else if (item.kind === 'date' && fields.text !== null && !isCalendarDate(fields.text))
      refuse(item.id, 'invalid-date', `'${item.label}' needs ${wanted}: ${fields.text} is not a real date`);
    return { ...item, ...fields };
  });

  const problems = Object.values(errors);
  if (problems.length > 0) {
    const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : '';
    throw new ValidationError('validation-failed', `${problems[0]!.message}${more}`, errors);
  }
  return {
    answers: recorded,
    failedItems: recorded.filter((a) => a.kind === 'pass-fail' && a.pass === false).map((a) => a.label),
  };
}
