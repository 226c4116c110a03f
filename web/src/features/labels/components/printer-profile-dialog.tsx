/** Create or edit a printer profile: its name, the offsets measured on the calibration page, and the scale. */
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { FormDialog } from '@/components/ui/dialog-actions';
import { FormError } from '@/components/ui/form-field';
import { TextField } from '@/components/ui/text-field';
import { fieldErrors, saveFailureMessage } from '@/lib/field-errors';
import type { PrinterProfileRow } from '../api/get-printer-profiles';
import { useSavePrinterProfile } from '../api/save-printer-profile';
import { translate } from '@/i18n/translator';
import { useTranslation } from '@/i18n/use-translation';
import { labelMessages as m } from '../label-messages';
import { checkProfile, draftOf, NEW_PROFILE, type ProfileDraft } from '../profile-form-rules';

export function PrinterProfileDialog({
  profile,
  onClose,
}: {
  profile: PrinterProfileRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSavePrinterProfile(profile?._id ?? null);
  const [draft, setDraft] = useState<ProfileDraft>(profile ? draftOf(profile) : NEW_PROFILE);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (change: Partial<ProfileDraft>) => setDraft({ ...draft, ...change });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkProfile(draft);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    save.mutate(checked.value, {
      onSuccess: () => {
        toast.success(translate(m.profileSaved));
        onClose();
      },
      onError: (error) => setErrors(fieldErrors(error)),
    });
  }

  return (
    <FormDialog
      title={profile ? t(m.editProfileTitle) : t(m.addProfileTitle)}
      formId="printer-profile-form"
      busy={save.isPending}
      onClose={onClose}
      submitLabel={t(m.saveProfile)}
      busyLabel={t(m.saving)}
      onSubmit={submit}
      className="space-y-4"
    >
      <TextField
        id="profile-name"
        label={t(m.profileName)}
        required
        value={draft.name}
        onChange={(event) => set({ name: event.target.value })}
        error={errors.name}
        placeholder={t(m.profileNamePlaceholder)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="profile-offset-x"
          label={t(m.offsetX)}
          inputMode="decimal"
          value={draft.offsetX}
          onChange={(event) => set({ offsetX: event.target.value })}
          error={errors.offsetX}
          hint={t(m.offsetXHint)}
        />
        <TextField
          id="profile-offset-y"
          label={t(m.offsetY)}
          inputMode="decimal"
          value={draft.offsetY}
          onChange={(event) => set({ offsetY: event.target.value })}
          error={errors.offsetY}
          hint={t(m.offsetYHint)}
        />
      </div>
      <TextField
        id="profile-scale"
        label={t(m.scale)}
        inputMode="decimal"
        value={draft.scale}
        onChange={(event) => set({ scale: event.target.value })}
        error={errors.scale}
        hint={t(m.scaleHint)}
      />
      {save.isError ? <FormError message={saveFailureMessage(save.error, t(m.profileSaveFailed))} /> : null}
    </FormDialog>
  );
}
