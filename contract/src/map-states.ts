/**
 * The map's constants, apart from its schemas: a screen that only names the states (a filter, a legend)
 * does not load the GeoJSON answer's schema.
 */

/** What a marker's colour says, worst first: an asset in two states shows the first. */
export const MAP_STATES = ['off-station', 'overdue', 'under-maintenance', 'due-soon', 'ok'] as const;
export type MapState = (typeof MAP_STATES)[number];

/** At most this many points in one answer; `truncated` says when more matched (narrow the box or filters). */
export const MAP_MAX_POINTS = 50_000;
