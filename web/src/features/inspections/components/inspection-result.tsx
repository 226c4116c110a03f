import type { ReactNode } from 'react';
import { CheckCircle2, XCircle } from 'lucide-react';
import type { RecordedInspection } from '../api/record-inspection';
import { useTranslation } from '@/i18n/use-translation';
import { inspectionMessages as m } from '../inspection-messages';

/** Failed items by their labels; an id the answers do not name is shown as it is. */
function failedLabels(inspection: RecordedInspection): string[] {
  return inspection.failedItems.map(
    (failed) => inspection.answers.find((answer) => answer.id === failed)?.label ?? failed,
  );
}

/** What the inspection recorded: passed or failed (and what failed), and when the next one falls due. */
export function InspectionResult({
  inspection,
  actions,
}: {
  inspection: RecordedInspection;
  actions: ReactNode;
}) {
  const { t } = useTranslation();
  const passed = inspection.result === 'pass';
  const failed = failedLabels(inspection);
  return (
    <section aria-labelledby="inspection-result" className="space-y-5" data-testid="inspection-result">
      <div
        className={`flex items-center gap-4 rounded-2xl px-5 py-5 ${passed ? 'bg-green-700' : 'bg-red-700'} text-white`}
      >
        {passed ? (
          <CheckCircle2 className="h-12 w-12 shrink-0" aria-hidden="true" />
        ) : (
          <XCircle className="h-12 w-12 shrink-0" aria-hidden="true" />
        )}
        <div>
          <h2 id="inspection-result" className="text-2xl font-bold" tabIndex={-1} data-autofocus>
            {passed ? t(m.passed) : t(m.failed)}
          </h2>
          <p className="font-medium">{inspection.planName}</p>
        </div>
      </div>
      {failed.length > 0 ? (
        <div>
          <h3 className="text-base font-semibold text-slate-900">{t(m.whatFailed)}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-6 text-base text-slate-900">
            {failed.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="text-lg text-slate-900" data-testid="next-due">
        {inspection.nextDueOn ? (
          <>
            {t(m.nextDueOn)} <strong>{inspection.nextDueOn}</strong>
          </>
        ) : (
          t(m.noNextDue)
        )}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">{actions}</div>
    </section>
  );
}
