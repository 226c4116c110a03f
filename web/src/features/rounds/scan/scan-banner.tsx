/** The big result of the latest read: readable at arm's length in sunlight, with its one action. */
import type { ReactNode } from 'react';
import {
  AlertOctagon,
  CheckCircle2,
  CircleHelp,
  CloudUpload,
  Loader2,
  MapPinned,
  Repeat,
  ScanLine,
} from 'lucide-react';
import type { ScanEntry, ScanOutcome } from './scan-feedback';
import type { Message } from '@/i18n/define-messages';
import { translate } from '@/i18n/translator';
import { useTranslation } from '@/i18n/use-translation';
import { roundMessages as m } from '../round-messages';

const LOOKS: Record<ScanOutcome, { title: Message<string>; className: string; icon: typeof CheckCircle2 }> = {
  checking: { title: m.checkingTitle, className: 'bg-slate-700 text-white', icon: Loader2 },
  found: { title: m.found, className: 'bg-green-700 text-white', icon: CheckCircle2 },
  'already-found': { title: m.alreadyFound, className: 'bg-amber-400 text-amber-950', icon: Repeat },
  unexpected: { title: m.notExpected, className: 'bg-violet-700 text-white', icon: CircleHelp },
  unknown: { title: m.unknownCode, className: 'bg-red-700 text-white', icon: AlertOctagon },
  failed: { title: m.notRecorded, className: 'bg-red-700 text-white', icon: AlertOctagon },
  moved: { title: m.movedHere, className: 'bg-teal-700 text-white', icon: MapPinned },
  queued: { title: m.savedOffline, className: 'bg-slate-700 text-white', icon: CloudUpload },
};

/** What the banner says under its title. */
export function entryDetail(entry: ScanEntry): string {
  const { message } = entry;
  const detail =
    entry.outcome === 'unexpected'
      ? translate(m.notOnList, { name: entry.assetName ?? translate(m.thisAsset) })
      : ((typeof message === 'object' && message !== null ? translate(message) : message) ??
        entry.assetName ??
        entry.code);
  return entry.offline ? `${detail} ${translate(m.offlineNote)}` : detail;
}

interface ScanBannerProps {
  entry: ScanEntry | undefined;
  /** The entry's actions ("Move here", "Inspect"), when it has any. */
  actions?: ReactNode;
}

export function ScanBanner({ entry, actions }: ScanBannerProps) {
  const { t } = useTranslation();
  const look = entry ? LOOKS[entry.outcome] : null;
  const Icon = look?.icon ?? ScanLine;
  return (
    <div
      data-testid="scan-banner"
      data-outcome={entry?.outcome ?? 'waiting'}
      className={`rounded-2xl px-5 py-4 ${look?.className ?? 'bg-slate-100 text-slate-800 ring-1 ring-slate-300'}`}
    >
      {/* Announced as it changes: a person with a screen reader hears each result. */}
      <div role="status" aria-live="assertive" aria-atomic="true" className="flex items-start gap-3">
        <Icon
          className={`mt-1 h-8 w-8 shrink-0 ${entry?.outcome === 'checking' ? 'animate-spin' : ''}`}
          aria-hidden="true"
        />
        <div className="min-w-0">
          <p className="text-3xl font-extrabold leading-tight">{look ? t(look.title) : t(m.pointCamera)}</p>
          <p className="mt-1 break-words text-lg font-semibold">
            {entry ? entryDetail(entry) : t(m.eachLabelMarked)}
          </p>
        </div>
      </div>
      {actions ? <div className="mt-3 flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
