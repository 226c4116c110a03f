/** The few fields an asset needs to exist (name, type, location, status), filled in where the label is. */
import { lazy, Suspense } from 'react';
import { ASSET_STATUSES } from '@harbour/contract';
import { FIELD_VALUE_PREFIX } from '@harbour/contract';
import { LocationPicker } from '@/components/location-picker/location-picker';
import { statusName } from '@/components/ui/status-name';
import { FormField, inputClasses } from '@/components/ui/form-field';
import { TextField } from '@/components/ui/text-field';
import { useAssetFacets } from '@/lib/asset-facets';
import { typeNamed, useAssetTypes } from '@/lib/type-fields/use-asset-types';
import type { NewAsset } from '../api/create-asset';
import { useTranslation } from '@/i18n/use-translation';
import { labelCodeMessages as m } from '../label-code-messages';

// Drawn only for a type with fields: loaded then.
const TypeFieldInputs = lazy(() =>
  import('@/components/ui/type-field-inputs').then((m) => ({ default: m.TypeFieldInputs })),
);

interface NewAssetFieldsProps {
  value: NewAsset;
  onChange: (value: NewAsset) => void;
  errors: Record<string, string>;
}

export function NewAssetFields({ value, onChange, errors }: NewAssetFieldsProps) {
  const { t } = useTranslation();
  const facets = useAssetFacets('admin');
  const type = typeNamed(useAssetTypes().data, value.type);
  const text = (name: 'name' | 'type', label: string, suggestions?: string[]) => (
    <>
      <TextField
        id={`new-asset-${name}`}
        label={label}
        required
        size="lg"
        value={value[name]}
        onChange={(event) => onChange({ ...value, [name]: event.target.value })}
        error={errors[name]}
        list={suggestions ? `new-asset-${name}-suggestions` : undefined}
        autoComplete="off"
      />
      {suggestions ? (
        <datalist id={`new-asset-${name}-suggestions`}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      ) : null}
    </>
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {text('name', t(m.name))}
      {text('type', t(m.type), facets.data?.types)}
      <FormField id="new-asset-location" label={t(m.location)} required error={errors.location}>
        <LocationPicker
          id="new-asset-location"
          label={t(m.location)}
          value={value.location}
          onChange={(choice) => onChange({ ...value, location: choice?.path ?? '' })}
          required
          invalid={Boolean(errors.location)}
        />
      </FormField>
      <FormField id="new-asset-status" label={t(m.status)} error={errors.status}>
        <select
          id="new-asset-status"
          className={`${inputClasses} h-12`}
          value={value.status}
          onChange={(event) => onChange({ ...value, status: event.target.value })}
        >
          {ASSET_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusName(status)}
            </option>
          ))}
        </select>
      </FormField>
      {type && type.fields.length > 0 ? (
        <Suspense fallback={null}>
          <div className="sm:col-span-2">
            <TypeFieldInputs
              typeName={type.name}
              fields={type.fields}
              values={value.fields}
              onChange={(key, input) => onChange({ ...value, fields: { ...value.fields, [key]: input } })}
              errors={Object.fromEntries(
                type.fields.map((field) => [field.key, errors[`${FIELD_VALUE_PREFIX}${field.key}`]]),
              )}
              idPrefix="new-asset-field"
            />
          </div>
        </Suspense>
      ) : null}
    </div>
  );
}
