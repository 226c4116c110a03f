/**
 * What the map draws, as data: its style (the configured one, or a plain sea with no tiles, glyphs or sprites,
 * so that nothing is fetched from another origin), each state's colour, and the marker source and layers.
 * Types only from MapLibre: this module stays out of the library's chunk.
 */
import type {
  ExpressionSpecification,
  GeoJSONSourceSpecification,
  LayerSpecification,
  StyleSpecification,
} from 'maplibre-gl';
import { MAP_STATES, type MapState } from '@harbour/contract';

/** Okabe and Ito's palette: five colours told apart with any common colour-vision deficiency. */
export const STATE_COLOURS: Record<MapState, string> = {
  'off-station': '#D55E00', // vermillion
  overdue: '#CC79A7', // reddish purple
  'under-maintenance': '#0072B2', // blue
  'due-soon': '#F0E442', // yellow
  ok: '#009E73', // bluish green
};

/** Light enough under the blue marker, and the yellow one has its dark outline. */
const SEA_COLOUR = '#D3E4EC';
const OUTLINE_COLOUR = '#1E293B';

export const MARKER_SOURCE = 'assets';
export const CLUSTER_LAYER = 'asset-clusters';
export const POINT_LAYER = 'asset-points';
/** Past this zoom nothing is grouped: assets that share a position (their location's) stay one group. */
export const CLUSTER_MAX_ZOOM = 16;

/** The configured style, or a sea of one colour: no source, glyphs or sprite, so no request at all. */
export function mapStyle(styleUrl: string | null): string | StyleSpecification {
  if (styleUrl) return styleUrl;
  return {
    version: 8,
    sources: {},
    layers: [{ id: 'sea', type: 'background', paint: { 'background-color': SEA_COLOUR } }],
  };
}

/** A value for each state, by the state the input names; an unknown one reads as ok. */
function byState<T extends string | number>(
  input: ExpressionSpecification,
  values: (state: MapState, rank: number) => T,
  labels: (state: MapState, rank: number) => string | number,
): ExpressionSpecification {
  const [first, ...rest] = MAP_STATES;
  return [
    'match',
    input,
    labels(first, 0),
    values(first, 0),
    ...rest.flatMap((state, index) => [labels(state, index + 1), values(state, index + 1)]),
    values('ok', MAP_STATES.length - 1),
  ];
}

/** A marker's rank, worst first as MAP_STATES orders them: a group keeps its smallest, its worst. */
export const stateRank = byState(
  ['get', 'state'],
  (_state, rank) => rank,
  (state) => state,
);

const stateColour = byState(
  ['get', 'state'],
  (state) => STATE_COLOURS[state],
  (state) => state,
);

const worstColour = byState(
  ['get', 'worst'],
  (state) => STATE_COLOURS[state],
  (_state, rank) => rank,
);

export function markerSource(data: GeoJSONSourceSpecification['data']): GeoJSONSourceSpecification {
  return {
    type: 'geojson',
    data,
    cluster: true,
    clusterRadius: 44,
    clusterMaxZoom: CLUSTER_MAX_ZOOM,
    clusterProperties: { worst: ['min', stateRank] },
  };
}

/**
 * Groups as circles in their worst marker's colour, sized by count (the count itself is drawn over them by
 * the page, without glyphs); single assets as dots in their state's colour with a dark outline.
 */
export const markerLayers: LayerSpecification[] = [
  {
    id: CLUSTER_LAYER,
    type: 'circle',
    source: MARKER_SOURCE,
    filter: ['has', 'point_count'],
    paint: {
      'circle-color': worstColour,
      'circle-radius': ['step', ['get', 'point_count'], 18, 100, 22, 1000, 26],
      'circle-stroke-width': 3,
      'circle-stroke-color': '#FFFFFF',
    },
  },
  {
    id: POINT_LAYER,
    type: 'circle',
    source: MARKER_SOURCE,
    filter: ['!', ['has', 'point_count']],
    paint: {
      'circle-color': stateColour,
      'circle-radius': 9,
      'circle-stroke-width': 2,
      'circle-stroke-color': OUTLINE_COLOUR,
    },
  },
];
