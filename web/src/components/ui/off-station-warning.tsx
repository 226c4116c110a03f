/**
 * An asset found away from its charted position, in the overdue warning's look: first on the screens that
 * answer a scan and on its page. `children` is what can be done about it there (an administrator's action).
 */
import type { ReactNode } from 'react';
import { MapPinOff } from 'lucide-react';
import type { OffStation } from '@harbour/contract';
import { offStationFoundPhrase, offStationPhrase } from '@/lib/off-station-phrase';
import { useTranslation } from '@/i18n/use-translation';

export function OffStationWarning({
  offStation,
  children,
}: {
  offStation: OffStation | null;
  children?: ReactNode;
}) {
  // Subscribed to the language: the phrases are built outside React.
  useTranslation();
  if (!offStation) return null;
  return (
    <div className="mb-5 rounded-xl bg-red-50 p-4 ring-2 ring-red-700" data-testid="off-station">
      <p className="flex items-start gap-2 text-base font-semibold text-slate-900">
        <MapPinOff className="mt-0.5 h-5 w-5 shrink-0 text-red-700" aria-hidden="true" />
        <span>{offStationPhrase(offStation.meters)}</span>
      </p>
      <p className="mt-1 pl-7 text-sm font-medium text-slate-800">{offStationFoundPhrase(offStation)}</p>
      {children}
    </div>
  );
}
