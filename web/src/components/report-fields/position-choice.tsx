import { useState } from 'react';
import { Loader2, MapPin, X } from 'lucide-react';
import type { ChartPosition } from '@harbour/contract';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/use-translation';
import { currentPosition } from '@/lib/current-position';
import { reportFieldsMessages as m } from './report-fields-messages';

interface PositionChoiceProps {
  position: ChartPosition | null;
  onChange: (position: ChartPosition | null) => void;
}

/** The reporter's position, asked of the browser only when they tap for it. */
export function PositionChoice({ position, onChange }: PositionChoiceProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'locating' | 'none'>('idle');

  async function locate() {
    setState('locating');
    const found = await currentPosition();
    setState(found ? 'idle' : 'none');
    if (found) onChange({ lat: found.lat, lon: found.lon });
  }

  if (position)
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p role="status" className="flex-1 text-base text-slate-800">
          <MapPin className="mr-1 inline h-5 w-5 text-teal-700" aria-hidden="true" />
          {t(m.positionAdded)}
        </p>
        <Button variant="secondary" size="lg" onClick={() => onChange(null)}>
          <X className="h-5 w-5" aria-hidden="true" />
          {t(m.removePosition)}
        </Button>
      </div>
    );
  return (
    <div className="space-y-2">
      <Button
        variant="secondary"
        size="lg"
        className="w-full"
        disabled={state === 'locating'}
        onClick={() => void locate()}
      >
        {state === 'locating' ? (
          <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />
        ) : (
          <MapPin className="h-5 w-5" aria-hidden="true" />
        )}
        {state === 'locating' ? t(m.locating) : t(m.addPosition)}
      </Button>
      {state === 'none' ? (
        <p role="status" className="text-sm text-slate-700">
          {t(m.noPosition)}
        </p>
      ) : null}
    </div>
  );
}
