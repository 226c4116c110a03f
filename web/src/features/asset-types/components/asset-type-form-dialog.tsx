import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AVAILABILITY_TARGETS, type CreateAssetTypeInput } from '@harbour/contract';
import { toast } from '@/lib/toast';
import { FormDialog } from '@/components/ui/dialog-actions';
import { controlClasses, FormField } from '@/components/ui/form-field';
import { TextField } from '@/components/ui/text-field';
import { formatDecimal } from '@/lib/format-number';
import type { AssetTypeRow } from '@/lib/readers/asset-type-reader';
import { translate } from '@/i18n/translator';
import { useTranslation } from '@/i18n/use-translation';
import { useSaveAssetType } from '../api/save-asset-type';
import {
  CATEGORIES,
  emptyTypeForm,
  typeFormFrom,
  typeFormSchema,
  type TypeFormValues,
} from '../asset-type-form-rules';
import { assetTypeMessages as m } from '../asset-type-messages';
import { saveRefusal } from '../asset-type-refusal';
import { CommonFaultsEditor } from './common-faults-editor';
import { FieldEditor } from './field-editor';
import { RefusalBox } from '@/components/ui/refusal-box';

interface AssetTypeFormDialogProps {
  /** The type being edited; null when adding. */
  type: AssetTypeRow | null;
  onClose: () => void;
}

const FORM_ID = 'asset-type-form';

/** 'Add asset type' / 'Edit asset type': the name, the settings and the ordered fields. */
export function AssetTypeFormDialog({ type, onClose }: AssetTypeFormDialogProps) {
  const { t } = useTranslation();
  const save = useSaveAssetType();
  const [refusal, setRefusal] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm<TypeFormValues, unknown, CreateAssetTypeInput>({
    resolver: zodResolver(typeFormSchema),
    defaultValues: type ? typeFormFrom(type) : emptyTypeForm(),
  });
  const busy = save.isPending;

  function submit(input: CreateAssetTypeInput) {
    setRefusal([]);
    save.mutate(
      { id: type?._id ?? null, type: input },
      {
        onSuccess: () => {
          toast.success(translate(type ? m.updated : m.created));
          onClose();
        },
        onError: (error) => {
          const lines = saveRefusal(error);
          setRefusal(lines);
          toast.error(lines[0] ?? translate(m.saveFailed));
        },
      },
    );
  }

  return (
    <FormDialog
      title={type ? t(m.editTitle) : t(m.addTitle)}
      formId={FORM_ID}
      busy={busy}
      onClose={onClose}
      submitLabel={type ? t(m.saveChanges) : t(m.createType)}
      busyLabel={type ? t(m.saving) : t(m.creating)}
      onSubmit={(event) => void handleSubmit(submit)(event)}
      size="lg"
      className="space-y-6"
    >
      <RefusalBox title={t(m.notSaved)} lines={refusal} />
      <fieldset disabled={busy} className="min-w-0 space-y-6">
        <TextField
          id="asset-type-name"
          label={t(m.name)}
          required
          size="lg"
          placeholder={t(m.namePlaceholder)}
          error={errors.name?.message}
          {...register('name')}
        />
        <fieldset className="min-w-0 space-y-3">
          <legend className="text-sm font-semibold text-navy-900">{t(m.settings)}</legend>
          <label className="flex min-h-12 cursor-pointer items-center gap-3 text-sm font-medium text-slate-800 sm:min-h-10">
            <input
              type="checkbox"
              className="h-5 w-5 shrink-0 rounded border-slate-300 accent-teal-700"
              {...register('publicReports')}
            />
            {t(m.publicReports)}
          </label>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="asset-type-off-station"
              label={t(m.offStationMeters)}
              inputMode="numeric"
              size="lg"
              hint={t(m.offStationHint)}
              error={errors.offStationMeters?.message}
              {...register('offStationMeters')}
            />
            <FormField id="asset-type-category" label={t(m.availabilityCategory)}>
              <select
                id="asset-type-category"
                className={`${controlClasses} h-12 px-3 sm:h-11`}
                {...register('availabilityCategory')}
              >
                <option value="">{t(m.categoryNone)}</option>
                {CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {t(m.category, {
                      category,
                      target: `${formatDecimal(AVAILABILITY_TARGETS[category], 1)} %`,
                    })}
                  </option>
                ))}
              </select>
            </FormField>
          </div>
        </fieldset>
        <FieldEditor control={control} setValue={setValue} revalidate={isSubmitted} errors={errors} />
        <CommonFaultsEditor control={control} setValue={setValue} revalidate={isSubmitted} errors={errors} />
      </fieldset>
    </FormDialog>
  );
}
