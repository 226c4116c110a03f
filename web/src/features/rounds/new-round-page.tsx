/** /admin/rounds/new: plan a round; it opens at once with the assets its scope expects today. */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft, Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormError, FormField, inputClasses } from '@/components/ui/form-field';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useAssetFacets } from '@/lib/asset-facets';
import { useCreateRound } from './api/create-round';
import { usePlanNames } from './api/get-plan-names';
import { useRoundPreview } from './api/preview-round';
import { ChoiceChips } from './components/choice-chips';
import { LocationScopeField } from './components/location-scope-field';
import { PeopleField } from './components/people-field';
import { RoundKindField } from './components/round-kind-field';
import {
  EMPTY_ROUND,
  roundInputFrom,
  serverErrors,
  type FieldErrors,
  type RoundFormValues,
} from './round-form-rules';
import { translate } from '@/i18n/translator';
import { useTranslation } from '@/i18n/use-translation';
import { roundMessages as m } from './round-messages';

function PreviewLine({ locations, types }: { locations: string[]; types: string[] }) {
  const { t } = useTranslation();
  const preview = useRoundPreview(locations, types);
  let text;
  if (preview.isPending) text = t(m.counting);
  else if (preview.isError) text = t(m.countFailed);
  else text = t(m.expectedCount, { count: preview.data.expected });
  return (
    <p
      role="status"
      data-testid="round-preview"
      className="flex items-center gap-2 rounded-xl bg-navy-50 px-4 py-3 text-base font-semibold text-navy-900 ring-1 ring-navy-200"
    >
      {preview.isFetching ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
      {text}
    </p>
  );
}

export function NewRoundPage() {
  const { t } = useTranslation();
  const [values, setValues] = useState<RoundFormValues>(EMPTY_ROUND);
  const [errors, setErrors] = useState<FieldErrors>({});
  const facets = useAssetFacets('admin');
  const plans = usePlanNames(values.kind === 'inspection');
  const create = useCreateRound();
  const navigate = useNavigate();

  function set<K extends keyof RoundFormValues>(field: K, value: RoundFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _fixed, form: _form, ...rest }) => rest);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = roundInputFrom(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    create.mutate(checked.value, {
      onSuccess: (round) => void navigate(paths.admin.round(round._id)),
      onError: (error) => setErrors(serverErrors(error, translate(m.saveFailedNew))),
    });
  }

  const inspection = values.kind === 'inspection';
  return (
    <div className="mx-auto max-w-3xl">
      <Link
        to={paths.admin.rounds}
        className="mb-4 inline-flex min-h-12 items-center gap-2 text-sm font-semibold text-navy-800 underline-offset-4 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {t(m.title)}
      </Link>
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">{t(m.newRound)}</h1>
      <Card className="p-4 sm:p-6">
        <form onSubmit={submit} noValidate aria-label={t(m.newRound)} className="space-y-6">
          <FormError message={errors.form} />
          <TextField
            id="round-name"
            label={t(m.name)}
            required
            value={values.name}
            onChange={(event) => set('name', event.target.value)}
            error={errors.name}
            size="lg"
          />
          <RoundKindField value={values.kind} onChange={(kind) => set('kind', kind)} />
          <LocationScopeField
            value={values.locations}
            onChange={(locations) => set('locations', locations)}
            error={errors.locations}
          />
          <ChoiceChips
            legend={t(m.assetTypes)}
            options={facets.data?.types ?? []}
            value={values.types}
            onChange={(types) => set('types', types)}
            noneMeans={t(m.noTypeChosen)}
            error={errors.types}
          />
          <PreviewLine locations={values.locations} types={values.types} />
          <FormField
            id="round-plan"
            label={t(m.inspectionPlan)}
            required={inspection}
            error={errors.planId}
            hint={inspection ? t(m.planHintInspection) : t(m.planHintOther)}
          >
            <select
              id="round-plan"
              value={values.planId}
              disabled={!inspection}
              aria-invalid={errors.planId ? true : undefined}
              onChange={(event) => set('planId', event.target.value)}
              className={`${inputClasses} h-12`}
            >
              <option value="">{plans.isPending && inspection ? t(m.loadingPlans) : t(m.noPlan)}</option>
              {(plans.data ?? []).map((plan) => (
                <option key={plan._id} value={plan._id}>
                  {plan.name}
                </option>
              ))}
            </select>
          </FormField>
          <PeopleField
            value={values.assignees}
            onChange={(ids) => set('assignees', ids)}
            error={errors.assignees}
          />
          <TextField
            id="round-due"
            label={t(m.dueDate)}
            type="date"
            value={values.dueOn}
            onChange={(event) => set('dueOn', event.target.value)}
            error={errors.dueOn}
            size="lg"
          />
          <label className="flex min-h-12 cursor-pointer items-center gap-3">
            <input
              type="checkbox"
              className="h-5 w-5 accent-teal-700"
              checked={values.assigneesMayFinish}
              onChange={(event) => set('assigneesMayFinish', event.target.checked)}
            />
            <span className="text-sm font-medium text-slate-900">{t(m.assigneesMayFinish)}</span>
          </label>
          {/* Start stays in reach while the form scrolls: above a phone's bottom bar, at the foot on a desk. */}
          <div className="sticky bottom-24 z-10 -mx-4 flex flex-col-reverse gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:flex-row sm:justify-end sm:px-6 lg:bottom-0">
            <Button variant="secondary" size="lg" onClick={() => void navigate(paths.admin.rounds)}>
              {t(m.cancel)}
            </Button>
            <Button type="submit" variant="accent" size="lg" disabled={create.isPending}>
              {create.isPending ? t(m.starting) : t(m.startRound)}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
