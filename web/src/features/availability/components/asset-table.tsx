import { Link } from 'react-router';
import type { AvailabilityAsset } from '@harbour/contract';
import { useTranslation } from '@/i18n/use-translation';
import { availabilityMessages as m } from '../availability-messages';
import { hoursOf, percentOf } from './figures-format';
import { TargetBadge } from './target-badge';

const cell = 'px-3 py-2 text-sm';
const head = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wider text-slate-500';

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
    // Focusable: a phone scrolls the table sideways by keyboard too.
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t(m.byAsset)}>
      <table className="min-w-full divide-y divide-slate-200">
        <caption className="sr-only">{t(m.byAsset)}</caption>
        <thead className="bg-slate-50">
          <tr>
            {[m.asset, m.type, m.location, m.availability, m.target, m.downtime, m.failures, m.mttr].map(
              (label) => (
                <th key={label.id} scope="col" className={head}>
                  {t(label)}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {assets.map((asset) => (
            <tr key={asset._id}>
              <th scope="row" className={`${cell} text-left font-medium`}>
                <Link to={assetPath(asset._id)} className="text-navy-800 underline-offset-2 hover:underline">
                  {asset.name}
                </Link>
              </th>
              <td className={cell}>{asset.type}</td>
              <td className={cell}>{asset.location}</td>
              <td className={`${cell} font-semibold`}>{percentOf(t, asset.availability)}</td>
              <td className={cell}>
                <TargetBadge target={asset.target} below={asset.belowTarget} />
              </td>
              <td className={cell}>{hoursOf(t, asset.downtimeMs)}</td>
              <td className={cell}>{asset.failures}</td>
              <td className={cell}>{hoursOf(t, asset.meanTimeToRepairMs)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
