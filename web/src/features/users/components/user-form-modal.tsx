import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import type { UserRow } from '../api/get-users';
import { FormDialog } from '@/components/ui/dialog-actions';
import { FormError, FormField, inputClasses } from '@/components/ui/form-field';
import { TextField } from '@/components/ui/text-field';
import { fieldErrors, saveFailureMessage } from '@/lib/field-errors';
import { useSaveUser, type UserFormValues } from '../api/save-user';
import { roleOptions, userFormSchema } from '../user-form-schema';
import { translate } from '@/i18n/translator';
import { useTranslation } from '@/i18n/use-translation';
import { userMessages as m } from '../user-messages';

interface UserFormModalProps {
  /** The user being edited; null when adding. */
  user: UserRow | null;
  onClose: () => void;
}

/** 'Add New User' / 'Edit User'. */
export function UserFormModal({ user, onClose }: UserFormModalProps) {
  const editing = user !== null;
  const { t } = useTranslation();
  const save = useSaveUser();
  const [failed, setFailed] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<UserFormValues>({
    resolver: zodResolver(userFormSchema(editing)),
    defaultValues: {
      username: user?.username ?? '',
      password: '',
      role: user?.role || 'user',
      email: user?.email ?? '',
      dutyOfficer: user?.dutyOfficer ?? false,
    },
  });
  const busy = save.isPending;
  const role = useWatch({ control, name: 'role' });

  function submit(values: UserFormValues) {
    setFailed(false);
    save.mutate(
      { id: user?._id ?? null, values },
      {
        onSuccess: () => {
          toast.success(translate(editing ? m.updated : m.created));
          onClose();
        },
        onError: (error) => {
          setFailed(true);
          for (const [field, message] of Object.entries(fieldErrors(error)))
            if (field in values) setError(field as keyof UserFormValues, { message });
          toast.error(saveFailureMessage(error, translate(m.saveFailed)));
        },
      },
    );
  }

  return (
    <FormDialog
      title={t(editing ? m.editTitle : m.addTitle)}
      formId="user-form"
      busy={busy}
      onClose={onClose}
      submitLabel={t(editing ? m.saveChanges : m.createUser)}
      busyLabel={t(editing ? m.saving : m.creating)}
      onSubmit={(event) => void handleSubmit(submit)(event)}
      className="space-y-4"
    >
      <FormError message={failed ? t(m.saveFailedForm) : undefined} />
      <fieldset disabled={busy} className="space-y-4">
        <TextField
          id="user-username"
          label={t(m.username)}
          required
          autoComplete="off"
          hint={t(m.usernameRules)}
          error={errors.username?.message}
          {...register('username')}
        />
        <TextField
          id="user-password"
          label={t(editing ? m.newPassword : m.password)}
          type="password"
          required={!editing}
          autoComplete="new-password"
          hint={t(m.passwordRules)}
          error={errors.password?.message}
          {...register('password')}
        />
        <FormField id="user-role" label={t(m.role)}>
          <select id="user-role" className={inputClasses} {...register('role')}>
            {roleOptions(user?.role, t).map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </FormField>
        <TextField
          id="user-email"
          label={t(m.email)}
          type="email"
          autoComplete="off"
          hint={t(m.emailHint)}
          error={errors.email?.message}
          {...register('email')}
        />
        {role === 'admin' ? (
          <label className="flex min-h-12 cursor-pointer items-start gap-3 text-sm text-slate-800">
            <input
              type="checkbox"
              className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-300 accent-teal-700"
              aria-describedby="user-duty-officer-hint"
              {...register('dutyOfficer')}
            />
            <span>
              <span className="block font-medium">{t(m.dutyOfficer)}</span>
              <span id="user-duty-officer-hint" className="block text-slate-600">
                {t(m.dutyOfficerHint)}
              </span>
            </span>
          </label>
        ) : null}
      </fieldset>
    </FormDialog>
  );
}
