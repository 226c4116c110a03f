/**
 * What a tap on the map selected, in a card over its foot: one asset (name, type, location, state, and Open
 * for its page), or the assets that share one position, each to pick.
 */
import { Link } from 'react-router';
import { X } from 'lucide-react';
import type { MapFeature } from '@harbour/contract';
import { buttonClasses } from '@/components/ui/button';
import { offStationPhrase } from '@/lib/off-station-phrase';
import { useTranslation } from '@/i18n/use-translation';
import { mapMessages as m } from '../map-messages';
import { mapStateLabel } from '../map-state-label';
import { StateDot } from './map-legend';
import type { MapSelection } from './map-view';

type MarkerWords = MapFeature['properties'];

interface MapCardProps {
  selection: MapSelection;
  assetPath: (id: string) => string;
  onPick: (asset: MarkerWords) => void;
  onClose: () => void;
}

export function MapCard({ selection, assetPath, onPick, onClose }: MapCardProps) {
  const { t, locale } = useTranslation();
  const here =
    selection.kind === 'group'
      ? t(m.here, { count: selection.count, number: selection.count.toLocaleString(locale) })
      : '';
  return (
    <section
      aria-label={selection.kind === 'asset' ? selection.asset.name : here}
      className="absolute inset-x-3 bottom-3 flex max-h-[70%] flex-col rounded-2xl bg-white p-4 shadow-lg ring-1 ring-slate-300 sm:right-auto sm:w-96"
      data-testid="map-card"
    >
      <button
        type="button"
        onClick={onClose}
        aria-label={t(m.closeCard)}
        className="absolute right-2 top-2 flex h-12 w-12 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
      >
        <X className="h-5 w-5" aria-hidden="true" />
      </button>
      {selection.kind === 'asset' ? (
        <AssetCard asset={selection.asset} path={assetPath(selection.asset.id)} />
      ) : (
        <>
          <h2 className="pr-12 text-base font-semibold text-navy-900">{here}</h2>
          <ul className="mt-2 min-h-0 divide-y divide-slate-100 overflow-y-auto">
            {selection.assets.map((asset) => (
              <li key={asset.id}>
                <button
                  type="button"
                  onClick={() => onPick(asset)}
                  className="flex min-h-12 w-full items-center gap-2 text-left text-sm font-medium text-slate-900 hover:bg-slate-50"
                >
                  <StateDot state={asset.state} />
                  <span className="min-w-0 truncate">{asset.name}</span>
                </button>
              </li>
            ))}
          </ul>
          {selection.count > selection.assets.length ? (
            <p className="mt-1 text-sm text-slate-600">
              {t(m.andMore, { count: selection.count - selection.assets.length })}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

function AssetCard({ asset, path }: { asset: MarkerWords; path: string }) {
  const { t } = useTranslation();
  return (
    <>
      <h2 className="break-words pr-12 text-base font-semibold text-navy-900">{asset.name}</h2>
      <p className="mt-1 text-sm text-slate-700">
        {asset.type} · {asset.location}
      </p>
      <p
        className="mt-2 flex items-center gap-2 text-sm font-semibold text-slate-900"
        data-state={asset.state}
      >
        <StateDot state={asset.state} />
        {asset.state === 'off-station' && asset.offStationMeters !== null
          ? offStationPhrase(asset.offStationMeters)
          : mapStateLabel(asset.state)}
      </p>
      <Link
        to={path}
        aria-label={t(m.openAsset, { name: asset.name })}
        className={`${buttonClasses('primary', 'lg')} mt-3 h-12 w-full`}
      >
        {t(m.open)}
      </Link>
    </>
  );
}
