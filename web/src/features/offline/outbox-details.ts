/** How the outbox page names each kind of write, and the details a person copies to report a refusal. */
import type { Message } from '@/i18n/define-messages';
import { translate } from '@/i18n/translator';
import type { OutboxEntry, OutboxKind } from '@/lib/offline/offline-db';
import { offlineMessages as m } from './offline-messages';

export const KIND_WORDS: Record<OutboxKind, Message<string>> = {
  scan: m.kindScan,
  inspection: m.kindInspection,
  mark: m.kindMark,
  move: m.kindMove,
  defect: m.kindDefect,
};

export function entryDetails(entry: OutboxEntry): string {
  const body =
    'json' in entry.body ? JSON.stringify(entry.body.json) : JSON.stringify(entry.body.form.fields);
  return [
    `${translate(KIND_WORDS[entry.kind])}: ${entry.summary}`,
    translate(m.detailsMadeBy, { username: entry.username, time: new Date(entry.createdAt).toISOString() }),
    `POST /api${entry.path}`,
    `Idempotency-Key: ${entry.key}`,
    `Body: ${body}`,
    entry.refusal
      ? translate(m.detailsRefused, { status: entry.refusal.status, message: entry.refusal.message })
      : translate(m.detailsNotSent),
  ].join('\n');
}
