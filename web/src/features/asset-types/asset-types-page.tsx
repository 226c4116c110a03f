import { useState, type ReactNode } from 'react';
import { Plus } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListState } from '@/components/ui/list-state';
import { PageHeader } from '@/components/ui/page-header';
import { messageOr } from '@/lib/error-message';
import type { AssetTypeRow } from '@/lib/readers/asset-type-reader';
import { translate } from '@/i18n/translator';
import { useTranslation } from '@/i18n/use-translation';
import { useAdminAssetTypes } from './api/get-admin-asset-types';
import { useDeleteAssetType } from './api/delete-asset-type';
import { assetTypeMessages as m } from './asset-type-messages';
import { AssetTypeFormDialog } from './components/asset-type-form-dialog';
import { AssetTypesList } from './components/asset-types-list';

type Editing = { type: AssetTypeRow | null } | null;

/** The administrators' asset types (/admin/asset-types): each type's fields and settings. */
export function AssetTypesPage() {
  const { t } = useTranslation();
  const types = useAdminAssetTypes();
  const remove = useDeleteAssetType();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AssetTypeRow | null>(null);

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => {
        toast.success(translate(m.deleted));
        setDeleting(null);
      },
      onError: (error) => {
        toast.error(messageOr(error, translate(m.deleteFailed)));
        setDeleting(null);
      },
    });
  }

  let body: ReactNode;
  if (types.isPending) body = <ListState kind="loading" message={t(m.loading)} />;
  else if (types.isError) body = <ListState kind="error" message={messageOr(types.error, t(m.loadFailed))} />;
  else if (types.data.length === 0) body = <ListState kind="empty" message={t(m.empty)} />;
  else
    body = (
      <AssetTypesList types={types.data} onEdit={(type) => setEditing({ type })} onDelete={setDeleting} />
    );

  return (
    <>
      <PageHeader
        title={t(m.title)}
        subtitle={t(m.subtitle)}
        actions={
          <Button size="lg" onClick={() => setEditing({ type: null })}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t(m.addType)}
          </Button>
        }
      />
      <Card className="overflow-hidden">{body}</Card>
      {editing ? (
        <AssetTypeFormDialog
          key={editing.type?._id ?? 'new'}
          type={editing.type}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t(m.deleteTitle)}
        message={t(m.confirmDelete, { name: deleting?.name ?? '' })}
        confirmLabel={t(m.deleteType)}
        busyLabel={t(m.deleting)}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
