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
import { PeopleField } from './components/people-field';
import { RoundKindField } from './components/round-kind-field';
import {
  EMPTY_ROUND,
  roundInputFrom,
  serverErrors,
  type FieldErrors,
  type RoundFormValues,
} from './round-form-rules';

const SAVE_FAILED = 'The round could not be started. Check the connection and try again.';

function PreviewLine({ locations, types }: { locations: string[]; types: string[] }) {
  const preview = useRoundPreview(locations, types);
  let text;
  if (preview.isPending) text = 'Counting the assets this round expects...';
  else if (preview.isError) text = 'The expected assets could not be counted.';
  else text = `${preview.data.expected} ${preview.data.expected === 1 ? 'asset' : 'assets'} expected`;
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
      onError: (error) => setErrors(serverErrors(error, SAVE_FAILED)),
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
        Rounds
      </Link>
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">New round</h1>
      <Card className="p-4 sm:p-6">
        <form onSubmit={submit} noValidate aria-label="New round" className="space-y-6">
          <FormError message={errors.form} />
          <TextField
            id="round-name"
            label="Name"
            required
            value={values.name}
            onChange={(event) => set('name', event.target.value)}
            error={errors.name}
            size="lg"
          />
          <RoundKindField value={values.kind} onChange={(kind) => set('kind', kind)} />
          <ChoiceChips
            legend="Locations"
            options={facets.data?.locations ?? []}
            value={values.locations}
            onChange={(locations) => set('locations', locations)}
            noneMeans="No location chosen: every location"
            error={errors.locations}
          />
          <ChoiceChips
            legend="Asset types"
            options={facets.data?.types ?? []}
            value={values.types}
            onChange={(types) => set('types', types)}
            noneMeans="No type chosen: every type"
            error={errors.types}
          />
          <PreviewLine locations={values.locations} types={values.types} />
          <FormField
            id="round-plan"
            label="Inspection plan"
            required={inspection}
            error={errors.planId}
            hint={
              inspection
                ? "Each scan offers this plan's checklist."
                : 'Only an inspection round follows a plan.'
            }
          >
            <select
              id="round-plan"
              value={values.planId}
              disabled={!inspection}
              aria-invalid={errors.planId ? true : undefined}
              onChange={(event) => set('planId', event.target.value)}
              className={`${inputClasses} h-12`}
            >
              <option value="">{plans.isPending && inspection ? 'Loading plans...' : 'No plan'}</option>
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
            label="Due date"
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
            <span className="text-sm font-medium text-slate-900">Assignees may finish</span>
          </label>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" size="lg" onClick={() => void navigate(paths.admin.rounds)}>
              Cancel
            </Button>
            <Button type="submit" variant="accent" size="lg" disabled={create.isPending}>
              {create.isPending ? 'Starting...' : 'Start round'}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
