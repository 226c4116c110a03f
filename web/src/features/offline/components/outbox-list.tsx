/** The person's writes still on the phone: what each is, since when, and for a refused one what to do. */
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { CheckCircle2, Copy, RotateCcw, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { openOfflineDb } from '@/lib/offline/database';
import type { OutboxEntry } from '@/lib/offline/offline-db';
import { discardEntry, retryEntry } from '@/lib/offline/outbox';
import { requestSync } from '@/lib/offline/sync';
import { formatDateTime } from '@/lib/format-date';
import { entryDetails, KIND_WORDS } from '../outbox-words';

export function OutboxList({ entries }: { entries: OutboxEntry[] }) {
  const [discarding, setDiscarding] = useState<OutboxEntry | null>(null);
  if (entries.length === 0)
    return (
      <p className="flex items-center gap-2 text-base text-slate-700" data-testid="outbox-empty">
        <CheckCircle2 className="h-5 w-5 text-green-700" aria-hidden="true" />
        Nothing waiting: everything made on this phone has reached the server.
      </p>
    );

  async function retry(entry: OutboxEntry) {
    if (entry.seq === undefined) return;
    await retryEntry(await openOfflineDb(), entry.seq);
    void requestSync({ force: true });
  }

  async function copy(entry: OutboxEntry) {
    try {
      await navigator.clipboard.writeText(entryDetails(entry));
      toast.success('Details copied');
    } catch {
      toast.error('The details could not be copied.');
    }
  }

  return (
    <>
      <ol className="divide-y divide-slate-200" data-testid="outbox-list">
        {entries.map((entry) => (
          <li key={entry.key} className="space-y-2 py-3" data-testid="outbox-entry" data-state={entry.state}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <p className="font-semibold text-navy-900">{entry.summary}</p>
              <p className="text-sm text-slate-600">
                {KIND_WORDS[entry.kind]} · {formatDateTime(new Date(entry.createdAt).toISOString(), '')}
              </p>
            </div>
            {entry.refusal ? (
              <>
                <p
                  role="alert"
                  className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900 ring-1 ring-red-200"
                >
                  Refused by the server ({entry.refusal.status}): {entry.refusal.message}
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button variant="secondary" size="lg" onClick={() => void retry(entry)}>
                    <RotateCcw className="h-5 w-5" aria-hidden="true" /> Retry
                  </Button>
                  <Button variant="secondary" size="lg" onClick={() => void copy(entry)}>
                    <Copy className="h-5 w-5" aria-hidden="true" /> Copy details
                  </Button>
                  <Button variant="secondary" size="lg" onClick={() => setDiscarding(entry)}>
                    <Trash2 className="h-5 w-5" aria-hidden="true" /> Discard
                  </Button>
                </div>
              </>
            ) : (
              <p className="text-sm text-slate-700">
                {entry.attempts === 0
                  ? 'Waiting to be sent'
                  : `Waiting to be sent (tried ${entry.attempts} times)`}
              </p>
            )}
          </li>
        ))}
      </ol>
      <ConfirmDialog
        open={discarding !== null}
        title="Discard this write?"
        message={`"${discarding?.summary ?? ''}" will never reach the server. This cannot be undone.`}
        confirmLabel="Discard"
        busyLabel="Discarding..."
        busy={false}
        onConfirm={() => {
          const seq = discarding?.seq;
          if (seq !== undefined) void openOfflineDb().then((db) => discardEntry(db, seq));
          setDiscarding(null);
        }}
        onCancel={() => setDiscarding(null)}
      />
    </>
  );
}
