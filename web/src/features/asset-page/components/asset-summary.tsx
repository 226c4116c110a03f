import { lazy, Suspense } from 'react';
import type { PageAsset } from '../api/get-asset';
import { AssetPhoto } from '@/components/ui/asset-photo';
import { Card } from '@/components/ui/card';
import { AssetDetailList, AssetStatusDetail } from '@/components/ui/asset-detail-list';
import { DetailItem } from '@/components/ui/detail-item';
import { RegisterDetails } from '@/components/ui/register-details';
import { TypeFieldDetails } from '@/components/ui/type-field-details';
import { formatDate } from '@/lib/format-date';
import { useTranslation } from '@/i18n/use-translation';
import { assetPageMessages as m } from '../asset-page-messages';

// With the contract's position module: loaded for an asset that has a charted position, not for every asset.
const ChartedPositionDetail = lazy(() =>
  import('./charted-position-detail').then((module) => ({ default: module.ChartedPositionDetail })),
);

/** Who holds the asset, where it is, what it is: the spec's fields, then the register fields that are set. */
export function AssetSummary({ asset }: { asset: PageAsset }) {
  const { t } = useTranslation();
  return (
    <Card className="p-5">
      <div className="grid gap-6 sm:grid-cols-[1fr_14rem]">
        <AssetDetailList>
          <DetailItem label={t(m.type)}>{asset.type}</DetailItem>
          <DetailItem label={t(m.location)}>{asset.location}</DetailItem>
          {asset.chartedPosition ? (
            <Suspense fallback={null}>
              <ChartedPositionDetail position={asset.chartedPosition} />
            </Suspense>
          ) : null}
          <AssetStatusDetail status={asset.status} />
          <DetailItem label={t(m.assignedTo)}>{asset.assignedToName || t(m.notAssigned)}</DetailItem>
          {asset.assignedToName ? (
            <DetailItem label={t(m.dateAssigned)}>
              {formatDate(asset.dateAssigned, t(m.dateNotAssigned))}
            </DetailItem>
          ) : null}
          <DetailItem label={t(m.lastUpdated)}>{formatDate(asset.lastUpdated, t(m.notAvailable))}</DetailItem>
          <TypeFieldDetails asset={asset} />
          <RegisterDetails asset={asset} />
        </AssetDetailList>
        <AssetPhoto asset={asset} className="order-first sm:order-none" />
      </div>
    </Card>
  );
}
