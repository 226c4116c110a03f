import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import type { DueRuleInput, PlanInput } from '@harbour/contract';
import { FormDialog } from '@/components/ui/dialog-actions';
import { TextField } from '@/components/ui/text-field';
import { useAssetFacets } from '@/lib/asset-facets';
import type { PlanRow } from '../api/get-plans';
import { useSavePlan } from '../api/save-plan';
import { emptyPlanForm, planFormFrom, planFormSchema, type PlanFormValues } from '../plan-form-rules';
import { translate } from '@/i18n/translator';
import { useTranslation } from '@/i18n/use-translation';
import { planMessages as m } from '../plan-messages';
import { planSaveErrors } from '../plan-save-error';
import { AssetPicker } from './asset-picker';
import { AssetTypesField } from './asset-types-field';
import { ChecklistEditor } from './checklist-editor';
import { RuleFields } from './rule-fields';
import { RefusalBox } from '@/components/ui/refusal-box';

interface PlanFormDialogProps {
  /** The plan being edited (its rule readable); null when adding. */
  plan: (PlanRow & { rule: DueRuleInput }) | null;
  onClose: () => void;
}

const FORM_ID = 'plan-form';

/** 'Add Inspection Plan' / 'Edit Inspection Plan'. */
export function PlanFormDialog({ plan, onClose }: PlanFormDialogProps) {
  const { t } = useTranslation();
  const editing = plan !== null;
  const save = useSavePlan();
  const facets = useAssetFacets('admin');
  const [refusal, setRefusal] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm<PlanFormValues, unknown, PlanInput>({
    resolver: zodResolver(planFormSchema),
    defaultValues: plan ? planFormFrom(plan) : emptyPlanForm(),
  });
  const busy = save.isPending;
  const [assetTypes, assetIds] = useWatch({ control, name: ['assetTypes', 'assetIds'] });
  // The targets are chosen with buttons, not typed: set as a whole, checked again once submitted.
  const setTargets = (name: 'assetTypes' | 'assetIds', value: string[]) =>
    setValue(name, value, { shouldDirty: true, shouldValidate: isSubmitted });
  const targetsError = errors.assetTypes?.message ?? errors.assetIds?.message;

  function submit(input: PlanInput) {
    setRefusal([]);
    save.mutate(
      { id: plan?._id ?? null, plan: input },
      {
        onSuccess: () => {
          toast.success(translate(editing ? m.updated : m.created));
          onClose();
        },
        onError: (error) => {
          const lines = planSaveErrors(error, translate(m.saveFailed));
          setRefusal(lines);
          toast.error(lines[0] ?? translate(m.saveFailed));
        },
      },
    );
  }

  return (
    <FormDialog
      title={editing ? t(m.editTitle) : t(m.addTitle)}
      formId={FORM_ID}
      busy={busy}
      onClose={onClose}
      submitLabel={editing ? t(m.saveChanges) : t(m.createPlan)}
      busyLabel={editing ? t(m.saving) : t(m.creating)}
      onSubmit={(event) => void handleSubmit(submit)(event)}
      size="lg"
      className="space-y-6"
    >
      <RefusalBox title={t(m.notSaved)} lines={refusal} />
      <fieldset disabled={busy} className="space-y-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="plan-name"
            label={t(m.name)}
            required
            placeholder={t(m.namePlaceholder)}
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            id="plan-reference"
            label={t(m.reference)}
            placeholder={t(m.referencePlaceholder)}
            hint={t(m.referenceHint)}
            error={errors.reference?.message}
            {...register('reference')}
          />
        </div>
        <RuleFields register={register} control={control} errors={errors} />
        <ChecklistEditor control={control} setValue={setValue} revalidate={isSubmitted} errors={errors} />
        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            className="h-5 w-5 rounded border-slate-300 accent-teal-700"
            {...register('failSetsMaintenance')}
          />
          {t(m.failSetsMaintenance)}
        </label>
        <fieldset className="space-y-4">
          <legend className="text-sm font-semibold text-navy-900">{t(m.appliesTo)}</legend>
          <div>
            <p className="mb-2 text-sm font-medium text-slate-700">{t(m.assetTypes)}</p>
            <AssetTypesField
              value={assetTypes}
              onChange={(value) => setTargets('assetTypes', value)}
              known={facets.data?.types ?? []}
            />
          </div>
          <div>
            <p className="mb-2 text-sm font-medium text-slate-700">{t(m.singleAssets)}</p>
            <AssetPicker value={assetIds} onChange={(value) => setTargets('assetIds', value)} />
          </div>
          {targetsError ? (
            <p role="alert" className="text-xs text-red-600">
              {targetsError}
            </p>
          ) : null}
        </fieldset>
      </fieldset>
    </FormDialog>
  );
}
