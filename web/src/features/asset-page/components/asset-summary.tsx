import type { PageAsset } from '../api/get-asset';
import { AssetPhoto } from '@/components/ui/asset-photo';
import { Card } from '@/components/ui/card';
import { AssetDetailList, AssetStatusDetail } from '@/components/ui/asset-detail-list';
import { DetailItem } from '@/components/ui/detail-item';
import { RegisterDetails } from '@/components/ui/register-details';
import { formatDate } from '@/lib/format-date';

/** Who holds the asset, where it is, what it is: the spec's fields, then the register fields that are set. */
export function AssetSummary({ asset }: { asset: PageAsset }) {
  return (
    <Card className="p-5">
      <div className="grid gap-6 sm:grid-cols-[1fr_14rem]">
        <AssetDetailList>
          <DetailItem label="Type">{asset.type}</DetailItem>
          <DetailItem label="Location">{asset.location}</DetailItem>
          <AssetStatusDetail status={asset.status} />
          <DetailItem label="Assigned To">{asset.assignedToName || 'Not Assigned'}</DetailItem>
          {asset.assignedToName ? (
            <DetailItem label="Date Assigned">{formatDate(asset.dateAssigned, 'Not assigned')}</DetailItem>
          ) : null}
          <DetailItem label="Last Updated">{formatDate(asset.lastUpdated, 'N/A')}</DetailItem>
          <RegisterDetails asset={asset} />
        </AssetDetailList>
        <AssetPhoto asset={asset} className="order-first sm:order-none" />
      </div>
    </Card>
  );
}
