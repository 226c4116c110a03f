/**
 * /<area>/offline, opened from the sync badge: the network and the last sync, the writes waiting on this phone
 * (with what to do about refused ones), other people's waiting writes, and what is taken offline.
 */
import { Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { formatDateTime } from '@/lib/format-date';
import { requestSync } from '@/lib/offline/sync';
import { syncSummary } from '@/lib/offline/sync-summary';
import { useOnline, useOutbox } from '@/lib/offline/use-offline-state';
import { OtherUsersWrites } from './components/other-users-writes';
import { OutboxList } from './components/outbox-list';
import { TakeOfflinePanel } from './components/take-offline-panel';
import { useTranslation } from '@/i18n/use-translation';
import { offlineMessages as m } from './offline-messages';

const clock = (at: number) => formatDateTime(new Date(at).toISOString(), '');

export function OfflinePage({ area }: { area: 'user' | 'admin' }) {
  const { t } = useTranslation();
  const online = useOnline();
  const outbox = useOutbox();
  // The page has every write already: its counts come from them, not from a second live query.
  const pending = outbox.mine.filter((entry) => entry.state === 'pending').length;
  const counts = { pending, refused: outbox.mine.length - pending, lastSyncAt: outbox.lastSyncAt };
  const summary = syncSummary(online, counts, clock);

  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <PageHeader
        title={t(m.title)}
        subtitle={t(m.subtitle)}
        actions={
          <Button
            variant="accent"
            size="lg"
            disabled={!online || summary.pending === 0}
            onClick={() => void requestSync({ force: true })}
          >
            <Send className="h-5 w-5" aria-hidden="true" /> {t(m.sendNow)}
          </Button>
        }
      />
      <Card className="space-y-4 p-4 sm:p-5">
        <p className="text-base font-semibold text-navy-900" role="status" data-testid="sync-status">
          {summary.description}
        </p>
        <h2 className="text-lg font-semibold text-navy-900">{t(m.waitingHeading)}</h2>
        {/* "Nothing waiting" only once the outbox has been read, not while it is being read. */}
        {outbox.loaded && <OutboxList entries={outbox.mine} />}
        <OtherUsersWrites owners={outbox.others} />
      </Card>
      <Card className="space-y-3 p-4 sm:p-5">
        <h2 className="text-lg font-semibold text-navy-900">{t(m.storedHeading)}</h2>
        <TakeOfflinePanel area={area} />
      </Card>
    </div>
  );
}
