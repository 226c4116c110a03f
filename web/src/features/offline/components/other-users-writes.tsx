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

export function OtherUsersWrites({ owners }: { owners: OtherOwner[] }) {
  const [discarding, setDiscarding] = useState<OtherOwner | null>(null);
  if (owners.length === 0) return null;
  return (
    <section className="space-y-3" aria-labelledby="others-heading" data-testid="other-users-writes">
      <h2 id="others-heading" className="text-lg font-semibold text-navy-900">
        Writes of other people on this phone
      </h2>
      {owners.map((owner) => (
        <div
          key={owner.userId}
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-slate-100 p-3"
        >
          <p className="flex items-center gap-2 text-sm text-slate-800">
            <UserRound className="h-5 w-5 shrink-0" aria-hidden="true" />
            {owner.count} {owner.count === 1 ? 'write' : 'writes'} by {owner.username} wait here. They are
            sent when {owner.username} signs in on this phone again, never as yours.
          </p>
          <Button variant="secondary" size="lg" onClick={() => setDiscarding(owner)}>
            <Trash2 className="h-5 w-5" aria-hidden="true" /> Discard
          </Button>
        </div>
      ))}
      <ConfirmDialog
        open={discarding !== null}
        title={`Discard ${discarding?.username ?? ''}'s writes?`}
        message={`${discarding?.count ?? 0} scans, inspections or marks made by ${discarding?.username ?? ''} on this phone will never reach the server. This cannot be undone.`}
        confirmLabel="Discard them"
        busyLabel="Discarding..."
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
