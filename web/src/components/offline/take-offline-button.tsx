/** Stores a round's (or a location's, or one's own) assets on the phone, and says when it last did. */
import { CloudDownload, Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { packIdOf, type PackRequest } from '@/lib/offline/stored-reads';
import { packSummary } from '@/lib/offline/storage-words';
import { useStoredPacks } from '@/lib/offline/use-offline-state';
import { useTakeOffline } from '@/lib/offline/use-take-offline';
import { useTranslation } from '@/i18n/use-translation';
import { uiMessages as m } from '@/components/ui-messages';

export function TakeOfflineButton({ request, label }: { request: PackRequest; label?: string }) {
  const { t } = useTranslation();
  const take = useTakeOffline();
  const stored = useStoredPacks().find((pack) => pack.packId === packIdOf(request));
  return (
    <div className="space-y-1">
      <Button variant="secondary" size="lg" onClick={() => void take.run(request)} disabled={take.busy}>
        {take.busy ? (
          <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />
        ) : (
          <CloudDownload className="h-5 w-5" aria-hidden="true" />
        )}
        {take.busy
          ? t(m.storing, { done: take.progress?.done ?? 0, total: take.progress?.total || '…' })
          : stored
            ? t(m.refreshOffline)
            : (label ?? t(m.takeOffline))}
      </Button>
      {stored ? (
        <p className="text-sm text-slate-700" data-testid="offline-pack-status">
          {packSummary(stored)}
        </p>
      ) : null}
      <TakeOfflineError message={take.error} />
    </div>
  );
}

/** Why storing for offline use failed (no signal, too many assets), said where the person pressed. */
export function TakeOfflineError({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="text-sm font-medium text-red-800">
      {message}
    </p>
  ) : null;
}
