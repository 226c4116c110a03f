/** How the outbox page names each kind of write, and the details a person copies to report a refusal. */
import type { OutboxEntry, OutboxKind } from '@/lib/offline/offline-db';

export const KIND_WORDS: Record<OutboxKind, string> = {
  scan: 'Scan',
  inspection: 'Inspection',
  mark: 'Round mark',
  move: 'Move here',
};

export function entryDetails(entry: OutboxEntry): string {
  const body =
    'json' in entry.body ? JSON.stringify(entry.body.json) : JSON.stringify(entry.body.form.fields);
  return [
    `${KIND_WORDS[entry.kind]}: ${entry.summary}`,
    `Made by ${entry.username} at ${new Date(entry.createdAt).toISOString()}`,
    `POST /api${entry.path}`,
    `Idempotency-Key: ${entry.key}`,
    `Body: ${body}`,
    entry.refusal ? `Refused (${entry.refusal.status}): ${entry.refusal.message}` : 'Not yet sent',
  ].join('\n');
}
