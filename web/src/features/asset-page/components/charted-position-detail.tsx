import { formatChartPosition } from '@harbour/contract';
import { DetailItem } from '@/components/ui/detail-item';
import type { PageAsset } from '../api/get-asset';
import { useTranslation } from '@/i18n/use-translation';
import { assetPageMessages as m } from '../asset-page-messages';

/** Where the asset belongs on the chart, in degrees and minutes: its own position, or its location's. */
export function ChartedPositionDetail({ position }: { position: NonNullable<PageAsset['chartedPosition']> }) {
  const { t } = useTranslation();
  const text = formatChartPosition(position);
  return (
    <DetailItem label={t(m.chartedPosition)}>
      {position.from === 'location' ? t(m.positionFromLocation, { position: text }) : text}
    </DetailItem>
  );
}
