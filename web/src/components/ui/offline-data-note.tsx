/** Says that what a screen shows was stored on the device for offline use, and how old it is. */
import { CloudOff } from 'lucide-react';
import { relativeTime } from '@/lib/relative-time';
import { useTranslation } from '@/i18n/use-translation';
import { uiMessages as m } from '@/components/ui-messages';

export function OfflineDataNote({ storedAt }: { storedAt: number | undefined }) {
  const { t } = useTranslation();
  if (storedAt === undefined) return null;
  return (
    <p
      className="flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-300"
      data-testid="offline-data-note"
    >
      <CloudOff className="h-5 w-5 shrink-0" aria-hidden="true" />
      {t(m.offlineData, { when: relativeTime(new Date(storedAt)) })}
    </p>
  );
}
