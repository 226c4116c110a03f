import { DEFECT_SEVERITIES, type DefectSeverity } from '@harbour/contract';
import { useTranslation } from '@/i18n/use-translation';
import { defectMessages as m } from '../defect-messages';

export const SEVERITY_WORDS = {
  safety: { name: m.severitySafety, hint: m.severitySafetyHint },
  normal: { name: m.severityNormal, hint: m.severityNormalHint },
  low: { name: m.severityLow, hint: m.severityLowHint },
} as const satisfies Record<DefectSeverity, unknown>;

const ROW_TONE: Record<DefectSeverity, string> = {
  safety: 'has-[:checked]:bg-red-50 has-[:checked]:ring-red-600',
  normal: 'has-[:checked]:bg-amber-50 has-[:checked]:ring-amber-600',
  low: 'has-[:checked]:bg-slate-100 has-[:checked]:ring-slate-600',
};

/** Three large radio rows, each saying what it sets off: a gloved thumb hits one. */
export function SeverityChoice({
  value,
  onChange,
}: {
  value: DefectSeverity;
  onChange: (severity: DefectSeverity) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="text-base font-medium text-slate-800">{t(m.severity)}</legend>
      <div className="mt-2 space-y-2">
        {DEFECT_SEVERITIES.map((severity) => (
          <label
            key={severity}
            className={`flex min-h-16 cursor-pointer items-start gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-300 has-[:checked]:ring-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-teal-500 ${ROW_TONE[severity]}`}
          >
            <input
              type="radio"
              name="severity"
              value={severity}
              checked={value === severity}
              onChange={() => onChange(severity)}
              aria-describedby={`severity-${severity}-hint`}
              className="mt-1 h-6 w-6 shrink-0 accent-navy-800"
            />
            <span>
              <span className="block text-base font-semibold text-slate-900">
                {t(SEVERITY_WORDS[severity].name)}
              </span>
              <span id={`severity-${severity}-hint`} className="block text-sm text-slate-700">
                {t(SEVERITY_WORDS[severity].hint)}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
