/** The fields a scan shows: Assigned To only when assigned, Last Updated or 'N/A'. */
import type { ScannedAsset } from '../api/get-asset';
import { AssetDetailList, AssetStatusDetail } from '@/components/ui/asset-detail-list';
import { DetailItem } from '@/components/ui/detail-item';
import { AssetPhoto } from '@/components/ui/asset-photo';
import { TypeFieldDetails } from '@/components/ui/type-field-details';
import { formatDate } from '@/lib/format-date';
import { useTranslation } from '@/i18n/use-translation';
import { scannerMessages as m } from '../scanner-messages';

export function ScannedAssetDetails({ asset }: { asset: ScannedAsset }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6 sm:grid-cols-[1fr_auto]" data-testid="scanned-asset" data-asset-id={asset._id}>
      <AssetDetailList>
        <DetailItem label={t(m.name)}>{asset.name}</DetailItem>
        <DetailItem label={t(m.type)}>{asset.type}</DetailItem>
        <AssetStatusDetail status={asset.status} />
        <DetailItem label={t(m.location)}>{asset.location}</DetailItem>
        {asset.assignedToName ? (
          <DetailItem label={t(m.assignedTo)}>{asset.assignedToName}</DetailItem>
        ) : null}
        <DetailItem label={t(m.lastUpdated)}>{formatDate(asset.lastUpdated, t(m.notAvailable))}</DetailItem>
        <TypeFieldDetails asset={asset} />
      </AssetDetailList>
      <AssetPhoto asset={asset} className="sm:w-52" />
    </div>
  );
}
