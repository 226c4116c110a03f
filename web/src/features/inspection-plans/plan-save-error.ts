/** What the server said about a plan it refused, in words: one line per field for a 400, else its message. */
import { ApiError } from '@/lib/api-error';
import { messageOr } from '@/lib/error-message';

const FIELD_NAMES: Record<string, string> = {
  name: 'Name',
  reference: 'Reference',
  rule: 'Interval',
  dueSoonDays: 'Due soon',
  checklist: 'Checklist',
  failSetsMaintenance: 'On a failed inspection',
  assetTypes: 'Asset types',
  assetIds: 'Single assets',
};

const RULE_PARTS: Record<string, string> = {
  every: 'Interval',
  firstOf: 'Whichever comes first',
  olderThan: 'Past an age',
};

function fieldName(path: string): string {
  const [first = '', second = ''] = path.split('.');
  if (first === 'checklist' && /^\d+$/.test(second)) return `Checklist item ${Number(second) + 1}`;
  if (first === 'rule' && RULE_PARTS[second]) return RULE_PARTS[second];
  return FIELD_NAMES[first] ?? path;
}

export function planSaveErrors(error: unknown, fallback: string): string[] {
  if (error instanceof ApiError && error.errors && Object.keys(error.errors).length > 0) {
    return Object.entries(error.errors).map(([path, message]) => `${fieldName(path)}: ${message}`);
  }
  return [messageOr(error, fallback)];
}
