/** Create or edit a printer profile: its name, the offsets measured on the calibration page, and the scale. */
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { FormDialog } from '@/components/ui/dialog-actions';
import { FormError } from '@/components/ui/form-field';
import { TextField } from '@/components/ui/text-field';
import { fieldErrors, saveFailureMessage } from '@/lib/field-errors';
import type { PrinterProfileRow } from '../api/get-printer-profiles';
import { useSavePrinterProfile } from '../api/save-printer-profile';
import { LABEL_MESSAGES } from '../label-messages';
import { checkProfile, draftOf, NEW_PROFILE, type ProfileDraft } from '../profile-form-rules';

export function PrinterProfileDialog({
  profile,
  onClose,
}: {
  profile: PrinterProfileRow | null;
  onClose: () => void;
}) {
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
        toast.success(LABEL_MESSAGES.profileSaved);
        onClose();
      },
      onError: (error) => setErrors(fieldErrors(error)),
    });
  }

  return (
    <FormDialog
      title={profile ? 'Edit Printer Profile' : 'Add Printer Profile'}
      formId="printer-profile-form"
      busy={save.isPending}
      onClose={onClose}
      submitLabel="Save Profile"
      busyLabel="Saving..."
      onSubmit={submit}
      className="space-y-4"
    >
      <TextField
        id="profile-name"
        label="Name"
        required
        value={draft.name}
        onChange={(event) => set({ name: event.target.value })}
        error={errors.name}
        placeholder="Office laser, tray 2"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="profile-offset-x"
          label="Offset X (mm)"
          inputMode="decimal"
          value={draft.offsetX}
          onChange={(event) => set({ offsetX: event.target.value })}
          error={errors.offsetX}
          hint="Positive moves labels right."
        />
        <TextField
          id="profile-offset-y"
          label="Offset Y (mm)"
          inputMode="decimal"
          value={draft.offsetY}
          onChange={(event) => set({ offsetY: event.target.value })}
          error={errors.offsetY}
          hint="Positive moves labels down."
        />
      </div>
      <TextField
        id="profile-scale"
        label="Scale"
        inputMode="decimal"
        value={draft.scale}
        onChange={(event) => set({ scale: event.target.value })}
        error={errors.scale}
        hint="1 prints at the template's size; 0.9 to 1.1."
      />
      {save.isError ? (
        <FormError message={saveFailureMessage(save.error, LABEL_MESSAGES.profileSaveFailed)} />
      ) : null}
    </FormDialog>
  );
}
