/** Where an asset stands in a round: found green, missing red, not expected violet, not found yet grey. */
import { roundStateLabel } from '@/lib/round-words';
import { useTranslation } from '@/i18n/use-translation';

const STYLES: Record<string, string> = {
  found: 'bg-green-100 text-green-900 ring-green-700/30',
  missing: 'bg-red-100 text-red-900 ring-red-700/30',
  unexpected: 'bg-violet-100 text-violet-900 ring-violet-700/30',
  pending: 'bg-slate-100 text-slate-800 ring-slate-500/30',
};

export function RoundStateBadge({ state }: { state: string }) {
  // The label comes from lib's words: this re-renders it when the language changes.
  useTranslation();
  return (
    <span
      data-state={state}
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STYLES[state] ?? STYLES.pending}`}
    >
      {roundStateLabel(state)}
    </span>
  );
}
