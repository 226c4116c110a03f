import type { ScannedAsset } from '../api/get-asset';
import { ScannedAssetDetails } from './scanned-asset-details';
import { LazyScanDueItems } from './lazy-scan-due-items';
import { AssetPageLink } from './asset-page-link';
import { AssetDetailsDialog } from '@/components/ui/asset-details-dialog';

export function ScanResultModal({ asset, onClose }: { asset: ScannedAsset | null; onClose: () => void }) {
  return (
    <AssetDetailsDialog open={asset !== null} onClose={onClose}>
      {asset ? (
        <>
          <LazyScanDueItems assetId={asset._id} />
          <ScannedAssetDetails asset={asset} />
          <AssetPageLink assetId={asset._id} />
        </>
      ) : null}
    </AssetDetailsDialog>
  );
}
