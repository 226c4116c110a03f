/** The round's kind: three big radio choices. */
import { ROUND_KINDS } from '@harbour/contract';
import { roundKindLabel } from '@/lib/round-words';

const HINTS: Record<string, string> = {
  audit: 'Find what is there, what is missing and what is in the wrong place.',
  stocktake: 'Count the stores.',
  inspection: "Each scan opens the plan's checklist.",
};

export function RoundKindField({ value, onChange }: { value: string; onChange: (kind: string) => void }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">Kind</legend>
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
              <span className="block text-xs text-slate-600">{HINTS[kind]}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
