/** Online or offline, writes waiting, refusals and the last sync: on every signed-in screen, one tap to the outbox. */
import { useEffect } from 'react';
import { Link } from 'react-router';
import { AlertTriangle, Cloud, CloudOff, CloudUpload } from 'lucide-react';
import { paths } from '@/config/paths';
import { formatClock } from '@/lib/format-date';
import { startSync } from '@/lib/offline/sync';
import { syncSummary, type SyncTone } from '@/lib/offline/sync-summary';
import { useOnline, useOutboxCounts } from '@/lib/offline/use-offline-state';
import type { Area } from './nav-items';
import { useTranslation } from '@/i18n/use-translation';
import { layoutMessages as m } from './layout-messages';

const LOOKS: Record<SyncTone, { icon: typeof Cloud; className: string }> = {
  ok: { icon: Cloud, className: 'bg-green-50 text-green-900 ring-green-300' },
  waiting: { icon: CloudUpload, className: 'bg-sky-50 text-sky-900 ring-sky-300' },
  offline: { icon: CloudOff, className: 'bg-amber-100 text-amber-950 ring-amber-400' },
  problem: { icon: AlertTriangle, className: 'bg-red-100 text-red-900 ring-red-400' },
};

/** Shown once in the signed-in frame, it also keeps the outbox draining (lib/offline/sync.ts). */
export function SyncBadge({ area, className = '' }: { area: Area; className?: string }) {
  const { t } = useTranslation();
  useEffect(() => startSync(), []);
  const summary = syncSummary(useOnline(), useOutboxCounts(), formatClock);
  const look = LOOKS[summary.tone];
  const Icon = look.icon;
  return (
    <Link
      to={paths[area].offline}
      className={`inline-flex min-h-12 items-center gap-2 rounded-full px-3 text-sm font-semibold ring-1 ${look.className} ${className}`}
      title={summary.description}
      data-testid="sync-badge"
      data-tone={summary.tone}
      data-pending={summary.pending}
    >
      <Icon className="h-5 w-5 shrink-0" aria-hidden="true" />
      <span className="truncate">{summary.text}</span>
      <span className="sr-only">{t(m.openOffline, { description: summary.description })}</span>
    </Link>
  );
}
