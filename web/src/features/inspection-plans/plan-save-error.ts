/** What the server said about a plan it refused, in words: one line per field for a 400, else its message. */
import type { Message } from '@/i18n/define-messages';
import { translate } from '@/i18n/translator';
import { ApiError } from '@/lib/api-error';
import { messageOr } from '@/lib/error-message';
import { planMessages as m } from './plan-messages';

const FIELD_NAMES: Record<string, Message<string>> = {
  name: m.name,
  reference: m.reference,
  rule: m.interval,
  dueSoonDays: m.fieldDueSoon,
  checklist: m.checklist,
  failSetsMaintenance: m.fieldOnFail,
  assetTypes: m.assetTypes,
  assetIds: m.singleAssets,
};

const RULE_PARTS: Record<string, Message<string>> = {
  every: m.interval,
  firstOf: m.fieldWhicheverFirst,
  olderThan: m.fieldPastAge,
};

function fieldName(path: string): string {
  const [first = '', second = ''] = path.split('.');
  if (first === 'checklist' && /^\d+$/.test(second))
    return translate(m.checklistItem, { number: Number(second) + 1 });
  const part = first === 'rule' ? RULE_PARTS[second] : undefined;
  if (part) return translate(part);
  const field = FIELD_NAMES[first];
  return field ? translate(field) : path;
}

export function planSaveErrors(error: unknown, fallback: string): string[] {
  if (error instanceof ApiError && error.errors && Object.keys(error.errors).length > 0) {
    return Object.entries(error.errors).map(([path, message]) => `${fieldName(path)}: ${message}`);
  }
  return [messageOr(error, fallback)];
}
