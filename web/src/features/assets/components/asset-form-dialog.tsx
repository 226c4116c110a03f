import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS } from '@harbour/contract';
import { FIELD_VALUE_PREFIX } from '@harbour/contract';
import { toast } from '@/lib/toast';
import type { AssetRow } from '../api/get-assets';
import { ChartPositionField } from '@/components/chart-position/chart-position-field';
import { chartPositionText } from '@/components/chart-position/read-chart-position';
import { LocationPicker } from '@/components/location-picker/location-picker';
import { FormDialog } from '@/components/ui/dialog-actions';
import { statusName } from '@/components/ui/status-name';
import { FormError, FormField, inputClasses } from '@/components/ui/form-field';
import { TextField } from '@/components/ui/text-field';
import { TypeFieldInputs } from '@/components/ui/type-field-inputs';
import { typeNamed, useAssetTypes } from '@/lib/type-fields/use-asset-types';
import { inputsOf } from '@/lib/type-fields/type-field-form';
import {
  assetFormFrom,
  assetFormSchemaFor,
  buildAssetFormData,
  emptyAssetForm,
  isStatusLocked,
  statusAfterAssigneeChange,
  statusOptions,
  type AssetFormInput,
  type AssetFormMode,
  type AssetFormValues,
} from '../asset-form-rules';
import { useTranslation } from '@/i18n/use-translation';
import { assetMessages as m } from '../asset-messages';
import { useAssignableUsers } from '../api/get-assignable-users';
import { RegisterFields } from './register-fields';

interface AssetFormDialogProps {
  mode: AssetFormMode;
  /** The asset being edited; absent when adding. */
  asset?: AssetRow;
  busy: boolean;
  onSubmit: (form: FormData) => void;
  onClose: () => void;
  /** What the server refused, field by field, on the last save. */
  serverErrors?: Record<string, string>;
}

/** 'Add New Asset' and 'Edit Asset'. */
export function AssetFormDialog({
  mode,
  asset,
  busy,
  onSubmit,
  onClose,
  serverErrors = {},
}: AssetFormDialogProps) {
  const { t } = useTranslation();
  const users = useAssignableUsers(true);
  const types = useAssetTypes();
  const [typeText, setTypeText] = useState(asset?.type ?? '');
  const chosenType = typeNamed(types.data, typeText);
  const typeFields = chosenType?.fields ?? [];
  // An edit that keeps the asset's type checks and sends only the values changed.
  const kept =
    asset && chosenType && typeNamed(types.data, asset.type) === chosenType
      ? inputsOf(asset.fields)
      : undefined;
  const {
    register,
    handleSubmit,
    control,
    getValues,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm<AssetFormInput, unknown, AssetFormValues>({
    // The chosen type's fields are checked too: the resolver follows the type as it is typed.
    resolver: zodResolver(assetFormSchemaFor(typeFields, kept)),
    defaultValues: asset ? assetFormFrom(asset) : emptyAssetForm(),
  });
  const [assignedTo, typeInputs, location, position] = useWatch({
    control,
    name: ['assignedTo', 'typeFields', 'location', 'position'],
  });
  const locked = isStatusLocked(mode, assignedTo);
  const usersFailed = users.isError;
  const formId = `asset-form-${mode}`;

  function submit(values: AssetFormValues) {
    onSubmit(buildAssetFormData(values, mode, typeFields, kept, chartPositionText(asset?.position ?? null)));
  }

  const assignee = register('assignedTo', {
    onChange: () => {
      setValue('status', statusAfterAssigneeChange(getValues('status'), getValues('assignedTo')));
    },
  });

  const requiredMissing = errors.root?.message;
  const textRule = t(m.textRule, { max: LIMITS.assetText });

  return (
    <FormDialog
      title={mode === 'add' ? t(m.addTitle) : t(m.editTitle)}
      formId={formId}
      busy={busy}
      onClose={onClose}
      submitLabel={mode === 'add' ? t(m.addAsset) : t(m.saveChanges)}
      busyLabel={mode === 'add' ? t(m.adding) : t(m.saving)}
      onSubmit={(event) =>
        void handleSubmit(submit, (invalid) => {
          if (invalid.root?.message) toast.error(invalid.root.message);
        })(event)
      }
      size="lg"
      className="space-y-4"
    >
      <FormError message={requiredMissing} />
      <fieldset disabled={busy} className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="asset-name"
          label={t(m.name)}
          required
          placeholder={t(m.namePlaceholder)}
          hint={textRule}
          error={errors.name?.message ?? serverErrors.name}
          {...register('name')}
        />
        <TextField
          id="asset-type"
          label={t(m.type)}
          required
          placeholder={t(m.typePlaceholder)}
          hint={textRule}
          error={errors.type?.message ?? serverErrors.type}
          list="asset-type-names"
          autoComplete="off"
          {...register('type', {
            onChange: (event: { target: { value: string } }) => setTypeText(event.target.value),
          })}
        />
        <datalist id="asset-type-names">
          {(types.data?.list ?? []).map((type) => (
            <option key={type._id} value={type.name} />
          ))}
        </datalist>
        <FormField
          id="asset-location"
          label={t(m.location)}
          required
          error={errors.location?.message ?? serverErrors.location}
        >
          <LocationPicker
            id="asset-location"
            label={t(m.location)}
            value={location}
            onChange={(choice) =>
              setValue('location', choice?.path ?? '', { shouldDirty: true, shouldValidate: isSubmitted })
            }
            required
            placeholder={t(m.locationPlaceholder)}
            invalid={Boolean(errors.location ?? serverErrors.location)}
            describedBy={errors.location || serverErrors.location ? 'asset-location-error' : undefined}
          />
        </FormField>
        <FormField
          id="asset-status"
          label={t(m.status)}
          required
          hint={locked ? t(m.statusLocked) : undefined}
        >
          <select
            id="asset-status"
            className={inputClasses}
            disabled={locked}
            aria-required="true"
            {...register('status')}
          >
            {statusOptions(asset?.status).map((status) => (
              <option key={status} value={status}>
                {statusName(status)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          id="asset-assignee"
          label={t(m.assignedTo)}
          error={usersFailed ? t(m.usersLoadFailed) : undefined}
        >
          <select id="asset-assignee" className={inputClasses} {...assignee}>
            <option value="">{t(m.notAssigned)}</option>
            {asset?.assignedTo && !users.data?.some((user) => user._id === asset.assignedTo) ? (
              <option value={asset.assignedTo}>{asset.assignedToName ?? asset.assignedTo}</option>
            ) : null}
            {(users.data ?? []).map((user) => (
              <option key={user._id} value={user._id}>
                {user.username}
              </option>
            ))}
          </select>
        </FormField>
        <ChartPositionField
          id="asset-position"
          value={position}
          onChange={(text) => setValue('position', text, { shouldDirty: true, shouldValidate: isSubmitted })}
          error={errors.position?.message ?? serverErrors.position}
          disabled={busy}
        />
        <FormField
          id="asset-image"
          label={mode === 'add' ? t(m.assetImage) : t(m.newImage)}
          error={errors.image?.message ?? serverErrors.assetImage}
        >
          <input
            id="asset-image"
            type="file"
            accept="image/*"
            aria-invalid={errors.image ? true : undefined}
            className="block w-full text-sm text-slate-600 file:mr-3 file:rounded-lg file:border-0 file:bg-navy-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-navy-800 hover:file:bg-navy-100"
            {...register('image')}
          />
        </FormField>
      </fieldset>
      {chosenType ? (
        <TypeFieldInputs
          typeName={chosenType.name}
          fields={typeFields}
          values={typeInputs}
          onChange={(key, value) =>
            setValue(`typeFields.${key}`, value, { shouldDirty: true, shouldValidate: isSubmitted })
          }
          errors={Object.fromEntries(
            typeFields.map((field) => [
              field.key,
              errors.typeFields?.[field.key]?.message ?? serverErrors[`${FIELD_VALUE_PREFIX}${field.key}`],
            ]),
          )}
          idPrefix="asset-field"
          disabled={busy}
        />
      ) : null}
      <RegisterFields register={register} errors={errors} disabled={busy} />
    </FormDialog>
  );
}
