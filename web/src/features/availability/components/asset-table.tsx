import { Link } from 'react-router';
import type { AvailabilityAsset } from '@harbour/contract';
import { useTranslation } from '@/i18n/use-translation';
import { availabilityMessages as m } from '../availability-messages';
import { hoursOf, percentOf } from './figures-format';
import { FiguresTable, figureCell } from './figures-table';
import { TargetBadge } from './target-badge';

/** One page of assets, lowest availability first; each name opens the asset. */
export function AssetTable({
  assets,
  assetPath,
}: {
  assets: AvailabilityAsset[];
  assetPath: (id: string) => string;
}) {
  const { t } = useTranslation();
  return (
    <FiguresTable
      label={m.byAsset}
      columns={[m.asset, m.type, m.location, m.availability, m.target, m.downtime, m.failures, m.mttr]}
    >
      {assets.map((asset) => (
        <tr key={asset._id}>
          <th scope="row" className={`${figureCell} text-left font-medium`}>
            <Link to={assetPath(asset._id)} className="text-navy-800 underline-offset-2 hover:underline">
              {asset.name}
            </Link>
          </th>
          <td className={figureCell}>{asset.type}</td>
          <td className={figureCell}>{asset.location}</td>
          <td className={`${figureCell} font-semibold`}>{percentOf(t, asset.availability)}</td>
          <td className={figureCell}>
            <TargetBadge target={asset.target} below={asset.belowTarget} />
          </td>
          <td className={figureCell}>{hoursOf(t, asset.downtimeMs)}</td>
          <td className={figureCell}>{asset.failures}</td>
          <td className={figureCell}>{hoursOf(t, asset.meanTimeToRepairMs)}</td>
        </tr>
      ))}
    </FiguresTable>
  );
}
