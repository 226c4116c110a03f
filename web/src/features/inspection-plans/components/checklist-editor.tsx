import { CHECKLIST_ITEM_KINDS, type PlanInput } from '@harbour/contract';
import { useWatch, type Control, type FieldErrors, type UseFormSetValue } from 'react-hook-form';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { controlClasses, inputClasses } from '@/components/ui/form-field';
import { knownKind, newChecklistItem, type ChecklistValues, type PlanFormValues } from '../plan-form-rules';
import { useTranslation } from '@/i18n/use-translation';
import { planMessages as m } from '../plan-messages';
import { FieldMessage } from './interval-input';
import { ReorderButtons, moved } from '@/components/ui/reorder-buttons';

interface ChecklistEditorProps {
  control: Control<PlanFormValues, unknown, PlanInput>;
  setValue: UseFormSetValue<PlanFormValues>;
  /** Checks the list again on each change once the form was submitted, as typed fields are. */
  revalidate: boolean;
  errors: FieldErrors<PlanFormValues>;
}

const KIND_LABELS = {
  'pass-fail': m.kindPassFail,
  number: m.kindNumber,
  text: m.kindText,
  date: m.kindDate,
  photo: m.kindPhoto,
} as const;

/**
 * What an inspection asks, item by item: add, remove, reorder; each a label, a kind and whether required.
 * One list watched and set as a whole rather than useFieldArray or useController, whose code would load with
 * every form of the app (+3.3 KB gzip on the asset and user screens); each item's own id is its key.
 */
export function ChecklistEditor({ control, setValue, revalidate, errors }: ChecklistEditorProps) {
  const { t } = useTranslation();
  const items = useWatch({ control, name: 'checklist' });
  const onChange = (next: ChecklistValues[]) =>
    setValue('checklist', next, { shouldDirty: true, shouldValidate: revalidate });
  const change = (index: number, patch: Partial<ChecklistValues>) =>
    onChange(items.map((item, at) => (at === index ? { ...item, ...patch } : item)));
  const listError = errors.checklist?.message ?? errors.checklist?.root?.message;
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-navy-900">{t(m.checklist)}</legend>
      {items.length === 0 ? <p className="text-sm text-slate-500">{t(m.noItems)}</p> : null}
      <ol className="space-y-3">
        {items.map((item, index) => {
          const number = index + 1;
          const id = `plan-item-${item.itemId}`;
          const labelError = errors.checklist?.[index]?.label;
          const unitError = errors.checklist?.[index]?.unit;
          return (
            <li key={item.itemId} className="rounded-xl p-3 ring-1 ring-inset ring-slate-200">
              <div className="flex flex-wrap items-start gap-2">
                <span className="mt-2.5 w-6 shrink-0 text-sm font-semibold tabular-nums text-slate-500">
                  {number}.
                </span>
                <div className="min-w-0 flex-1 basis-48">
                  <input
                    id={id}
                    aria-label={t(m.checklistItem, { number })}
                    placeholder={t(m.itemPlaceholder)}
                    aria-invalid={labelError ? true : undefined}
                    aria-describedby={labelError ? `${id}-error` : undefined}
                    className={`${controlClasses} h-10 px-3`}
                    value={item.label}
                    onChange={(event) => change(index, { label: event.target.value })}
                  />
                  <FieldMessage id={id} error={labelError} />
                </div>
                <select
                  aria-label={t(m.kindOfItem, { number })}
                  className={`${inputClasses} w-auto! max-w-full`}
                  value={item.kind}
                  onChange={(event) => change(index, { kind: knownKind(event.target.value) })}
                >
                  {CHECKLIST_ITEM_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {t(KIND_LABELS[kind])}
                    </option>
                  ))}
                </select>
                {item.kind === 'number' ? (
                  <div>
                    <input
                      id={`${id}-unit`}
                      aria-label={t(m.unitOfItem, { number })}
                      placeholder={t(m.unitPlaceholder)}
                      aria-invalid={unitError ? true : undefined}
                      className={`${controlClasses} h-10 w-28! px-3`}
                      value={item.unit}
                      onChange={(event) => change(index, { unit: event.target.value })}
                    />
                    <FieldMessage id={`${id}-unit`} error={unitError} />
                  </div>
                ) : null}
              </div>
              <div className="mt-2 flex flex-wrap items-center justify-between gap-2 pl-8">
                <label className="flex min-h-10 cursor-pointer items-center gap-2 text-sm text-slate-700">
                  <input
                    type="checkbox"
                    className="h-5 w-5 rounded border-slate-300 accent-teal-700"
                    checked={item.required}
                    onChange={(event) => change(index, { required: event.target.checked })}
                  />
                  {t(m.required)}
                </label>
                <ReorderButtons
                  index={index}
                  count={items.length}
                  onMove={(from, to) => onChange(moved(items, from, to))}
                  onRemove={() => onChange(items.filter((_, at) => at !== index))}
                  labels={{
                    up: t(m.moveUp, { number }),
                    down: t(m.moveDown, { number }),
                    remove: t(m.removeItem, { number }),
                  }}
                />
              </div>
            </li>
          );
        })}
      </ol>
      {listError ? (
        <p role="alert" className="text-xs text-red-600">
          {listError}
        </p>
      ) : null}
      <Button
        variant="secondary"
        onClick={() => onChange([...items, newChecklistItem(items.map((item) => item.itemId))])}
      >
        <Plus className="h-4 w-4" aria-hidden="true" />
        {t(m.addItem)}
      </Button>
    </fieldset>
  );
}
