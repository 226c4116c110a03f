/** Every read kept, newest first: what the person just did, at a glance. */
import { entryDetail } from './scan-banner';
import type { ScanEntry, ScanOutcome } from './scan-feedback';
import type { Message } from '@/i18n/define-messages';
import { useTranslation } from '@/i18n/use-translation';
import { roundMessages as m } from '../round-messages';

const WORDS: Record<ScanOutcome, { label: Message<string>; className: string }> = {
  checking: { label: m.checking, className: 'bg-slate-100 text-slate-800' },
  found: { label: m.found, className: 'bg-green-100 text-green-900' },
  'already-found': { label: m.alreadyFound, className: 'bg-amber-100 text-amber-950' },
  unexpected: { label: m.notExpected, className: 'bg-violet-100 text-violet-900' },
  unknown: { label: m.unknownCode, className: 'bg-red-100 text-red-900' },
  failed: { label: m.notRecorded, className: 'bg-red-100 text-red-900' },
  moved: { label: m.movedHere, className: 'bg-teal-100 text-teal-900' },
  queued: { label: m.savedOffline, className: 'bg-slate-200 text-slate-900' },
};

export function ScanLog({ entries }: { entries: ScanEntry[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <section aria-label={t(m.scansSoFar)}>
      <h3 className="text-sm font-semibold uppercase tracking-wider text-slate-600">{t(m.scansSoFar)}</h3>
      <ol className="mt-2 space-y-1.5" data-testid="scan-log">
        {entries.map((entry) => (
          <li
            key={entry.id}
            data-outcome={entry.outcome}
            className="flex items-baseline gap-2 rounded-lg bg-white px-3 py-2 text-sm ring-1 ring-slate-200"
          >
            <span
              className={`shrink-0 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${WORDS[entry.outcome].className}`}
            >
              {t(WORDS[entry.outcome].label)}
            </span>
            <span className="min-w-0 break-words text-slate-800">{entryDetail(entry)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
