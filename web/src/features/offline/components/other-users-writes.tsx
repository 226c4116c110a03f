/**
 * Writes another person made on this phone: never sent as the signed-in person's. They wait for their owner
 * to sign in again here, or are discarded after a warning.
 */
import { useState } from 'react';
import { Trash2, UserRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { openOfflineDb } from '@/lib/offline/database';
import type { OtherOwner } from '@/lib/offline/use-offline-state';
import { useTranslation } from '@/i18n/use-translation';
import { offlineMessages as m } from '../offline-messages';

export function OtherUsersWrites({ owners }: { owners: OtherOwner[] }) {
  const { t } = useTranslation();
  const [discarding, setDiscarding] = useState<OtherOwner | null>(null);
  if (owners.length === 0) return null;
  return (
    <section className="space-y-3" aria-labelledby="others-heading" data-testid="other-users-writes">
      <h2 id="others-heading" className="text-lg font-semibold text-navy-900">
        {t(m.othersHeading)}
      </h2>
      {owners.map((owner) => (
        <div
          key={owner.userId}
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-slate-100 p-3"
        >
          <p className="flex items-center gap-2 text-sm text-slate-800">
            <UserRound className="h-5 w-5 shrink-0" aria-hidden="true" />
            {t(m.othersWaiting, { count: owner.count, username: owner.username })}
          </p>
          <Button variant="secondary" size="lg" onClick={() => setDiscarding(owner)}>
            <Trash2 className="h-5 w-5" aria-hidden="true" /> {t(m.discard)}
          </Button>
        </div>
      ))}
      <ConfirmDialog
        open={discarding !== null}
        title={t(m.othersDiscardTitle, { username: discarding?.username ?? '' })}
        message={t(m.othersDiscardMessage, {
          count: discarding?.count ?? 0,
          username: discarding?.username ?? '',
        })}
        confirmLabel={t(m.othersDiscardConfirm)}
        busyLabel={t(m.discarding)}
        busy={false}
        onConfirm={() => {
          const userId = discarding?.userId;
          if (userId) void openOfflineDb().then((db) => db.outbox.where('userId').equals(userId).delete());
          setDiscarding(null);
        }}
        onCancel={() => setDiscarding(null)}
      />
    </section>
  );
}
