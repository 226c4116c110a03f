/** The round's kind: three big radio choices. */
import { ROUND_KINDS } from '@harbour/contract';
import { roundKindLabel } from '@/lib/round-words';
import type { Message } from '@/i18n/define-messages';
import { useTranslation } from '@/i18n/use-translation';
import { roundMessages as m } from '../round-messages';

const HINTS: Record<string, Message<string>> = {
  audit: m.kindHintAudit,
  stocktake: m.kindHintStocktake,
  inspection: m.kindHintInspection,
};

export function RoundKindField({ value, onChange }: { value: string; onChange: (kind: string) => void }) {
  const { t } = useTranslation();
  const hint = (kind: string) => {
    const message = HINTS[kind];
    return message ? t(message) : null;
  };
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">{t(m.kind)}</legend>
      <div className="mt-1.5 grid gap-2 sm:grid-cols-3">
        {ROUND_KINDS.map((kind) => (
          <label
            key={kind}
            className={`flex min-h-12 cursor-pointer items-start gap-3 rounded-xl px-3 py-3 ring-1 ring-inset ${
              value === kind ? 'bg-teal-50 ring-2 ring-teal-700' : 'bg-white ring-slate-300'
            }`}
          >
            <input
              type="radio"
              name="round-kind"
              value={kind}
              checked={value === kind}
              onChange={() => onChange(kind)}
              className="mt-0.5 h-5 w-5 accent-teal-700"
            />
            <span>
              <span className="block text-sm font-semibold text-slate-900">{roundKindLabel(kind)}</span>
              <span className="block text-xs text-slate-600">{hint(kind)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
