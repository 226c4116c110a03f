import { useState, type FormEvent } from 'react';
import { LOCATION_KINDS } from '@harbour/contract';
import { ChartPositionField } from '@/components/chart-position/chart-position-field';
import { chartPositionText, readChartPosition } from '@/components/chart-position/read-chart-position';
import { isKnownKind, locationKindName } from '@/components/location-picker/location-kind-name';
import { FormDialog } from '@/components/ui/dialog-actions';
import { FormField, inputClasses } from '@/components/ui/form-field';
import { RefusalBox } from '@/components/ui/refusal-box';
import { TextField } from '@/components/ui/text-field';
import { fieldErrors, saveFailureMessage } from '@/lib/field-errors';
import type { LocationRow } from '@/lib/readers/location-reader';
import { toast } from '@/lib/toast';
import { translate } from '@/i18n/translator';
import { useTranslation } from '@/i18n/use-translation';
import { useCreateLocation } from '../api/create-location';
import { useUpdateLocation } from '../api/update-location';
import { likelyKind } from '../location-tree';
import { locationMessages as m } from '../location-messages';

interface LocationFormDialogProps {
  /** The location being edited; null when adding. */
  editing: LocationRow | null;
  /** Where a new one goes; null for the top level. */
  parent: LocationRow | null;
  onClose: () => void;
}

const FORM_ID = 'location-form';

/** 'Add location' (at the top level or inside another) and 'Edit location': name, kind, charted position. */
export function LocationFormDialog({ editing, parent, onClose }: LocationFormDialogProps) {
  const { t } = useTranslation();
  const create = useCreateLocation();
  const update = useUpdateLocation();
  const startPosition = chartPositionText(editing?.position ?? null);
  const [name, setName] = useState(editing?.name ?? '');
  const startKind = editing?.kind ?? likelyKind(parent?.kind ?? null);
  const [kind, setKind] = useState(startKind);
  const [position, setPosition] = useState(startPosition);
  const [refused, setRefused] = useState<{ fields: Record<string, string>; lines: string[] }>({
    fields: {},
    lines: [],
  });
  const [positionProblem, setPositionProblem] = useState<string | undefined>();
  const busy = create.isPending || update.isPending;

  function onError(error: unknown) {
    const fields = fieldErrors(error);
    const shown = ['name', 'kind', 'position'];
    const lines = Object.keys(fields).some((field) => !shown.includes(field)) || !Object.keys(fields).length;
    setRefused({ fields, lines: lines ? [saveFailureMessage(error, translate(m.saveFailed))] : [] });
    toast.error(saveFailureMessage(error, translate(m.saveFailed)));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (readChartPosition(position).state === 'unreadable') {
      setPositionProblem(translate(m.positionUnreadable));
      return;
    }
    setPositionProblem(undefined);
    setRefused({ fields: {}, lines: [] });
    const done = (message: string) => {
      toast.success(message);
      onClose();
    };
    // A kind only a newer server knows is kept by not sending it back.
    const kindSent = isKnownKind(kind) && kind !== startKind ? { kind } : {};
    if (editing) {
      const changes = {
        name,
        ...kindSent,
        ...(position !== startPosition ? { position: position.trim() } : {}),
      };
      update.mutate(
        { id: editing._id, update: changes },
        { onSuccess: () => done(translate(m.updated)), onError },
      );
    } else {
      const input = {
        name,
        ...(isKnownKind(kind) ? { kind } : {}),
        ...(parent ? { parentId: parent._id } : {}),
        ...(position.trim() ? { position: position.trim() } : {}),
      };
      create.mutate(input, { onSuccess: () => done(translate(m.created, { name: name.trim() })), onError });
    }
  }

  return (
    <FormDialog
      title={editing ? t(m.editTitle) : t(m.addTitle)}
      formId={FORM_ID}
      busy={busy}
      onClose={onClose}
      submitLabel={editing ? t(m.saveChanges) : t(m.create)}
      busyLabel={editing ? t(m.saving) : t(m.creating)}
      onSubmit={submit}
      className="space-y-4"
    >
      <RefusalBox title={t(m.notSaved)} lines={refused.lines} />
      {editing ? null : (
        <p className="break-words text-sm text-slate-600">
          {parent ? t(m.inside, { path: parent.path }) : t(m.atTopLevel)}
        </p>
      )}
      <fieldset disabled={busy} className="min-w-0 space-y-4">
        <TextField
          id="location-name"
          label={t(m.name)}
          required
          size="lg"
          autoComplete="off"
          placeholder={t(m.namePlaceholder)}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={refused.fields.name}
          data-autofocus
        />
        <FormField id="location-kind" label={t(m.kind)} error={refused.fields.kind}>
          <select
            id="location-kind"
            value={kind}
            onChange={(event) => setKind(event.target.value)}
            className={`${inputClasses} h-12 sm:h-11`}
          >
            {(isKnownKind(startKind) ? LOCATION_KINDS : [...LOCATION_KINDS, startKind]).map((option) => (
              <option key={option} value={option}>
                {locationKindName(option)}
              </option>
            ))}
          </select>
        </FormField>
        <ChartPositionField
          id="location-position"
          value={position}
          onChange={setPosition}
          error={positionProblem ?? refused.fields.position}
        />
      </fieldset>
    </FormDialog>
  );
}
