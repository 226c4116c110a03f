import type { ChecklistItemView } from '@/lib/readers/compliance-readers';
import { controlClasses } from '@/components/ui/form-field';
import type { ItemAnswer } from '../checklist-answers';
import { PassFailToggle } from './pass-fail-toggle';
import { PhotoField } from './photo-field';
import { useTranslation } from '@/i18n/use-translation';
import { inspectionMessages as m } from '../inspection-messages';

interface ChecklistItemFieldProps {
  item: ChecklistItemView;
  answer: ItemAnswer | undefined;
  error: string | undefined;
  onChange: (answer: ItemAnswer) => void;
}

const bigInput = `${controlClasses} h-14 px-4 text-lg`;

/** One row of the checklist: its label (and whether it is required), the control for its kind, its error. */
export function ChecklistItemField({ item, answer, error, onChange }: ChecklistItemFieldProps) {
  const { t } = useTranslation();
  const id = `item-${item.id}`;
  const labelId = `${id}-label`;
  const errorId = error ? `${id}-error` : undefined;
  const labelClass = 'block text-base font-semibold text-slate-900';
  const label = (
    <>
      {item.label}
      {item.unit ? <span className="font-normal text-slate-700"> ({item.unit})</span> : null}
      {item.required ? (
        <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs font-semibold text-slate-800">
          {t(m.required)}
        </span>
      ) : null}
    </>
  );

  let control;
  if (item.kind === 'pass-fail')
    control = (
      <PassFailToggle
        labelId={labelId}
        value={answer?.pass}
        invalid={Boolean(error)}
        onChange={(pass) => onChange({ pass })}
      />
    );
  else if (item.kind === 'photo')
    control = (
      <PhotoField
        id={id}
        describedBy={errorId}
        file={answer?.photo}
        onChange={(photo) => onChange({ photo })}
      />
    );
  else if (item.kind === 'number')
    control = (
      <div className="flex items-center gap-3">
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={answer?.number ?? ''}
          onChange={(event) => onChange({ number: event.target.value })}
          aria-required={item.required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className={bigInput}
        />
        {item.unit ? (
          <span className="shrink-0 text-lg font-semibold text-slate-800">{item.unit}</span>
        ) : null}
      </div>
    );
  else
    control = (
      <input
        id={id}
        // A date question gets the phone's date picker; its value is YYYY-MM-DD, as the server takes it.
        type={item.kind === 'date' ? 'date' : 'text'}
        value={answer?.text ?? ''}
        onChange={(event) => onChange({ text: event.target.value })}
        aria-required={item.required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        className={bigInput}
      />
    );

  return (
    <li className="space-y-3 px-4 py-5 sm:px-5" data-testid="checklist-item" data-item-id={item.id}>
      {item.kind === 'pass-fail' ? (
        <p id={labelId} className={labelClass}>
          {label}
        </p>
      ) : (
        <label id={labelId} htmlFor={id} className={labelClass}>
          {label}
        </label>
      )}
      {control}
      {error ? (
        <p id={errorId} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </li>
  );
}
