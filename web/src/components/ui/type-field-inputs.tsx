/** The inputs for a type's own fields, each by its kind, labelled in the reader's language. */
import { controlClasses, FormField } from './form-field';
import { TextField } from './text-field';
import type { TypeField } from '@/lib/readers/asset-type-reader';
import { fieldLabel } from '@/lib/type-fields/field-label';
import type { TypeFieldInputs as Inputs } from '@/lib/type-fields/type-field-form';
import { typeFieldsMessages as m } from '@/lib/type-fields/type-fields-messages';
import { useTranslation } from '@/i18n/use-translation';

interface TypeFieldInputsProps {
  /** The type's name, for the group's legend. */
  typeName: string;
  fields: readonly TypeField[];
  values: Inputs;
  onChange: (key: string, value: string) => void;
  /** Each refused field's reason, by key. */
  errors: Record<string, string | undefined>;
  idPrefix: string;
  disabled?: boolean;
}

const selectClasses = `${controlClasses} h-12 px-3 sm:h-11`;

export function TypeFieldInputs({
  typeName,
  fields,
  values,
  onChange,
  errors,
  idPrefix,
  disabled = false,
}: TypeFieldInputsProps) {
  const { t, language } = useTranslation();
  if (fields.length === 0) return null;
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="w-full border-t border-slate-200 pt-4 text-sm font-semibold text-navy-900">
        {t(m.fieldsOf, { type: typeName })}
      </legend>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        {fields.map((field) => {
          const id = `${idPrefix}-${field.key}`;
          const label = fieldLabel(field, language);
          const value = values[field.key] ?? '';
          const error = errors[field.key];
          const set = (next: string) => onChange(field.key, next);
          if (field.kind === 'choice' || field.kind === 'yes-no') {
            const options: [string, string][] =
              field.kind === 'yes-no'
                ? [
                    ['yes', t(m.yes)],
                    ['no', t(m.no)],
                  ]
                : (field.options ?? []).map((option) => [option, option]);
            // A kept value its field no longer offers stays chosen, as it is, until changed.
            if (value && !options.some(([option]) => option === value)) options.push([value, value]);
            return (
              <FormField key={field.key} id={id} label={label} required={field.required} error={error}>
                <select
                  id={id}
                  className={selectClasses}
                  value={value}
                  aria-required={field.required ? true : undefined}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  onChange={(event) => set(event.target.value)}
                >
                  <option value="">{t(m.notChosen)}</option>
                  {options.map(([option, words]) => (
                    <option key={option} value={option}>
                      {words}
                    </option>
                  ))}
                </select>
              </FormField>
            );
          }
          const number = field.kind === 'number';
          return (
            <TextField
              key={field.key}
              id={id}
              label={number && field.unit ? `${label} (${field.unit})` : label}
              required={field.required}
              size="lg"
              type={field.kind === 'date' ? 'date' : 'text'}
              inputMode={number ? 'decimal' : field.kind === 'mmsi' ? 'numeric' : undefined}
              autoCapitalize={field.kind === 'call-sign' ? 'characters' : undefined}
              autoComplete="off"
              spellCheck={field.kind === 'text' ? undefined : false}
              value={value}
              error={error}
              onChange={(event) => set(event.target.value)}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
