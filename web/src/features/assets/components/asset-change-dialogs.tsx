/** The asset form (Add New Asset, Edit Asset) and the delete confirmation of useAssetChanges. */
import { lazy, Suspense } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { fieldErrors } from '@/lib/field-errors';
import { useTranslation } from '@/i18n/use-translation';
import { assetMessages as m } from '../asset-messages';
import type { AssetChanges } from '../use-asset-changes';

// With the types' fields and their checks: loaded when Add or Edit is first pressed.
const AssetFormDialog = lazy(() =>
  import('./asset-form-dialog').then((module) => ({ default: module.AssetFormDialog })),
);

export function AssetChangeDialogs({ changes }: { changes: AssetChanges }) {
  const { t } = useTranslation();
  const { form, deleting } = changes;
  return (
    <>
      {form ? (
        <Suspense fallback={null}>
          <AssetFormDialog
            key={form.mode === 'edit' ? form.asset._id : 'add'}
            mode={form.mode}
            asset={form.mode === 'edit' ? form.asset : undefined}
            busy={changes.saving}
            onSubmit={changes.save}
            serverErrors={fieldErrors(changes.saveError)}
            onClose={changes.closeForm}
          />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t(m.deleteTitle)}
        message={t(m.confirmDelete, { name: deleting?.name ?? '' })}
        confirmLabel={t(m.delete)}
        busyLabel={t(m.deleting)}
        busy={changes.deletePending}
        onConfirm={changes.confirmDelete}
        onCancel={changes.cancelDelete}
      />
    </>
  );
}
