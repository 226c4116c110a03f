/** The few fields an asset needs to exist (name, type, location, status), typed where the label is. */
import { ASSET_STATUSES } from '@harbour/contract';
import { FormField, inputClasses } from '@/components/ui/form-field';
import { TextField } from '@/components/ui/text-field';
import { useAssetFacets } from '@/lib/asset-facets';
import type { NewAsset } from '../api/create-asset';

interface NewAssetFieldsProps {
  value: NewAsset;
  onChange: (value: NewAsset) => void;
  errors: Record<string, string>;
}

export function NewAssetFields({ value, onChange, errors }: NewAssetFieldsProps) {
  const facets = useAssetFacets('admin');
  const text = (name: 'name' | 'type' | 'location', label: string, suggestions?: string[]) => (
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
      {text('name', 'Name')}
      {text('type', 'Type', facets.data?.types)}
      {text('location', 'Location', facets.data?.locations)}
      <FormField id="new-asset-status" label="Status" error={errors.status}>
        <select
          id="new-asset-status"
          className={`${inputClasses} h-12`}
          value={value.status}
          onChange={(event) => onChange({ ...value, status: event.target.value })}
        >
          {ASSET_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
      </FormField>
    </div>
  );
}
