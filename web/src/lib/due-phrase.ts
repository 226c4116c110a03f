/**
 * When a due item falls due, in words: 'overdue since 2026-10-01', 'expires on 2026-12-01', 'off station since
 * 2026-11-29'.
 */
import { translate } from '@/i18n/translator';
import { wordsMessages as m } from './words-messages';

interface Due {
  kind: string;
  status: string;
  dueOn: string;
}

export function duePhrase({ kind, status, dueOn }: Due): string {
  const date = dueOn;
  if (kind === 'off-station') return translate(m.offStationSince, { date });
  if (kind === 'document')
    return translate(status === 'overdue' ? m.documentExpired : m.documentExpires, { date });
  if (status === 'overdue') return translate(m.overdueSince, { date });
  if (status === 'due-soon') return translate(m.dueOn, { date });
  return translate(m.nextDueOn, { date });
}

/** Overdue and due-soon items need work now; an ok item does not. */
export const needsWork = (item: { status: string }): boolean =>
  item.status === 'overdue' || item.status === 'due-soon';
