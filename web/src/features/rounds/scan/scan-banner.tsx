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

const LOOKS: Record<ScanOutcome, { title: string; className: string; icon: typeof CheckCircle2 }> = {
  checking: { title: 'Checking...', className: 'bg-slate-700 text-white', icon: Loader2 },
  found: { title: 'Found', className: 'bg-green-700 text-white', icon: CheckCircle2 },
  'already-found': { title: 'Already found', className: 'bg-amber-400 text-amber-950', icon: Repeat },
  unexpected: { title: 'Not expected', className: 'bg-violet-700 text-white', icon: CircleHelp },
  unknown: { title: 'Unknown code', className: 'bg-red-700 text-white', icon: AlertOctagon },
  failed: { title: 'Not recorded', className: 'bg-red-700 text-white', icon: AlertOctagon },
  moved: { title: 'Moved here', className: 'bg-teal-700 text-white', icon: MapPinned },
  queued: { title: 'Saved offline', className: 'bg-slate-700 text-white', icon: CloudUpload },
};

const OFFLINE_NOTE = 'No signal: saved on this phone, sent when back online.';

/** What the banner says under its title. */
export function entryDetail(entry: ScanEntry): string {
  const detail =
    entry.outcome === 'unexpected'
      ? `${entry.assetName ?? 'This asset'} is not on this round's list.`
      : (entry.message ?? entry.assetName ?? entry.code);
  return entry.offline ? `${detail} ${OFFLINE_NOTE}` : detail;
}

interface ScanBannerProps {
  entry: ScanEntry | undefined;
  /** The entry's actions ("Move here", "Inspect"), when it has any. */
  actions?: ReactNode;
}

export function ScanBanner({ entry, actions }: ScanBannerProps) {
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
          <p className="text-3xl font-extrabold leading-tight">
            {look?.title ?? 'Point the camera at a label'}
          </p>
          <p className="mt-1 break-words text-lg font-semibold">
            {entry ? entryDetail(entry) : 'Each label is marked as soon as it is read.'}
          </p>
        </div>
      </div>
      {actions ? <div className="mt-3 flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
