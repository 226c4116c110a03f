/** The fields a scan shows: Assigned To only when assigned, Last Updated or 'N/A'. */
import type { ScannedAsset } from '../api/get-asset';
import { AssetDetailList, AssetStatusDetail } from '@/components/ui/asset-detail-list';
import { DetailItem } from '@/components/ui/detail-item';
import { AssetPhoto } from '@/components/ui/asset-photo';
import { formatDate } from '@/lib/format-date';

export function ScannedAssetDetails({ asset }: { asset: ScannedAsset }) {
  return (
    <div className="grid gap-6 sm:grid-cols-[1fr_auto]" data-testid="scanned-asset" data-asset-id={asset._id}>
      <AssetDetailList>
        <DetailItem label="Name">{asset.name}</DetailItem>
        <DetailItem label="Type">{asset.type}</DetailItem>
        <AssetStatusDetail status={asset.status} />
        <DetailItem label="Location">{asset.location}</DetailItem>
        {asset.assignedToName ? <DetailItem label="Assigned To">{asset.assignedToName}</DetailItem> : null}
        <DetailItem label="Last Updated">{formatDate(asset.lastUpdated, 'N/A')}</DetailItem>
      </AssetDetailList>
      <AssetPhoto asset={asset} className="sm:w-52" />
    </div>
  );
}
