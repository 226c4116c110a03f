import { useMemo, useState, type FormEvent } from 'react';
import { LocationPicker, type LocationChoice } from '@/components/location-picker/location-picker';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormDialog } from '@/components/ui/dialog-actions';
import { FormError } from '@/components/ui/form-field';
import { messageOr } from '@/lib/error-message';
import type { LocationRow } from '@/lib/readers/location-reader';
import { toast } from '@/lib/toast';
import { translate } from '@/i18n/translator';
import { useTranslation } from '@/i18n/use-translation';
import { useMergeLocation } from '../api/merge-location';
import { subtreeIds } from '../location-tree';
import { locationMessages as m } from '../location-messages';

interface MergeLocationDialogProps {
  merging: LocationRow;
  locations: readonly LocationRow[];
  onClose: () => void;
}

const FORM_ID = 'merge-location-form';

/** What a merge moves, in words: its assets, the locations inside it, and that it goes. */
function mergeSentence(merging: LocationRow, into: string): string {
  const parts = [
    translate(m.confirmMerge, { name: merging.name, into }),
    translate(m.mergeAssets, { count: merging.subtreeAssetCount }),
  ];
  if (merging.childCount > 0) parts.push(translate(m.mergeChildren, { count: merging.childCount }));
  parts.push(translate(m.mergeRemoves, { name: merging.name }));
  return parts.join(' ');
}

/** 'Merge into…': the location to merge into (not itself, nor anything inside it), then a confirmation. */
export function MergeLocationDialog({ merging, locations, onClose }: MergeLocationDialogProps) {
  const { t } = useTranslation();
  const merge = useMergeLocation();
  const excluded = useMemo(() => subtreeIds(locations, merging._id), [locations, merging._id]);
  const [target, setTarget] = useState<LocationChoice | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();

  function next(event: FormEvent) {
    event.preventDefault();
    if (target) setConfirming(true);
    else setProblem(translate(m.chooseMergeTarget));
  }

  function confirm() {
    if (!target) return;
    merge.mutate(
      { id: merging._id, into: target.id },
      {
        onSuccess: () => {
          toast.success(translate(m.merged, { name: merging.name, into: target.path }));
          onClose();
        },
        onError: (error) => {
          const message = messageOr(error, translate(m.mergeFailed));
          setConfirming(false);
          setProblem(message);
          toast.error(message);
        },
      },
    );
  }

  if (confirming && target)
    return (
      <ConfirmDialog
        open
        title={t(m.confirmMergeTitle)}
        message={mergeSentence(merging, target.path)}
        confirmLabel={t(m.mergeAction)}
        busyLabel={t(m.merging)}
        busy={merge.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    );

  return (
    <FormDialog
      title={t(m.mergeTitle, { name: merging.name })}
      formId={FORM_ID}
      busy={false}
      onClose={onClose}
      submitLabel={t(m.mergeNext)}
      busyLabel={t(m.mergeNext)}
      onSubmit={next}
      className="space-y-4"
    >
      <FormError message={problem} />
      <p className="text-sm text-slate-600">{t(m.mergeExplain, { name: merging.name })}</p>
      <div>
        <label htmlFor="merge-target" className="block text-sm font-medium text-slate-700">
          {t(m.mergeInto)}
        </label>
        <div className="mt-1.5">
          <LocationPicker
            id="merge-target"
            label={t(m.mergeInto)}
            value={target?.path ?? ''}
            onChange={(choice) => {
              setTarget(choice);
              setProblem(undefined);
            }}
            excludeIds={excluded}
          />
        </div>
      </div>
    </FormDialog>
  );
}
