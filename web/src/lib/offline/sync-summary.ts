/** The badge's words for the device's sync state: one line a person reads at a glance. */
import { translate } from '@/i18n/translator';
import { offlineWordsMessages as m } from './offline-messages';
import { writeCount } from './storage-words';
import type { OutboxCounts } from './use-offline-state';

export type SyncTone = 'ok' | 'waiting' | 'offline' | 'problem';

export interface SyncSummary {
  tone: SyncTone;
  text: string;
  /** The longer sentence for screen readers and the tooltip. */
  description: string;
  pending: number;
  refused: number;
}

export function syncSummary(
  online: boolean,
  { pending, refused, lastSyncAt }: OutboxCounts,
  clock: (at: number) => string,
): SyncSummary {
  const last =
    lastSyncAt === null ? translate(m.notYetSynced) : translate(m.lastSynced, { time: clock(lastSyncAt) });
  const parts = [translate(online ? m.online : m.offline)];
  if (pending > 0) parts.push(translate(m.writesWaiting, { writes: writeCount(pending) }));
  if (refused > 0) parts.push(translate(m.writesRefused, { writes: writeCount(refused) }));
  const description = translate(m.description, { parts: parts.join(', '), last });
  if (refused > 0)
    return { tone: 'problem', text: translate(m.notSent, { refused }), description, pending, refused };
  if (!online)
    return {
      tone: 'offline',
      text: pending > 0 ? translate(m.offlineWaiting, { pending }) : translate(m.offline),
      description,
      pending,
      refused,
    };
  if (pending > 0)
    return { tone: 'waiting', text: translate(m.sending, { pending }), description, pending, refused };
  return { tone: 'ok', text: translate(m.online), description, pending, refused };
}
