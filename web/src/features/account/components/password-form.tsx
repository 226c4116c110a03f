import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { fieldErrors, saveFailureMessage } from '@/lib/field-errors';
import { getSession, signIn } from '@/lib/session';
import { useChangePassword } from '../api/change-password';
import { translate } from '@/i18n/translator';
import { useTranslation } from '@/i18n/use-translation';
import { accountMessages as m } from '../account-messages';
import { passwordFormSchema, type PasswordFormValues } from '../password-form-schema';

const EMPTY: PasswordFormValues = { currentPassword: '', newPassword: '', repeatPassword: '' };

/** Current password, the new one twice; on success this session carries on with the fresh token. */
export function PasswordForm() {
  const change = useChangePassword();
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<PasswordFormValues>({ resolver: zodResolver(passwordFormSchema), defaultValues: EMPTY });

  function submit({ currentPassword, newPassword }: PasswordFormValues) {
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: ({ token, message }) => {
          const session = getSession();
          if (session) signIn({ ...session, token });
          reset(EMPTY);
          toast.success(message);
        },
        onError: (error) => {
          for (const [field, message] of Object.entries(fieldErrors(error)))
            if (field in EMPTY) setError(field as keyof PasswordFormValues, { message });
          toast.error(saveFailureMessage(error, translate(m.changeFailed)));
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="space-y-5">
      <fieldset disabled={change.isPending} className="space-y-5">
        <TextField
          id="current-password"
          label={t(m.currentPassword)}
          type="password"
          size="lg"
          required
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <TextField
          id="new-password"
          label={t(m.newPassword)}
          type="password"
          size="lg"
          required
          autoComplete="new-password"
          hint={t(m.passwordRules)}
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <TextField
          id="repeat-password"
          label={t(m.repeatPassword)}
          type="password"
          size="lg"
          required
          autoComplete="new-password"
          error={errors.repeatPassword?.message}
          {...register('repeatPassword')}
        />
      </fieldset>
      <Button type="submit" size="lg" disabled={change.isPending} className="w-full sm:w-auto">
        {change.isPending ? t(m.changing) : t(m.change)}
      </Button>
    </form>
  );
}
