/**
 * Adding, editing and deleting an asset, wherever an administrator does it (the register's list, the
 * asset's own page): which form is open, what saving and deleting send, and what each says when done.
 */
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { messageOr } from '@/lib/error-message';
import { saveFailureMessage } from '@/lib/field-errors';
import { translate } from '@/i18n/translator';
import type { AssetRow } from './api/get-assets';
import { useCreateAsset } from './api/create-asset';
import { useUpdateAsset } from './api/update-asset';
import { useDeleteAsset } from './api/delete-asset';
import { assetMessages as m } from './asset-messages';

export type AssetFormState = { mode: 'add' } | { mode: 'edit'; asset: AssetRow } | null;

/** `onDeleted`: after the server has deleted it (the list forgets it from its selection, the page leaves). */
export function useAssetChanges(onDeleted: (asset: AssetRow) => void) {
  const [form, setForm] = useState<AssetFormState>(null);
  const [deleting, setDeleting] = useState<AssetRow | null>(null);
  const createAsset = useCreateAsset();
  const updateAsset = useUpdateAsset();
  const deleteAsset = useDeleteAsset();

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

  // Awaited rather than given callbacks: on the asset's own page the refreshed page (the asset is gone)
  // unmounts this before the mutation settles, and a settled mutation calls no callback of an unmounted one.
  async function confirmDelete() {
    if (!deleting) return;
    const asset = deleting;
    try {
      await deleteAsset.mutateAsync(asset._id);
    } catch (error) {
      toast.error(messageOr(error, translate(m.deleteFailed)));
      return;
    }
    toast.success(translate(m.deleted));
    setDeleting(null);
    onDeleted(asset);
  }

  /** A new form starts without the last save's refusals. */
  function openForm(state: AssetFormState) {
    createAsset.reset();
    updateAsset.reset();
    setForm(state);
  }

  return {
    form,
    openForm,
    closeForm: () => setForm(null),
    save,
    saving: createAsset.isPending || updateAsset.isPending,
    saveError: form?.mode === 'edit' ? updateAsset.error : createAsset.error,
    deleting,
    askDelete: setDeleting,
    cancelDelete: () => setDeleting(null),
    confirmDelete,
    deletePending: deleteAsset.isPending,
  };
}
export type AssetChanges = ReturnType<typeof useAssetChanges>;
