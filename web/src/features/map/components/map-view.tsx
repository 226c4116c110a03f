/**
 * The map itself, MapLibre on a canvas, a chunk of its own that only the map screen loads. Markers are grouped
 * into circles with their count; a tap on a group zooms in, or lists its assets where they share one position;
 * a tap on an asset selects it. Taps count within 22 px of a marker: a 44 px target for a gloved thumb.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Maximize2, Minus, Plus } from 'lucide-react';
import {
  Map as MapLibreMap,
  prewarm,
  setWorkerUrl,
  type GeoJSONSource,
  type MapGeoJSONFeature,
  type PointLike,
} from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
// MapLibre's worker as a file of our own origin: the CSP's worker-src 'self' needs no blob: for it.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import type { MapFeature } from '@harbour/contract';
import { useTranslation } from '@/i18n/use-translation';
import {
  CLUSTER_LAYER,
  CLUSTER_MAX_ZOOM,
  MARKER_SOURCE,
  POINT_LAYER,
  mapStyle,
  markerLayers,
  markerSource,
} from '../map-style';
import { isMarker, markerBounds, markersById } from '../map-markers';
import { mapMessages as m } from '../map-messages';
import { showClusterCounts } from './cluster-counts';

setWorkerUrl(workerUrl);
// The worker starts (a 520 KB script to compile) while React draws the screen and the markers arrive.
prewarm();

type MarkerWords = MapFeature['properties'];

export type MapSelection =
  { kind: 'asset'; asset: MarkerWords } | { kind: 'group'; count: number; assets: MarkerWords[] };

interface MapViewProps {
  styleUrl: string | null;
  markers: MapFeature[];
  /** Changes with the filters the markers answer: the view is fitted to the markers again. */
  fitKey: string;
  onSelect: (selection: MapSelection | null) => void;
}

const TAP_RADIUS_PX = 22;
/** Assets sharing one position are listed up to this many; the card says how many more. */
const GROUP_LIST_MAX = 50;
/** Oslofjord, where the authority's first assets were; shown until there are markers to fit. */
const START = { center: [10.6, 59.6] as [number, number], zoom: 6 };

function fitTo(map: MapLibreMap, markers: readonly MapFeature[]): void {
  const bounds = markerBounds(markers);
  if (bounds) map.fitBounds(bounds, { padding: 48, maxZoom: 14, duration: 0 });
}

/** The marker nearest the tap among those within reach of it. */
function nearestTapped(map: MapLibreMap, point: { x: number; y: number }): MapGeoJSONFeature | undefined {
  const box: [PointLike, PointLike] = [
    [point.x - TAP_RADIUS_PX, point.y - TAP_RADIUS_PX],
    [point.x + TAP_RADIUS_PX, point.y + TAP_RADIUS_PX],
  ];
  let nearest: MapGeoJSONFeature | undefined;
  let nearestDistance = Number.POSITIVE_INFINITY;
  for (const feature of map.queryRenderedFeatures(box, { layers: [CLUSTER_LAYER, POINT_LAYER] })) {
    if (feature.geometry.type !== 'Point') continue;
    const [lon = 0, lat = 0] = feature.geometry.coordinates;
    const at = map.project([lon, lat]);
    const distance = Math.hypot(at.x - point.x, at.y - point.y);
    if (distance < nearestDistance) [nearest, nearestDistance] = [feature, distance];
  }
  return nearest;
}

/** What a tap selects: an asset, a group's zoom (nothing selected), or the assets sharing one position. */
async function selectAt(
  map: MapLibreMap,
  point: { x: number; y: number },
  words: ReadonlyMap<string, MarkerWords>,
  choose: (selection: MapSelection | null) => void,
): Promise<void> {
  const tapped = nearestTapped(map, point);
  if (!tapped || tapped.geometry.type !== 'Point') return choose(null);
  const { cluster_id: clusterId, point_count: count, id } = tapped.properties;
  if (typeof clusterId !== 'number' || typeof count !== 'number') {
    const asset = typeof id === 'string' ? words.get(id) : undefined;
    return choose(asset ? { kind: 'asset', asset } : null);
  }
  const source = map.getSource<GeoJSONSource>(MARKER_SOURCE);
  if (!source) return;
  const zoom = await source.getClusterExpansionZoom(clusterId);
  if (zoom <= CLUSTER_MAX_ZOOM) {
    const [lon = 0, lat = 0] = tapped.geometry.coordinates;
    map.easeTo({ center: [lon, lat], zoom });
    return choose(null);
  }
  // They share one position (their location's): zooming in would never part them.
  const leaves = await source.getClusterLeaves(clusterId, GROUP_LIST_MAX, 0);
  choose({ kind: 'group', count, assets: leaves.filter(isMarker).map((leaf) => leaf.properties) });
}

export function MapView({ styleUrl, markers, fitKey, onSelect }: MapViewProps) {
  const { t, locale } = useTranslation();
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  /** The markers the source holds. */
  const sent = useRef<readonly MapFeature[] | null>(null);
  const byId = useMemo(() => markersById(markers), [markers]);
  // The latest props for the map's own event handlers, which are bound once.
  const latest = useRef({ markers, byId, onSelect });
  useEffect(() => {
    latest.current = { markers, byId, onSelect };
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const created = new MapLibreMap({
      container,
      style: mapStyle(styleUrl),
      ...START,
      attributionControl: styleUrl ? { compact: false } : false,
      dragRotate: false,
      pitchWithRotate: false,
      touchPitch: false,
      maxPitch: 0,
    });
    created.touchZoomRotate.disableRotation();
    created.on('load', () => {
      // The markers that are already here go with the source, not a render later (measured: 0.2 to 0.35 s
      // sooner on a phone at 4x CPU slowdown).
      const { markers: ready } = latest.current;
      created.addSource(MARKER_SOURCE, markerSource({ type: 'FeatureCollection', features: ready }));
      sent.current = ready;
      for (const layer of markerLayers) created.addLayer(layer);
      setMap(created);
    });
    created.on('click', (event) => {
      const { byId: words, onSelect: choose } = latest.current;
      void selectAt(created, event.point, words, choose);
    });
    const removeCounts = showClusterCounts(created, locale);
    return () => {
      removeCounts();
      created.remove();
      setMap(null);
    };
    // The locale of the counts is the one the map opened in; a new style is a new map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [styleUrl]);

  // New markers go to the source (once: clustering 20,000 takes the worker seconds on a phone); new filters
  // also fit the view to them.
  const fitted = useRef<string | null>(null);
  useEffect(() => {
    const container = containerRef.current;
    const source = map?.getSource<GeoJSONSource>(MARKER_SOURCE);
    if (!map || !source || !container) return;
    container.setAttribute('aria-busy', 'true');
    if (sent.current !== markers) void source.setData({ type: 'FeatureCollection', features: markers });
    sent.current = markers;
    if (fitted.current !== fitKey) {
      fitted.current = fitKey;
      fitTo(map, markers);
    }
    map.once('idle', () => {
      // Drawn: what the benchmark times (bench/map/first-draw.ts) and the browser tests wait for.
      if (container.dataset.markers === undefined) performance.mark('map:markers-drawn');
      container.dataset.markers = String(markers.length);
      container.setAttribute('aria-busy', 'false');
    });
  }, [map, markers, fitKey]);

  const button =
    'flex h-12 w-12 items-center justify-center rounded-lg bg-white text-navy-900 shadow ring-1 ring-slate-300 hover:bg-slate-50 disabled:opacity-50';
  return (
    <div className="relative h-full w-full">
      <div ref={containerRef} className="h-full w-full" role="region" aria-label={t(m.map)} />
      <div className="absolute right-3 top-3 flex flex-col gap-2">
        <button type="button" className={button} aria-label={t(m.zoomIn)} onClick={() => map?.zoomIn()}>
          <Plus className="h-5 w-5" aria-hidden="true" />
        </button>
        <button type="button" className={button} aria-label={t(m.zoomOut)} onClick={() => map?.zoomOut()}>
          <Minus className="h-5 w-5" aria-hidden="true" />
        </button>
        <button
          type="button"
          className={button}
          aria-label={t(m.showAll)}
          disabled={markers.length === 0}
          onClick={() => map && fitTo(map, latest.current.markers)}
        >
          <Maximize2 className="h-5 w-5" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
