import { useMemo, useState, type FormEvent } from 'react';
import { LocationPicker, type LocationChoice } from '@/components/location-picker/location-picker';
import { FormDialog } from '@/components/ui/dialog-actions';
import { FormError } from '@/components/ui/form-field';
import { saveFailureMessage } from '@/lib/field-errors';
import type { LocationRow } from '@/lib/readers/location-reader';
import { toast } from '@/lib/toast';
import { translate } from '@/i18n/translator';
import { useTranslation } from '@/i18n/use-translation';
import { useUpdateLocation } from '../api/update-location';
import { subtreeIds } from '../location-tree';
import { locationMessages as m } from '../location-messages';

interface MoveLocationDialogProps {
  moving: LocationRow;
  locations: readonly LocationRow[];
  onClose: () => void;
}

const FORM_ID = 'move-location-form';
const radioRow = 'flex min-h-12 cursor-pointer items-center gap-3 text-sm font-medium text-slate-800';

/** 'Move under…': another location (not itself, nor anything inside it), or the top level. */
export function MoveLocationDialog({ moving, locations, onClose }: MoveLocationDialogProps) {
  const { t } = useTranslation();
  const update = useUpdateLocation();
  const excluded = useMemo(() => subtreeIds(locations, moving._id), [locations, moving._id]);
  const [toTop, setToTop] = useState(false);
  const [target, setTarget] = useState<LocationChoice | null>(null);
  const [problem, setProblem] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!toTop && !target) {
      setProblem(translate(m.chooseParent));
      return;
    }
    const parentId = toTop ? null : (target?.id ?? null);
    update.mutate(
      { id: moving._id, update: { parentId } },
      {
        onSuccess: () => {
          toast.success(
            target && !toTop
              ? translate(m.moved, { name: moving.name, path: target.path })
              : translate(m.movedToTop, { name: moving.name }),
          );
          onClose();
        },
        onError: (error) => {
          const message = saveFailureMessage(error, translate(m.moveFailed));
          setProblem(message);
          toast.error(message);
        },
      },
    );
  }

  return (
    <FormDialog
      title={t(m.moveTitle, { name: moving.name })}
      formId={FORM_ID}
      busy={update.isPending}
      onClose={onClose}
      submitLabel={t(m.moveAction)}
      busyLabel={t(m.moving)}
      onSubmit={submit}
      className="space-y-4"
    >
      <FormError message={problem} />
      <fieldset disabled={update.isPending} className="min-w-0 space-y-2">
        <legend className="text-sm font-semibold text-navy-900">{t(m.moveWhere)}</legend>
        <label className={radioRow}>
          <input
            type="radio"
            name="move-where"
            className="h-5 w-5 accent-teal-700"
            checked={!toTop}
            onChange={() => setToTop(false)}
          />
          {t(m.underLocation)}
        </label>
        {toTop ? null : (
          <div className="pb-2 pl-8">
            <label htmlFor="move-target" className="block text-sm font-medium text-slate-700">
              {t(m.newParent)}
            </label>
            <div className="mt-1.5">
              <LocationPicker
                id="move-target"
                label={t(m.newParent)}
                value={target?.path ?? ''}
                onChange={(choice) => {
                  setTarget(choice);
                  setProblem(undefined);
                }}
                excludeIds={excluded}
              />
            </div>
          </div>
        )}
        <label className={radioRow}>
          <input
            type="radio"
            name="move-where"
            className="h-5 w-5 accent-teal-700"
            checked={toTop}
            onChange={() => {
              setToTop(true);
              setProblem(undefined);
            }}
          />
          {t(m.toTopLevel)}
        </label>
      </fieldset>
    </FormDialog>
  );
}
