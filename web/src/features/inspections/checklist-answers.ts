/** What a checklist's answers say: which required items are missing, and the request that records them. */
import type { InspectionInput, Position } from '@harbour/contract';
import type { Message } from '@/i18n/define-messages';
import { translate } from '@/i18n/translator';
import type { ChecklistItemView } from '@/lib/readers/compliance-readers';
import { inspectionMessages as m } from './inspection-messages';

/** One item's answer as the form holds it: a number stays the text typed until it is sent. */
export interface ItemAnswer {
  pass?: boolean;
  number?: string;
  text?: string;
  photo?: File;
}
export type AnswerValues = Record<string, ItemAnswer>;

/** '2,5' is how half the coasts of Europe write 2.5; both read as the same number. */
export function parseDecimal(typed: string): number | null {
  const text = typed.trim().replace(',', '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

function isAnswered(item: ChecklistItemView, answer: ItemAnswer | undefined): boolean {
  switch (item.kind) {
    case 'pass-fail':
      return answer?.pass !== undefined;
    case 'number':
      return Boolean(answer?.number?.trim());
    case 'photo':
      return answer?.photo !== undefined;
    default:
      return Boolean(answer?.text?.trim());
  }
}

const MISSING: Record<string, Message<`{label}: ${string}`>> = {
  'pass-fail': m.missingPassFail,
  number: m.missingNumber,
  date: m.missingDate,
  photo: m.missingPhoto,
};

/** Every problem, each naming its item: 'Cylinder pressure: enter a number'. */
export function checklistErrors(
  checklist: ChecklistItemView[],
  values: AnswerValues,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const item of checklist) {
    const answer = values[item.id];
    if (!isAnswered(item, answer)) {
      if (item.required)
        errors[item.id] = translate(MISSING[item.kind] ?? m.missingText, { label: item.label });
    } else if (item.kind === 'number' && parseDecimal(answer?.number ?? '') === null) {
      errors[item.id] = translate(m.notANumber, { label: item.label, value: answer?.number?.trim() ?? '' });
    }
  }
  return errors;
}

export interface InspectionRequest {
  input: InspectionInput;
  /** `photo.<itemId>` parts of the multipart body. */
  photos: [itemId: string, file: File][];
}

/** The body of POST /assets/:id/inspections from answers that passed `checklistErrors`. */
export function buildInspectionRequest(
  planId: string,
  checklist: ChecklistItemView[],
  values: AnswerValues,
  notes: string,
  position: Position | null,
): InspectionRequest {
  const answers: InspectionInput['answers'] = [];
  const photos: InspectionRequest['photos'] = [];
  for (const item of checklist) {
    const answer = values[item.id];
    if (!answer || !isAnswered(item, answer)) continue;
    if (item.kind === 'pass-fail') answers.push({ itemId: item.id, pass: answer.pass });
    else if (item.kind === 'number') {
      const value = parseDecimal(answer.number ?? '');
      if (value !== null) answers.push({ itemId: item.id, value });
    } else if (item.kind === 'photo' && answer.photo) photos.push([item.id, answer.photo]);
    else if (item.kind !== 'photo') answers.push({ itemId: item.id, text: answer.text?.trim() });
  }
  const input: InspectionInput = { planId, answers };
  if (notes.trim()) input.notes = notes.trim();
  if (position) input.position = position;
  return { input, photos };
}

/** The same answers give the same text, so a resend of an unchanged form reuses its Idempotency-Key. */
export function requestFingerprint({ input, photos }: InspectionRequest): string {
  const files = photos.map(([id, file]) => [id, file.name, file.size, file.lastModified]);
  return JSON.stringify([input, files]);
}
