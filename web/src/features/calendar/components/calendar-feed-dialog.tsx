import { useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { Copy, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { controlClasses } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { messageOr } from '@/lib/error-message';
import { useCalendarFeed, useResetCalendarFeed } from '../api/calendar-feed';
import { translate } from '@/i18n/translator';
import { useTranslation } from '@/i18n/use-translation';
import { calendarMessages as m } from '../calendar-messages';

/** The caller's secret calendar (.ics) address, with Copy and Reset. */
export function CalendarFeedDialog({ onClose }: { onClose: () => void }) {
  const feed = useCalendarFeed();
  const reset = useResetCalendarFeed();
  const [confirming, setConfirming] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const { t } = useTranslation();

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(translate(m.copied));
    } catch {
      // No clipboard (an insecure origin, a denied permission): the selected link can still be copied by hand.
      input.current?.select();
      toast.error(translate(m.copyFailed));
    }
  }

  function confirmReset() {
    reset.mutate(undefined, {
      onSuccess: () => {
        toast.success(translate(m.reset));
        setConfirming(false);
      },
      onError: (error) => toast.error(messageOr(error, translate(m.resetFailed))),
    });
  }

  return (
    <>
      <Modal
        open={!confirming}
        title={t(m.title)}
        onClose={onClose}
        footer={
          <Button variant="primary" onClick={onClose}>
            {t(m.close)}
          </Button>
        }
      >
        <div className="space-y-4 text-sm text-slate-700">
          <p>{t(m.intro)}</p>
          {feed.isPending ? <p role="status">{t(m.loading)}</p> : null}
          {feed.isError ? (
            <p role="alert" className="text-red-700">
              {messageOr(feed.error, t(m.loadFailed))}
            </p>
          ) : null}
          {feed.isSuccess ? (
            <>
              <div>
                <label htmlFor="calendar-url" className="block text-sm font-medium text-slate-700">
                  {t(m.linkLabel)}
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
                  {t(m.copyLink)}
                </Button>
                <Button size="lg" variant="secondary" onClick={() => setConfirming(true)}>
                  <RefreshCw className="h-4 w-4" aria-hidden="true" />
                  {t(m.resetLink)}
                </Button>
              </div>
            </>
          ) : null}
          <p className="text-slate-600">{t(m.howTo)}</p>
        </div>
      </Modal>
      <ConfirmDialog
        open={confirming}
        title={t(m.resetTitle)}
        message={t(m.confirmReset)}
        confirmLabel={t(m.resetLink)}
        busyLabel={t(m.resetting)}
        busy={reset.isPending}
        onConfirm={confirmReset}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
