import { CHART_POSITION_EXAMPLE } from '@harbour/contract';
import { TextField } from '@/components/ui/text-field';
import { useTranslation } from '@/i18n/use-translation';
import { chartPositionMessages as m } from './chart-position-messages';
import { readChartPosition } from './read-chart-position';

interface ChartPositionFieldProps {
  id: string;
  value: string;
  onChange: (text: string) => void;
  /** What the server (or the form's check on submit) said is wrong with it. */
  error?: string | undefined;
  disabled?: boolean;
}

/** A charted position typed as text, read back live in degrees and minutes (or what is wrong with it). */
export function ChartPositionField({ id, value, onChange, error, disabled }: ChartPositionFieldProps) {
  const { t } = useTranslation();
  const reading = readChartPosition(value);
  return (
    <div>
      <TextField
        id={id}
        label={t(m.label)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        hint={t(m.hint, { example: CHART_POSITION_EXAMPLE })}
        disabled={disabled}
        autoComplete="off"
        spellCheck={false}
        inputMode="text"
      />
      <p
        aria-live="polite"
        data-testid={`${id}-reading`}
        className={`mt-1 min-h-5 text-sm ${reading.state === 'unreadable' ? 'text-amber-800' : 'text-teal-800'}`}
      >
        {reading.state === 'read' ? t(m.readsAs, { position: reading.text }) : null}
        {reading.state === 'unreadable' && !error ? reading.problem : null}
      </p>
    </div>
  );
}
