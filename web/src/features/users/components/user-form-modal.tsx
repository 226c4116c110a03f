import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import type { UserRow } from '../api/get-users';
import { FormDialog } from '@/components/ui/dialog-actions';
import { FormError, FormField, inputClasses } from '@/components/ui/form-field';
import { TextField } from '@/components/ui/text-field';
import { fieldErrors, saveFailureMessage } from '@/lib/field-errors';
import { useSaveUser, type UserFormValues } from '../api/save-user';
import { roleOptions, userFormSchema } from '../user-form-schema';
import { USER_MESSAGES } from '../user-messages';

interface UserFormModalProps {
  /** The user being edited; null when adding. */
  user: UserRow | null;
  onClose: () => void;
}

/** 'Add New User' / 'Edit User'. */
export function UserFormModal({ user, onClose }: UserFormModalProps) {
  const editing = user !== null;
  const save = useSaveUser();
  const [failed, setFailed] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<UserFormValues>({
    resolver: zodResolver(userFormSchema(editing)),
    defaultValues: {
      username: user?.username ?? '',
      password: '',
      role: user?.role || 'user',
      email: user?.email ?? '',
    },
  });
  const busy = save.isPending;

  function submit(values: UserFormValues) {
    setFailed(false);
    save.mutate(
      { id: user?._id ?? null, values },
      {
        onSuccess: () => {
          toast.success(editing ? USER_MESSAGES.updated : USER_MESSAGES.created);
          onClose();
        },
        onError: (error) => {
          setFailed(true);
          for (const [field, message] of Object.entries(fieldErrors(error)))
            if (field in values) setError(field as keyof UserFormValues, { message });
          toast.error(saveFailureMessage(error, USER_MESSAGES.saveFailed));
        },
      },
    );
  }

  return (
    <FormDialog
      title={editing ? 'Edit User' : 'Add New User'}
      formId="user-form"
      busy={busy}
      onClose={onClose}
      submitLabel={editing ? 'Save Changes' : 'Create User'}
      busyLabel={editing ? 'Saving...' : 'Creating...'}
      onSubmit={(event) => void handleSubmit(submit)(event)}
      className="space-y-4"
    >
      <FormError message={failed ? USER_MESSAGES.saveFailedForm : undefined} />
      <fieldset disabled={busy} className="space-y-4">
        <TextField
          id="user-username"
          label="Username"
          required
          autoComplete="off"
          hint={USER_MESSAGES.usernameRules}
          error={errors.username?.message}
          {...register('username')}
        />
        <TextField
          id="user-password"
          label={editing ? 'New Password (leave empty to keep current)' : 'Password'}
          type="password"
          required={!editing}
          autoComplete="new-password"
          hint={USER_MESSAGES.passwordRules}
          error={errors.password?.message}
          {...register('password')}
        />
        <FormField id="user-role" label="Role">
          <select id="user-role" className={inputClasses} {...register('role')}>
            {roleOptions(user?.role).map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </FormField>
        <TextField
          id="user-email"
          label="E-mail (optional)"
          type="email"
          autoComplete="off"
          hint="For the daily e-mail of what falls due"
          error={errors.email?.message}
          {...register('email')}
        />
      </fieldset>
    </FormDialog>
  );
}
