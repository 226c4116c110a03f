import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Eye, Pencil, Plus, Trash2, Upload } from 'lucide-react';
import type { AssetRow } from './api/get-assets';
import { PageHeader } from '@/components/ui/page-header';
import { Button, buttonClasses } from '@/components/ui/button';
import { DownloadCsvButton } from '@/components/ui/download-csv-button';
import { RowAction } from '@/components/ui/row-action';
import { AssetsPanel } from './components/assets-panel';
import { AssetDetailsModal } from './components/asset-details-modal';
import { AssetChangeDialogs } from './components/asset-change-dialogs';
import { useAssetList } from './use-asset-list';
import { useAssetChanges } from './use-asset-changes';
import { useTranslation } from '@/i18n/use-translation';
import { assetMessages as m } from './asset-messages';
import { useAssetSelection } from './use-asset-selection';
import { paths } from '@/config/paths';
import { labelSelectionState } from '@/lib/label-selection';

/** The admin's asset register: list, details, add, edit and delete. */
export function AdminAssetsPage() {
  const { t } = useTranslation();
  const list = useAssetList();
  const [viewing, setViewing] = useState<AssetRow | null>(null);
  const navigate = useNavigate();
  const pageAssets = (list.query.data?.items ?? []).map((asset) => ({ id: asset._id, name: asset.name }));
  const selection = useAssetSelection(list.match, list.total, pageAssets);
  const changes = useAssetChanges((asset) => {
    selection.set([{ id: asset._id, name: asset.name }], false);
    setViewing(null);
  });

  function edit(asset: AssetRow) {
    setViewing(null);
    changes.openForm({ mode: 'edit', asset });
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
            <Button onClick={() => changes.openForm({ mode: 'add' })}>
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
              onClick={() => changes.askDelete(asset)}
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
          changes.askDelete(asset);
        }}
      />
      <AssetChangeDialogs changes={changes} />
    </>
  );
}
