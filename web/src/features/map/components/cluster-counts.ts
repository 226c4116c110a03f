/**
 * The count of each group on screen, drawn as HTML over its circle: the built-in style has no glyphs (no font
 * is fetched from anywhere), and only the groups in view, a few dozen on a phone, get a label. Updated each
 * time the map settles; taps go through the label to the map.
 */
import { Marker, type Map as MapLibreMap } from 'maplibre-gl';
import { CLUSTER_LAYER, MARKER_SOURCE } from '../map-style';

const LABEL_CLASSES =
  'pointer-events-none rounded-full bg-white px-1.5 text-xs font-bold leading-5 text-slate-900 tabular-nums shadow-sm';

export function showClusterCounts(map: MapLibreMap, locale: string | undefined): () => void {
  const labels = new Map<string, Marker>();

  function update(): void {
    if (!map.getSource(MARKER_SOURCE)) return;
    const seen = new Set<string>();
    for (const feature of map.queryRenderedFeatures({ layers: [CLUSTER_LAYER] })) {
      const { cluster_id: id, point_count: count } = feature.properties;
      if (feature.geometry.type !== 'Point' || typeof count !== 'number') continue;
      const [lon, lat] = feature.geometry.coordinates;
      // A group's id is only unique within one set of markers: its count and place make the key.
      const key = `${String(id)}:${count}:${lon},${lat}`;
      if (seen.has(key)) continue;
      seen.add(key);
      if (labels.has(key) || lon === undefined || lat === undefined) continue;
      const element = document.createElement('span');
      element.className = LABEL_CLASSES;
      element.textContent = count.toLocaleString(locale);
      labels.set(key, new Marker({ element }).setLngLat([lon, lat]).addTo(map));
    }
    for (const [key, label] of labels) {
      if (seen.has(key)) continue;
      label.remove();
      labels.delete(key);
    }
  }

  map.on('idle', update);
  return () => {
    map.off('idle', update);
    for (const label of labels.values()) label.remove();
    labels.clear();
  };
}
