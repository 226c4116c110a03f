/** What each marker colour means, worst first, in the words the other screens use for each state. */
import { MAP_STATES } from '@harbour/contract';
import { useTranslation } from '@/i18n/use-translation';
import { STATE_COLOURS } from '../map-style';
import { mapMessages as m } from '../map-messages';
import { mapStateLabel } from '../map-state-label';

export function StateDot({ state }: { state: string }) {
  const colour = STATE_COLOURS[MAP_STATES.find((known) => known === state) ?? 'ok'];
  return (
    <span
      aria-hidden="true"
      className="inline-block h-3.5 w-3.5 shrink-0 rounded-full ring-2 ring-slate-800"
      // The palette is one table (map-style.ts) shared with the map's layers; a style property, not a class.
      style={{ backgroundColor: colour }}
    />
  );
}

export function MapLegend() {
  const { t } = useTranslation();
  return (
    <div className="mb-3">
      <ul aria-label={t(m.legend)} className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800">
        {MAP_STATES.map((state) => (
          <li key={state} className="flex items-center gap-1.5">
            <StateDot state={state} />
            {mapStateLabel(state)}
          </li>
        ))}
      </ul>
      <p className="mt-1 text-xs text-slate-600">{t(m.groupColour)}</p>
    </div>
  );
}
