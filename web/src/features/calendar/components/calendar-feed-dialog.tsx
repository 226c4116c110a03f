import { useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { Copy, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { controlClasses } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { messageOr } from '@/lib/error-message';
import { useCalendarFeed, useResetCalendarFeed } from '../api/calendar-feed';
import { CALENDAR_MESSAGES } from '../calendar-messages';

/** The caller's secret calendar (.ics) address, with Copy and Reset. */
export function CalendarFeedDialog({ onClose }: { onClose: () => void }) {
  const feed = useCalendarFeed();
  const reset = useResetCalendarFeed();
  const [confirming, setConfirming] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(CALENDAR_MESSAGES.copied);
    } catch {
      // No clipboard (an insecure origin, a denied permission): the selected link can still be copied by hand.
      input.current?.select();
      toast.error(CALENDAR_MESSAGES.copyFailed);
    }
  }

  function confirmReset() {
    reset.mutate(undefined, {
      onSuccess: () => {
        toast.success(CALENDAR_MESSAGES.reset);
        setConfirming(false);
      },
      onError: (error) => toast.error(messageOr(error, CALENDAR_MESSAGES.resetFailed)),
    });
  }

  return (
    <>
      <Modal
        open={!confirming}
        title="Calendar feed"
        onClose={onClose}
        footer={
          <Button variant="primary" onClick={onClose}>
            Close
          </Button>
        }
      >
        <div className="space-y-4 text-sm text-slate-700">
          <p>{CALENDAR_MESSAGES.intro}</p>
          {feed.isPending ? <p role="status">{CALENDAR_MESSAGES.loading}</p> : null}
          {feed.isError ? (
            <p role="alert" className="text-red-700">
              {messageOr(feed.error, CALENDAR_MESSAGES.loadFailed)}
            </p>
          ) : null}
          {feed.isSuccess ? (
            <>
              <div>
                <label htmlFor="calendar-url" className="block text-sm font-medium text-slate-700">
                  Your calendar link
                </label>
                <input
                  id="calendar-url"
                  ref={input}
                  readOnly
                  value={feed.data.url}
                  onFocus={(event) => event.target.select()}
                  className={`${controlClasses} mt-1.5 h-11 px-3 font-mono text-xs`}
                />
              </div>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Button size="lg" variant="accent" onClick={() => void copy(feed.data.url)}>
                  <Copy className="h-4 w-4" aria-hidden="true" />
                  Copy link
                </Button>
                <Button size="lg" variant="secondary" onClick={() => setConfirming(true)}>
                  <RefreshCw className="h-4 w-4" aria-hidden="true" />
                  Reset link
                </Button>
              </div>
            </>
          ) : null}
          <p className="text-slate-600">{CALENDAR_MESSAGES.howTo}</p>
        </div>
      </Modal>
      <ConfirmDialog
        open={confirming}
        title="Reset calendar link"
        message={CALENDAR_MESSAGES.confirmReset}
        confirmLabel="Reset link"
        busyLabel="Resetting..."
        busy={reset.isPending}
        onConfirm={confirmReset}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
