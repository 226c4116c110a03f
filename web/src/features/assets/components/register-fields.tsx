import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { controlClasses, FormField } from '@/components/ui/form-field';
import { TextField } from '@/components/ui/text-field';
import type { AssetFormInput } from '../asset-form-rules';
import { useTranslation } from '@/i18n/use-translation';
import { assetMessages as m } from '../asset-messages';

interface RegisterFieldsProps {
  register: UseFormRegister<AssetFormInput>;
  errors: FieldErrors<AssetFormInput>;
  disabled: boolean;
}

/** The register details of an asset, after the spec's fields: all optional. */
export function RegisterFields({ register, errors, disabled }: RegisterFieldsProps) {
  const { t } = useTranslation();
  return (
    <fieldset disabled={disabled}>
      <legend className="w-full border-t border-slate-200 pt-4 text-sm font-semibold text-navy-900">
        {t(m.registerDetails)}
      </legend>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <TextField
          id="asset-serial"
          label={t(m.serialNumber)}
          autoComplete="off"
          error={errors.serialNumber?.message}
          {...register('serialNumber')}
        />
        <TextField
          id="asset-manufacturer"
          label={t(m.manufacturer)}
          error={errors.manufacturer?.message}
          {...register('manufacturer')}
        />
        <TextField id="asset-model" label={t(m.model)} error={errors.model?.message} {...register('model')} />
        <TextField
          id="asset-manufactured"
          label={t(m.manufacturedOn)}
          type="date"
          error={errors.manufacturedOn?.message}
          {...register('manufacturedOn')}
        />
        <TextField
          id="asset-in-service"
          label={t(m.inServiceOn)}
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
          {t(m.critical)}
        </label>
        <div className="sm:col-span-2">
          <FormField id="asset-notes" label={t(m.notes)} error={errors.notes?.message}>
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
