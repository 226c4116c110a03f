/**
 * /<area>/map: the assets at their charted positions, filtered as the address says, coloured by state. The
 * map library is a chunk of its own, fetched alongside the markers; an administrator sees every asset, an
 * employee their own (the server decides).
 */
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { ListState } from '@/components/ui/list-state';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { messageOr } from '@/lib/error-message';
import { useSettledPublicConfig } from '@/lib/public-config';
import { MAP_MAX_POINTS } from '@harbour/contract';
import { useTranslation } from '@/i18n/use-translation';
import { useMapMarkers } from './api/get-map-markers';
import { useMapFilters } from './map-filters';
import { mapMessages as m } from './map-messages';
import { MapCard } from './components/map-card';
import { MapFilterBar } from './components/map-filter-bar';
import { MapLegend } from './components/map-legend';
import type { MapSelection } from './components/map-view';

const loadMapView = () => import('./components/map-view');
const MapView = lazy(() => loadMapView().then((module) => ({ default: module.MapView })));

function Overlay({ children }: { children: ReactNode }) {
  return (
    <div className="pointer-events-none absolute inset-x-0 top-1/3 flex justify-center px-16">
      <div className="rounded-xl bg-white/95 shadow ring-1 ring-slate-200">{children}</div>
    </div>
  );
}

export function MapPage({ area }: { area: 'user' | 'admin' }) {
  const { t, locale } = useTranslation();
  const { filters, setFilter } = useMapFilters();
  const config = useSettledPublicConfig();
  const markers = useMapMarkers(filters);
  const [selection, setSelection] = useState<MapSelection | null>(null);
  const shown = markers.data;
  // MapLibre is asked for with the markers, once both requests are out: evaluated earlier, its megabyte holds
  // the screen's first render, and so the request for the markers, back (measured: 1.3 s at 4x CPU slowdown).
  useEffect(() => {
    void loadMapView();
  }, []);

  return (
    <>
      <PageHeader title={t(m.title)} subtitle={t(area === 'admin' ? m.subtitleAdmin : m.subtitleUser)} />
      <MapFilterBar
        area={area}
        filters={filters}
        onChange={(name, value) => {
          setSelection(null);
          setFilter(name, value);
        }}
      />
      <MapLegend />
      <p role="status" className="mb-2 text-sm font-medium text-slate-700">
        {shown
          ? shown.truncated
            ? t(m.truncated, { limit: MAP_MAX_POINTS.toLocaleString(locale) })
            : t(m.count, {
                count: shown.features.length,
                number: shown.features.length.toLocaleString(locale),
              })
          : null}
      </p>
      <Card className="relative h-[60dvh] min-h-80 overflow-hidden sm:h-[65vh]">
        {/* The map starts (style, workers) while the markers are on their way. */}
        {config ? (
          <Suspense fallback={null}>
            <MapView
              styleUrl={config.mapStyleUrl}
              markers={shown?.features ?? []}
              fitKey={JSON.stringify(shown?.filters ?? null)}
              onSelect={setSelection}
            />
          </Suspense>
        ) : null}
        {markers.isPending ? (
          <Overlay>
            <ListState kind="loading" message={t(m.loading)} />
          </Overlay>
        ) : markers.isError ? (
          <Overlay>
            <ListState kind="error" message={messageOr(markers.error, t(m.failed))} />
          </Overlay>
        ) : shown?.features.length === 0 ? (
          <Overlay>
            <ListState kind="empty" message={t(m.nothingCharted)} />
          </Overlay>
        ) : null}
        {selection ? (
          <MapCard
            selection={selection}
            assetPath={paths[area].asset}
            onPick={(asset) => setSelection({ kind: 'asset', asset })}
            onClose={() => setSelection(null)}
          />
        ) : null}
      </Card>
    </>
  );
}
