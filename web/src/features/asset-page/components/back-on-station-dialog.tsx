/** Back on station (administrators): a required note, then the flag clears and the note goes into the history. */
import { useState, type FormEvent } from 'react';
import { FormDialog } from '@/components/ui/dialog-actions';
import { FormError, FormField, controlClasses } from '@/components/ui/form-field';
import { messageOr } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { translate } from '@/i18n/translator';
import { useTranslation } from '@/i18n/use-translation';
import { useBackOnStation } from '../api/back-on-station';
import { assetPageMessages as m } from '../asset-page-messages';

/** The contract's backOnStationSchema: a note of at most 500 characters. */
const NOTE_MAX = 500;

export function BackOnStationDialog({
  asset,
  onClose,
}: {
  asset: { _id: string; name: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const backOnStation = useBackOnStation(asset._id);

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = note.trim();
    if (!text) {
      setError(translate(m.noteRequired));
      return;
    }
    backOnStation.mutate(text, {
      onSuccess: () => {
        toast.success(translate(m.backOnStationSaved));
        onClose();
      },
    });
  }

  return (
    <FormDialog
      title={t(m.backOnStationOf, { name: asset.name })}
      formId="back-on-station"
      busy={backOnStation.isPending}
      onClose={onClose}
      submitLabel={t(m.backOnStation)}
      busyLabel={t(m.saving)}
      onSubmit={submit}
      className="space-y-4"
    >
      <p className="text-sm text-slate-700">{t(m.backOnStationIntro)}</p>
      {backOnStation.isError ? (
        <FormError message={messageOr(backOnStation.error, t(m.backOnStationFailed))} />
      ) : null}
      <FormField id="back-on-station-note" label={t(m.note)} required error={error} hint={t(m.noteHint)}>
        <textarea
          id="back-on-station-note"
          rows={3}
          required
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'back-on-station-note-error' : 'back-on-station-note-hint'}
          maxLength={NOTE_MAX}
          value={note}
          onChange={(event) => {
            setNote(event.target.value);
            setError(undefined);
          }}
          className={`${controlClasses} px-3 py-2 text-base`}
        />
      </FormField>
    </FormDialog>
  );
}
