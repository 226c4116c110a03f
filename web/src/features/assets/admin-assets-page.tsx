import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { Eye, Pencil, Plus, Trash2, Upload } from 'lucide-react';
import type { AssetRow } from './api/get-assets';
import { PageHeader } from '@/components/ui/page-header';
import { Button, buttonClasses } from '@/components/ui/button';
import { DownloadCsvButton } from '@/components/ui/download-csv-button';
import { RowAction } from '@/components/ui/row-action';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { messageOr } from '@/lib/error-message';
import { fieldErrors, saveFailureMessage } from '@/lib/field-errors';
import { AssetsPanel } from './components/assets-panel';
import { AssetDetailsModal } from './components/asset-details-modal';
import { useAssetList } from './use-asset-list';
import { useCreateAsset } from './api/create-asset';
import { useUpdateAsset } from './api/update-asset';
import { useDeleteAsset } from './api/delete-asset';
import { translate } from '@/i18n/translator';
import { useTranslation } from '@/i18n/use-translation';
import { assetMessages as m } from './asset-messages';
import { useAssetSelection } from './use-asset-selection';
import { paths } from '@/config/paths';
import { labelSelectionState } from '@/lib/label-selection';

// With the types' fields and their checks: loaded when Add or Edit is first pressed.
const AssetFormDialog = lazy(() =>
  import('./components/asset-form-dialog').then((m) => ({ default: m.AssetFormDialog })),
);

type FormState = { mode: 'add' } | { mode: 'edit'; asset: AssetRow } | null;

/** The admin's asset register: list, details, add, edit and delete. */
export function AdminAssetsPage() {
  const { t } = useTranslation();
  const list = useAssetList();
  const [viewing, setViewing] = useState<AssetRow | null>(null);
  const [form, setForm] = useState<FormState>(null);
  const [deleting, setDeleting] = useState<AssetRow | null>(null);
  const createAsset = useCreateAsset();
  const updateAsset = useUpdateAsset();
  const deleteAsset = useDeleteAsset();
  const navigate = useNavigate();
  const pageAssets = (list.query.data?.items ?? []).map((asset) => ({ id: asset._id, name: asset.name }));
  const selection = useAssetSelection(list.match, list.total, pageAssets);

  function save(data: FormData) {
    if (form?.mode === 'edit') {
      updateAsset.mutate(
        { id: form.asset._id, form: data },
        {
          onSuccess: () => {
            toast.success(translate(m.updated));
            setForm(null);
          },
          onError: (error) => toast.error(saveFailureMessage(error, translate(m.updateFailed))),
        },
      );
      return;
    }
    createAsset.mutate(data, {
      onSuccess: () => {
        toast.success(translate(m.added));
        setForm(null);
      },
      onError: (error) => toast.error(saveFailureMessage(error, translate(m.addFailed))),
    });
  }

  function confirmDelete() {
    if (!deleting) return;
    deleteAsset.mutate(deleting._id, {
      onSuccess: () => {
        toast.success(translate(m.deleted));
        selection.set([{ id: deleting._id, name: deleting.name }], false);
        setDeleting(null);
        setViewing(null);
      },
      onError: (error) => toast.error(messageOr(error, translate(m.deleteFailed))),
    });
  }

  /** A new form starts without the last save's refusals. */
  function openForm(state: FormState) {
    createAsset.reset();
    updateAsset.reset();
    setForm(state);
  }

  function edit(asset: AssetRow) {
    setViewing(null);
    openForm({ mode: 'edit', asset });
  }

  return (
    <>
      <PageHeader
        title={t(m.title)}
        subtitle={t(m.adminSubtitle)}
        actions={
          <>
            <DownloadCsvButton name="assets" />
            <Link to={paths.admin.import} className={buttonClasses('secondary')}>
              <Upload className="h-4 w-4" aria-hidden="true" />
              {t(m.importCsv)}
            </Link>
            <Button onClick={() => openForm({ mode: 'add' })}>
              <Plus className="h-4 w-4" aria-hidden="true" />
              {t(m.addAsset)}
            </Button>
          </>
        }
      />
      <AssetsPanel
        area="admin"
        list={list}
        labels={{
          selection,
          onPrint: () =>
            void navigate(paths.admin.labels, { state: labelSelectionState(selection.selection()) }),
        }}
        actions={(asset) => (
          <>
            <RowAction
              icon={Eye}
              label={t(m.viewAsset, { name: asset.name })}
              onClick={() => setViewing(asset)}
            />
            <RowAction
              icon={Pencil}
              label={t(m.editAsset, { name: asset.name })}
              onClick={() => edit(asset)}
            />
            <RowAction
              icon={Trash2}
              tone="danger"
              label={t(m.deleteAsset, { name: asset.name })}
              onClick={() => setDeleting(asset)}
            />
          </>
        )}
      />
      <AssetDetailsModal
        asset={viewing}
        onClose={() => setViewing(null)}
        labelActions
        onEdit={edit}
        onDelete={(asset) => {
          setViewing(null);
          setDeleting(asset);
        }}
      />
      {form ? (
        <Suspense fallback={null}>
          <AssetFormDialog
            key={form.mode === 'edit' ? form.asset._id : 'add'}
            mode={form.mode}
            asset={form.mode === 'edit' ? form.asset : undefined}
            busy={createAsset.isPending || updateAsset.isPending}
            onSubmit={save}
            serverErrors={fieldErrors(form.mode === 'edit' ? updateAsset.error : createAsset.error)}
            onClose={() => setForm(null)}
          />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t(m.deleteTitle)}
        message={t(m.confirmDelete, { name: deleting?.name ?? '' })}
        confirmLabel={t(m.delete)}
        busyLabel={t(m.deleting)}
        busy={deleteAsset.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
