import type { ScannedAsset } from '../api/get-asset';
import { Modal } from '@/components/ui/modal';
import { Button } from '@/components/ui/button';
import { ScannedAssetDetails } from './scanned-asset-details';
import { LazyScanDueItems } from './lazy-scan-due-items';
import { AssetPageLink } from './asset-page-link';

export function ScanResultModal({ asset, onClose }: { asset: ScannedAsset | null; onClose: () => void }) {
  return (
    <Modal
      open={asset !== null}
      title="Asset Details"
      onClose={onClose}
      size="lg"
      footer={
        <Button variant="primary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {asset ? (
        <>
          <LazyScanDueItems assetId={asset._id} />
          <ScannedAssetDetails asset={asset} />
          <AssetPageLink assetId={asset._id} />
        </>
      ) : null}
    </Modal>
  );
}
