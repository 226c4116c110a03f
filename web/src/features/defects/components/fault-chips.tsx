import { useTranslation } from '@/i18n/use-translation';
import { defectMessages as m } from '../defect-messages';

/** The type's common faults as one-tap chips: a tap writes the fault as the description. */
export function FaultChips({
  faults,
  chosen,
  onChoose,
}: {
  faults: readonly string[];
  chosen: string | null;
  onChoose: (fault: string) => void;
}) {
  const { t } = useTranslation();
  if (faults.length === 0) return null;
  return (
    <div role="group" aria-label={t(m.commonFaults)} className="mt-2 flex flex-wrap gap-2">
      {faults.map((fault) => (
        <button
          key={fault}
          type="button"
          aria-pressed={chosen === fault}
          onClick={() => onChoose(fault)}
          className="min-h-12 rounded-full bg-white px-4 text-base font-medium text-navy-900 ring-1 ring-slate-300 aria-pressed:bg-navy-800 aria-pressed:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-500"
        >
          {fault}
        </button>
      ))}
    </div>
  );
}
