/**
 * The device's latest position fix, kept while a field screen is open, for a write that must never wait for
 * one (a scan): watched only where the browser already allows it, never asked for from here.
 */
import type { Position } from '@harbour/contract';

/** Older than this, a fix no longer says where the phone is: a workboat covers a few hundred metres a minute. */
export const RECENT_FIX_MS = 60_000;
/** What the API accepts as an accuracy, in metres. */
const MAX_ACCURACY_M = 100_000;

let latest: { position: Position; at: number } | null = null;

export function positionOf(coords: GeolocationCoordinates): Position {
  return {
    lat: coords.latitude,
    lon: coords.longitude,
    accuracy: Math.min(Math.max(coords.accuracy, 0), MAX_ACCURACY_M),
  };
}

/** Keeps a fix the browser gave, by its own timestamp: a cached fix can be older than its delivery. */
export function notePosition(fix: Pick<GeolocationPosition, 'coords' | 'timestamp'>): void {
  latest = { position: positionOf(fix.coords), at: fix.timestamp };
}

/** The latest fix when it is recent, at once; otherwise null. Never waits and never asks. */
export function recentPosition(now: number = Date.now()): Position | null {
  return latest && now - latest.at <= RECENT_FIX_MS ? latest.position : null;
}

/**
 * Follows the position while a field screen is open, if the browser has already been allowed to give it
 * (the inspection form asks); returns the stop. Without permission, nothing is asked and nothing is kept.
 */
export function watchRecentPosition(
  geolocation: Pick<Geolocation, 'watchPosition' | 'clearWatch'> | undefined = navigator.geolocation,
  permissions: Pick<Permissions, 'query'> | undefined = navigator.permissions,
): () => void {
  if (!geolocation || !permissions) return () => undefined;
  let stopped = false;
  let watchId: number | undefined;
  permissions.query({ name: 'geolocation' }).then(
    (status) => {
      if (stopped || status.state !== 'granted') return;
      watchId = geolocation.watchPosition(notePosition, () => undefined, {
        enableHighAccuracy: true,
        maximumAge: RECENT_FIX_MS,
      });
    },
    () => undefined, // A browser that cannot say whether it is allowed: nothing is asked.
  );
  return () => {
    stopped = true;
    if (watchId !== undefined) geolocation.clearWatch(watchId);
  };
}
