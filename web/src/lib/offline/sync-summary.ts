/** The badge's words for the device's sync state: one line a person reads at a glance. */
import type { OutboxState } from './use-offline-state';

export type SyncTone = 'ok' | 'waiting' | 'offline' | 'problem';

export interface SyncSummary {
  tone: SyncTone;
  text: string;
  /** The longer sentence for screen readers and the tooltip. */
  description: string;
  pending: number;
  refused: number;
}

const writes = (count: number) => `${count} ${count === 1 ? 'write' : 'writes'}`;

export function syncSummary(
  online: boolean,
  outbox: OutboxState,
  clock: (at: number) => string,
): SyncSummary {
  const pending = outbox.mine.filter((entry) => entry.state === 'pending').length;
  const refused = outbox.mine.length - pending;
  const last = outbox.lastSyncAt === null ? 'not yet synced' : `last synced ${clock(outbox.lastSyncAt)}`;
  const parts = [online ? 'Online' : 'Offline'];
  if (pending > 0) parts.push(`${writes(pending)} waiting`);
  if (refused > 0) parts.push(`${writes(refused)} refused by the server`);
  const description = `${parts.join(', ')}; ${last}.`;
  if (refused > 0) return { tone: 'problem', text: `${refused} not sent`, description, pending, refused };
  if (!online)
    return {
      tone: 'offline',
      text: pending > 0 ? `Offline · ${pending} waiting` : 'Offline',
      description,
      pending,
      refused,
    };
  if (pending > 0) return { tone: 'waiting', text: `Sending ${pending}`, description, pending, refused };
  return { tone: 'ok', text: 'Online', description, pending, refused };
}
