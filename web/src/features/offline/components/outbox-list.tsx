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
import { translate } from '@/i18n/translator';
import { useTranslation } from '@/i18n/use-translation';
import { offlineMessages as m } from '../offline-messages';
import { entryDetails, KIND_WORDS } from '../outbox-details';

export function OutboxList({ entries }: { entries: OutboxEntry[] }) {
  const { t } = useTranslation();
  const [discarding, setDiscarding] = useState<OutboxEntry | null>(null);
  if (entries.length === 0)
    return (
      <p className="flex items-center gap-2 text-base text-slate-700" data-testid="outbox-empty">
        <CheckCircle2 className="h-5 w-5 text-green-700" aria-hidden="true" />
        {t(m.outboxEmpty)}
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
      toast.success(translate(m.detailsCopied));
    } catch {
      toast.error(translate(m.detailsCopyFailed));
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
                {t(KIND_WORDS[entry.kind])} · {formatDateTime(new Date(entry.createdAt).toISOString(), '')}
              </p>
            </div>
            {entry.refusal ? (
              <>
                <p
                  role="alert"
                  className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900 ring-1 ring-red-200"
                >
                  {t(m.refused, { status: entry.refusal.status, message: entry.refusal.message })}
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button variant="secondary" size="lg" onClick={() => void retry(entry)}>
                    <RotateCcw className="h-5 w-5" aria-hidden="true" /> {t(m.retry)}
                  </Button>
                  <Button variant="secondary" size="lg" onClick={() => void copy(entry)}>
                    <Copy className="h-5 w-5" aria-hidden="true" /> {t(m.copyDetails)}
                  </Button>
                  <Button variant="secondary" size="lg" onClick={() => setDiscarding(entry)}>
                    <Trash2 className="h-5 w-5" aria-hidden="true" /> {t(m.discard)}
                  </Button>
                </div>
              </>
            ) : (
              <p className="text-sm text-slate-700">
                {entry.attempts === 0 ? t(m.waiting) : t(m.waitingTried, { count: entry.attempts })}
              </p>
            )}
          </li>
        ))}
      </ol>
      <ConfirmDialog
        open={discarding !== null}
        title={t(m.discardTitle)}
        message={t(m.discardMessage, { summary: discarding?.summary ?? '' })}
        confirmLabel={t(m.discard)}
        busyLabel={t(m.discarding)}
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
