import type { ScannedAsset } from '../api/get-asset';
import { ScannedAssetDetails } from './scanned-asset-details';
import { LazyScanDueItems } from './lazy-scan-due-items';
import { AssetPageLink } from './asset-page-link';
import { AssetDetailsDialog } from '@/components/ui/asset-details-dialog';
import { OfflineDataNote } from '@/components/ui/offline-data-note';
import { OffStationWarning } from '@/components/ui/off-station-warning';

export function ScanResultModal({ asset, onClose }: { asset: ScannedAsset | null; onClose: () => void }) {
  return (
    <AssetDetailsDialog open={asset !== null} onClose={onClose}>
      {asset ? (
        <>
          <OfflineDataNote storedAt={asset.storedAt} />
          <OffStationWarning offStation={asset.offStation} />
          <LazyScanDueItems assetId={asset._id} />
          <ScannedAssetDetails asset={asset} />
          <AssetPageLink assetId={asset._id} />
        </>
      ) : null}
    </AssetDetailsDialog>
  );
}
