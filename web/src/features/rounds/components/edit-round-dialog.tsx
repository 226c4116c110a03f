/** Edit (admin): what may change once the expected set is frozen. */
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { FormDialog } from '@/components/ui/dialog-actions';
import { FormError } from '@/components/ui/form-field';
import { TextField } from '@/components/ui/text-field';
import type { RoundView } from '../api/round-readers';
import { useUpdateRound } from '../api/update-round';
import {
  EMPTY_ROUND,
  roundUpdateFrom,
  serverErrors,
  type FieldErrors,
  type RoundFormValues,
} from '../round-form-rules';
import { PeopleField } from './people-field';
import { translate } from '@/i18n/translator';
import { useTranslation } from '@/i18n/use-translation';
import { roundMessages as m } from '../round-messages';

function valuesOf(round: RoundView): RoundFormValues {
  return {
    ...EMPTY_ROUND,
    name: round.name,
    assignees: round.assignees.map((person) => person._id),
    dueOn: round.dueOn ?? '',
    assigneesMayFinish: round.assigneesMayFinish,
  };
}

export function EditRoundDialog({ round, onClose }: { round: RoundView; onClose: () => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState(() => valuesOf(round));
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdateRound(round._id);

  function set<K extends keyof RoundFormValues>(field: K, value: RoundFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _fixed, form: _form, ...rest }) => rest);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = roundUpdateFrom(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    update.mutate(checked.value, {
      onSuccess: () => {
        toast.success(translate(m.saved));
        onClose();
      },
      onError: (error) => setErrors(serverErrors(error, translate(m.saveFailedEdit))),
    });
  }

  return (
    <FormDialog
      title={t(m.editRound)}
      formId="edit-round"
      busy={update.isPending}
      onClose={onClose}
      submitLabel={t(m.save)}
      busyLabel={t(m.saving)}
      onSubmit={submit}
      size="lg"
      className="space-y-5"
    >
      <FormError message={errors.form} />
      <TextField
        id="edit-round-name"
        label={t(m.name)}
        required
        value={values.name}
        onChange={(event) => set('name', event.target.value)}
        error={errors.name}
      />
      <PeopleField
        value={values.assignees}
        onChange={(ids) => set('assignees', ids)}
        error={errors.assignees}
      />
      <TextField
        id="edit-round-due"
        label={t(m.dueDate)}
        type="date"
        value={values.dueOn}
        onChange={(event) => set('dueOn', event.target.value)}
        error={errors.dueOn}
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
    </FormDialog>
  );
}
