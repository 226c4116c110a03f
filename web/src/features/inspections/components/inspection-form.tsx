/** The checklist of one due inspection, phone first: one item per row, big controls, errors that name the item. */
import { useRef, useState, type FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { controlClasses, FormError } from '@/components/ui/form-field';
import type { DueInspectionView } from '@/lib/readers/compliance-readers';
import { messageOr } from '@/lib/error-message';
import {
  buildInspectionRequest,
  checklistErrors,
  type AnswerValues,
  type ItemAnswer,
} from '../checklist-answers';
import type { RecordedInspection } from '../api/record-inspection';
import { useRecordInspection } from '../api/record-inspection';
import { useDevicePosition } from '../use-device-position';
import { ChecklistItemField } from './checklist-item-field';
import { PositionStatus } from './position-status';
import { useTranslation } from '@/i18n/use-translation';
import { inspectionMessages as m } from '../inspection-messages';

interface InspectionFormProps {
  due: DueInspectionView;
  /** The recorded inspection, or null when it was saved on the phone to be sent when back online. */
  onRecorded: (inspection: RecordedInspection | null) => void;
  onCancel: () => void;
}

export function InspectionForm({ due, onRecorded, onCancel }: InspectionFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<AnswerValues>({});
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const device = useDevicePosition();
  const record = useRecordInspection(due.assetId);
  const summaryRef = useRef<HTMLDivElement>(null);

  function answer(itemId: string, value: ItemAnswer) {
    setValues((current) => ({ ...current, [itemId]: { ...current[itemId], ...value } }));
    setErrors(({ [itemId]: _fixed, ...rest }) => rest);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = checklistErrors(due.checklist, values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // After this render the summary exists; it lists every item to answer.
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    const position = device.state === 'found' ? device.position : null;
    record.mutate(buildInspectionRequest(due.sourceId, due.checklist, values, notes, position), {
      onSuccess: onRecorded,
    });
  }

  const problems = Object.values(errors);
  return (
    <form onSubmit={submit} noValidate aria-label={due.name} className="space-y-5">
      {problems.length > 0 ? (
        <div
          ref={summaryRef}
          role="alert"
          tabIndex={-1}
          className="scroll-mt-20 rounded-xl bg-red-50 px-4 py-3 text-red-900 ring-1 ring-red-300"
        >
          <p className="font-semibold">{t(m.answerThese)}</p>
          <ul className="mt-1 list-disc pl-5 text-sm">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <ol className="divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
        {due.checklist.map((item) => (
          <ChecklistItemField
            key={item.id}
            item={item}
            answer={values[item.id]}
            error={errors[item.id]}
            onChange={(value) => answer(item.id, value)}
          />
        ))}
      </ol>
      <div>
        <label htmlFor="inspection-notes" className="block text-base font-semibold text-slate-900">
          {t(m.notes)}
        </label>
        <textarea
          id="inspection-notes"
          rows={3}
          maxLength={4000}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          className={`${controlClasses} mt-2 px-4 py-3 text-base`}
        />
      </div>
      <PositionStatus device={device} />
      {record.isError ? <FormError message={messageOr(record.error, t(m.saveFailed))} /> : null}
      <div className="flex flex-col gap-3 sm:flex-row-reverse">
        <Button
          type="submit"
          variant="accent"
          size="lg"
          className="h-14 w-full text-lg sm:w-auto"
          disabled={record.isPending}
        >
          {record.isPending ? <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" /> : null}
          {record.isPending ? t(m.saving) : t(m.submit)}
        </Button>
        <Button
          variant="secondary"
          size="lg"
          className="h-14 w-full sm:w-auto"
          onClick={onCancel}
          disabled={record.isPending}
        >
          {t(m.cancel)}
        </Button>
      </div>
    </form>
  );
}
