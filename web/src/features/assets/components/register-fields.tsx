import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { ASSET_SCREEN_LABELS } from '@harbour/contract';
import { controlClasses, FormField } from '@/components/ui/form-field';
import { TextField } from '@/components/ui/text-field';
import type { AssetFormInput } from '../asset-form-rules';

interface RegisterFieldsProps {
  register: UseFormRegister<AssetFormInput>;
  errors: FieldErrors<AssetFormInput>;
  disabled: boolean;
}

/** The register details of an asset, after the spec's fields: all optional. */
export function RegisterFields({ register, errors, disabled }: RegisterFieldsProps) {
  return (
    <fieldset disabled={disabled}>
      <legend className="w-full border-t border-slate-200 pt-4 text-sm font-semibold text-navy-900">
        Register details
      </legend>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <TextField
          id="asset-serial"
          label={ASSET_SCREEN_LABELS.serialNumber}
          autoComplete="off"
          error={errors.serialNumber?.message}
          {...register('serialNumber')}
        />
        <TextField
          id="asset-manufacturer"
          label={ASSET_SCREEN_LABELS.manufacturer}
          error={errors.manufacturer?.message}
          {...register('manufacturer')}
        />
        <TextField
          id="asset-model"
          label={ASSET_SCREEN_LABELS.model}
          error={errors.model?.message}
          {...register('model')}
        />
        <TextField
          id="asset-manufactured"
          label={ASSET_SCREEN_LABELS.manufacturedOn}
          type="date"
          error={errors.manufacturedOn?.message}
          {...register('manufacturedOn')}
        />
        <TextField
          id="asset-in-service"
          label={ASSET_SCREEN_LABELS.inServiceOn}
          type="date"
          error={errors.inServiceOn?.message}
          {...register('inServiceOn')}
        />
        <label
          htmlFor="asset-critical"
          className="flex min-h-12 cursor-pointer items-center gap-3 self-end rounded-lg px-1 text-sm font-medium text-slate-700"
        >
          <input
            id="asset-critical"
            type="checkbox"
            className="h-5 w-5 rounded border-slate-300 accent-teal-700"
            {...register('critical')}
          />
          {ASSET_SCREEN_LABELS.critical}
        </label>
        <div className="sm:col-span-2">
          <FormField id="asset-notes" label={ASSET_SCREEN_LABELS.notes} error={errors.notes?.message}>
            <textarea
              id="asset-notes"
              rows={3}
              aria-invalid={errors.notes ? true : undefined}
              aria-describedby={errors.notes ? 'asset-notes-error' : undefined}
              className={`${controlClasses} px-3 py-2`}
              {...register('notes')}
            />
          </FormField>
        </div>
      </div>
    </fieldset>
  );
}
