/** A multi-select of a few dozen values (a round's types): one 48 px toggle each, nothing behind hover. */
import { useTranslation } from '@/i18n/use-translation';
import { roundMessages as m } from '../round-messages';
interface ChoiceChipsProps {
  legend: string;
  options: string[];
  value: string[];
  onChange: (values: string[]) => void;
  /** What no choice means (every location, every type). */
  noneMeans: string;
  error?: string | undefined;
}

export function ChoiceChips({ legend, options, value, onChange, noneMeans, error }: ChoiceChipsProps) {
  const { t } = useTranslation();
  // A chosen value no asset carries any more still shows, so it can be taken off.
  const shown = [...options, ...value.filter((item) => !options.includes(item))];
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      <p className="mt-0.5 text-xs text-slate-600">
        {value.length === 0 ? noneMeans : t(m.chosenCount, { count: value.length })}
      </p>
      {shown.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t(m.noneInUse)}</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2">
          {shown.map((option) => {
            const on = value.includes(option);
            return (
              <li key={option} className="max-w-full">
                <button
                  type="button"
                  aria-pressed={on}
                  onClick={() => onChange(on ? value.filter((item) => item !== option) : [...value, option])}
                  className={`inline-flex min-h-12 max-w-full items-center break-words rounded-full px-4 text-sm font-medium ring-1 ring-inset ${
                    on ? 'bg-teal-700 text-white ring-teal-700' : 'bg-white text-slate-800 ring-slate-300'
                  }`}
                >
                  {option}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {error ? <p className="mt-1 text-xs text-red-600">{error}</p> : null}
    </fieldset>
  );
}
