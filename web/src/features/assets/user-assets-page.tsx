import { useState } from 'react';
import { Eye } from 'lucide-react';
import type { AssetRow } from './api/get-assets';
import { PageHeader } from '@/components/ui/page-header';
import { RowAction } from '@/components/ui/row-action';
import { AssetsPanel } from './components/assets-panel';
import { AssetDetailsModal } from './components/asset-details-modal';
import { useAssetList } from './use-asset-list';
import { useTranslation } from '@/i18n/use-translation';
import { assetMessages as m } from './asset-messages';

/** The employee's read-only asset list. */
export function UserAssetsPage() {
  const { t } = useTranslation();
  const list = useAssetList();
  const [viewing, setViewing] = useState<AssetRow | null>(null);
  return (
    <>
      <PageHeader title={t(m.title)} subtitle={t(m.userSubtitle)} />
      <AssetsPanel
        area="user"
        list={list}
        actions={(asset) => (
          <RowAction
            icon={Eye}
            label={t(m.viewAsset, { name: asset.name })}
            onClick={() => setViewing(asset)}
          />
        )}
      />
      <AssetDetailsModal asset={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
