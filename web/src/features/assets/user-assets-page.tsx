import { useState } from 'react';
import { Eye } from 'lucide-react';
import type { AssetRow } from './api/get-assets';
import { PageHeader } from '@/components/ui/page-header';
import { RowAction } from '@/components/ui/row-action';
import { AssetsPanel } from './components/assets-panel';
import { AssetDetailsModal } from './components/asset-details-modal';
import { useAssetList } from './use-asset-list';

/** The employee's read-only asset list. */
export function UserAssetsPage() {
  const list = useAssetList();
  const [viewing, setViewing] = useState<AssetRow | null>(null);
  return (
    <>
      <PageHeader title="Assets" subtitle="Every asset of the authority, with its status and holder." />
      <AssetsPanel
        area="user"
        list={list}
        actions={(asset) => (
          <RowAction icon={Eye} label={`View ${asset.name}`} onClick={() => setViewing(asset)} />
        )}
      />
      <AssetDetailsModal asset={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
