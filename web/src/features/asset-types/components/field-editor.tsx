import { useWatch, type Control, type FieldErrors, type UseFormSetValue } from 'react-hook-form';
import { Plus } from 'lucide-react';
import { FIELD_KINDS, FIELD_LIMITS, type CreateAssetTypeInput } from '@harbour/contract';
import { Button } from '@/components/ui/button';
import { controlClasses, FormField } from '@/components/ui/form-field';
import { TextField } from '@/components/ui/text-field';
import { useTranslation } from '@/i18n/use-translation';
import { knownKind, newField, type FieldFormValues, type TypeFormValues } from '../asset-type-form-rules';
import { assetTypeMessages as m } from '../asset-type-messages';
import { ReorderButtons, moved } from '@/components/ui/reorder-buttons';

interface FieldEditorProps {
  control: Control<TypeFormValues, unknown, CreateAssetTypeInput>;
  setValue: UseFormSetValue<TypeFormValues>;
  /** Checks the list again on each change once the form was submitted, as typed fields are. */
  revalidate: boolean;
  errors: FieldErrors<TypeFormValues>;
}

const KIND_LABELS = {
  text: m.kindText,
  number: m.kindNumber,
  date: m.kindDate,
  choice: m.kindChoice,
  'yes-no': m.kindYesNo,
  imo: m.kindImo,
  mmsi: m.kindMmsi,
  'call-sign': m.kindCallSign,
} as const;

const selectClasses = `${controlClasses} h-12 px-3 sm:h-10`;
const checkLabel = 'flex min-h-12 cursor-pointer items-center gap-2 text-sm text-slate-700 sm:min-h-10';

/**
 * A type's fields in order: add, remove, move; each a key, its label in three languages, a kind with what
 * the kind needs (a number's unit and bounds, a choice's options), required and shown in the list. One list
 * watched and set as a whole, as the plan form's checklist is.
 */
export function FieldEditor({ control, setValue, revalidate, errors }: FieldEditorProps) {
  const { t } = useTranslation();
  const fields = useWatch({ control, name: 'fields' });
  const onChange = (next: FieldFormValues[]) =>
    setValue('fields', next, { shouldDirty: true, shouldValidate: revalidate });
  const change = (index: number, patch: Partial<FieldFormValues>) =>
    onChange(fields.map((field, at) => (at === index ? { ...field, ...patch } : field)));
  const listError = errors.fields?.message ?? errors.fields?.root?.message;
  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="text-sm font-semibold text-navy-900">{t(m.fieldList)}</legend>
      {fields.length === 0 ? <p className="text-sm text-slate-500">{t(m.noFields)}</p> : null}
      <ol className="space-y-3">
        {fields.map((field, index) => {
          const number = index + 1;
          const id = `type-field-${field.rowId}`;
          const fieldErrors = errors.fields?.[index];
          const text = (name: 'key' | 'labelEn' | 'labelNb' | 'labelNn' | 'unit' | 'min' | 'max') => ({
            id: `${id}-${name}`,
            value: field[name],
            error: fieldErrors?.[name]?.message,
            size: 'lg' as const,
            onChange: (event: { target: { value: string } }) => change(index, { [name]: event.target.value }),
          });
          return (
            <li
              key={field.rowId}
              aria-label={t(m.fieldNumber, { number })}
              className="min-w-0 rounded-xl p-3 ring-1 ring-inset ring-slate-200"
            >
              <p className="mb-2 text-sm font-semibold text-slate-600">{t(m.fieldNumber, { number })}</p>
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField
                  label={t(m.key)}
                  required
                  hint={t(m.keyHint)}
                  maxLength={FIELD_LIMITS.keyMax}
                  autoCapitalize="none"
                  spellCheck={false}
                  {...text('key')}
                />
                <FormField id={`${id}-kind`} label={t(m.kind)} required>
                  <select
                    id={`${id}-kind`}
                    className={selectClasses}
                    value={field.kind}
                    onChange={(event) => change(index, { kind: knownKind(event.target.value) })}
                  >
                    {FIELD_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {t(KIND_LABELS[kind])}
                      </option>
                    ))}
                  </select>
                </FormField>
                <TextField label={t(m.labelEn)} required {...text('labelEn')} />
                <TextField label={t(m.labelNb)} {...text('labelNb')} />
                <TextField label={t(m.labelNn)} {...text('labelNn')} />
                {field.kind === 'number' ? (
                  <>
                    <TextField label={t(m.unit)} placeholder={t(m.unitPlaceholder)} {...text('unit')} />
                    <TextField label={t(m.min)} inputMode="decimal" {...text('min')} />
                    <TextField label={t(m.max)} inputMode="decimal" {...text('max')} />
                  </>
                ) : null}
                {field.kind === 'choice' ? (
                  <FormField
                    id={`${id}-options`}
                    label={t(m.options)}
                    required
                    hint={t(m.optionsHint)}
                    error={fieldErrors?.options?.message}
                  >
                    <textarea
                      id={`${id}-options`}
                      rows={4}
                      aria-invalid={fieldErrors?.options ? true : undefined}
                      className={`${controlClasses} px-3 py-2`}
                      value={field.options}
                      onChange={(event) => change(index, { options: event.target.value })}
                    />
                  </FormField>
                ) : null}
              </div>
              <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                <div className="flex flex-wrap gap-x-4">
                  <label className={checkLabel}>
                    <input
                      type="checkbox"
                      className="h-5 w-5 rounded border-slate-300 accent-teal-700"
                      checked={field.required}
                      onChange={(event) => change(index, { required: event.target.checked })}
                    />
                    {t(m.required)}
                  </label>
                  <label className={checkLabel}>
                    <input
                      type="checkbox"
                      className="h-5 w-5 rounded border-slate-300 accent-teal-700"
                      checked={field.inList}
                      onChange={(event) => change(index, { inList: event.target.checked })}
                    />
                    {t(m.inList)}
                  </label>
                </div>
                <ReorderButtons
                  index={index}
                  count={fields.length}
                  onMove={(from, to) => onChange(moved(fields, from, to))}
                  onRemove={() => onChange(fields.filter((_, at) => at !== index))}
                  labels={{
                    up: t(m.moveUp, { number }),
                    down: t(m.moveDown, { number }),
                    remove: t(m.removeField, { number }),
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
      <Button variant="secondary" size="lg" onClick={() => onChange([...fields, newField()])}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        {t(m.addField)}
      </Button>
    </fieldset>
  );
}
