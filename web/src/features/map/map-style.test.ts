import { describe, expect, it } from 'vitest';
import {
  createExpression,
  validateStyleMin,
  type StyleSpecification,
} from '@maplibre/maplibre-gl-style-spec';
import { MAP_STATES } from '@harbour/contract';
import {
  CLUSTER_LAYER,
  MARKER_SOURCE,
  POINT_LAYER,
  STATE_COLOURS,
  markerLayers,
  markerSource,
  mapStyle,
  stateRank,
} from './map-style';

/** Evaluates a style expression on one feature's properties, as MapLibre's renderer does. */
function evaluate(expression: unknown, properties: Record<string, unknown>): unknown {
  const parsed = createExpression(expression, 'test');
  if (parsed.result !== 'success') throw new Error(JSON.stringify(parsed.value));
  return parsed.value.evaluate({ zoom: 10 }, { type: 1, properties });
}

const paintColour = (layerId: string): unknown => {
  const layer = markerLayers.find((candidate) => candidate.id === layerId);
  return layer?.type === 'circle' ? layer.paint?.['circle-color'] : undefined;
};

describe('marker colours', () => {
  it('gives each state its own colour of the palette, and an unknown state the ok colour', () => {
    expect(new Set(Object.values(STATE_COLOURS)).size).toBe(MAP_STATES.length);
    for (const state of MAP_STATES)
      expect(evaluate(paintColour(POINT_LAYER), { state }), state).toBe(STATE_COLOURS[state]);
    expect(evaluate(paintColour(POINT_LAYER), { state: 'lost-at-sea' })).toBe(STATE_COLOURS.ok);
  });

  it('gives a group the colour of its most urgent asset', () => {
    const members = ['ok', 'due-soon', 'off-station', 'under-maintenance'];
    // The source's clusterProperties: worst = the smallest rank of its members.
    const worst = Math.min(...members.map((state) => Number(evaluate(stateRank, { state }))));
    expect(evaluate(paintColour(CLUSTER_LAYER), { worst, point_count: 4 })).toBe(
      STATE_COLOURS['off-station'],
    );
    expect(evaluate(paintColour(CLUSTER_LAYER), { worst: 3, point_count: 2 })).toBe(
      STATE_COLOURS['due-soon'],
    );
  });
});

describe('the map style', () => {
  it('is the configured style when MAP_STYLE_URL names one', () => {
    expect(mapStyle('https://charts.example.org/styles/sea.json')).toBe(
      'https://charts.example.org/styles/sea.json',
    );
  });

  it('is otherwise a plain sea that fetches nothing: no sources, glyphs or sprite', () => {
    const style = mapStyle(null);
    if (typeof style === 'string') throw new Error('expected the built-in style');
    expect(style.sources).toEqual({});
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    expect(style.layers.map((layer) => layer.type)).toEqual(['background']);
    expect(JSON.stringify(style)).not.toMatch(/https?:/);
  });

  it('with the markers added is a valid MapLibre style', () => {
    const style = mapStyle(null);
    if (typeof style === 'string') throw new Error('expected the built-in style');
    const withMarkers: StyleSpecification = {
      ...style,
      sources: { [MARKER_SOURCE]: markerSource({ type: 'FeatureCollection', features: [] }) },
      layers: [...style.layers, ...markerLayers],
    };
    expect(validateStyleMin(withMarkers)).toEqual([]);
  });
});
