import { Check, X } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { inspectionMessages as m } from '../inspection-messages';

interface PassFailToggleProps {
  labelId: string;
  value: boolean | undefined;
  invalid: boolean;
  onChange: (pass: boolean) => void;
}

const base =
  'inline-flex h-14 flex-1 items-center justify-center gap-2 rounded-xl text-base font-semibold ring-2 ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-500';
const off = 'bg-white text-slate-900 ring-slate-400';

/** Two big buttons, easy to hit with a gloved thumb; the chosen one is filled and says so to a screen reader. */
export function PassFailToggle({ labelId, value, invalid, onChange }: PassFailToggleProps) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-labelledby={labelId} aria-invalid={invalid || undefined} className="flex gap-3">
      <button
        type="button"
        aria-pressed={value === true}
        onClick={() => onChange(true)}
        className={`${base} ${value === true ? 'bg-green-700 text-white ring-green-800' : off}`}
      >
        <Check className="h-5 w-5" aria-hidden="true" />
        {t(m.pass)}
      </button>
      <button
        type="button"
        aria-pressed={value === false}
        onClick={() => onChange(false)}
        className={`${base} ${value === false ? 'bg-red-700 text-white ring-red-800' : off}`}
      >
        <X className="h-5 w-5" aria-hidden="true" />
        {t(m.fail)}
      </button>
    </div>
  );
}
