/** The fields a scan shows (SPEC.md section 2): Assigned To only when assigned, Last Updated or 'N/A'. */
import type { ScannedAsset } from '../api/get-asset';
import { DetailItem } from '@/components/ui/detail-item';
import { StatusBadge } from '@/components/ui/status-badge';
import { AssetPhoto } from '@/components/ui/asset-photo';
import { formatDate } from '@/lib/format-date';

export function ScannedAssetDetails({ asset }: { asset: ScannedAsset }) {
  return (
    <div className="grid gap-6 sm:grid-cols-[1fr_auto]" data-testid="scanned-asset" data-asset-id={asset._id}>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <DetailItem label="Name">{asset.name}</DetailItem>
        <DetailItem label="Type">{asset.type}</DetailItem>
        <DetailItem label="Status">
          <StatusBadge status={asset.status} />
        </DetailItem>
        <DetailItem label="Location">{asset.location}</DetailItem>
        {asset.assignedToName ? <DetailItem label="Assigned To">{asset.assignedToName}</DetailItem> : null}
        <DetailItem label="Last Updated">{formatDate(asset.lastUpdated, 'N/A')}</DetailItem>
      </dl>
      <AssetPhoto asset={asset} className="sm:w-52" />
    </div>
  );
}
