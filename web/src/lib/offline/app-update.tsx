/**
 * Registers the service worker. A new version installs in the background and waits: the person is asked to
 * reload when it suits them, so a page in use (a round being scanned) is never swapped under them.
 */
import { toast } from '@/lib/toast';
import { registerSW } from 'virtual:pwa-register';
import { translate } from '@/i18n/translator';
import { offlineWordsMessages as m } from './offline-messages';

const UPDATE_TOAST_ID = 'app-update';

export function registerAppUpdates(): void {
  const update = registerSW({
    onNeedRefresh() {
      toast.message(
        () => (
          <span className="flex items-center gap-3">
            <span>{translate(m.updateReady)}</span>
            <button
              type="button"
              className="min-h-12 rounded-lg bg-navy-800 px-4 font-semibold text-white"
              onClick={() => {
                toast.dismiss(UPDATE_TOAST_ID);
                void update(true);
              }}
            >
              {translate(m.reload)}
            </button>
          </span>
        ),
        { id: UPDATE_TOAST_ID, duration: Infinity },
      );
    },
  });
}
