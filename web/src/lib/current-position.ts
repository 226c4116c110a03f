/** The device's position for an inspection record, when the browser gives one quickly; never an error. */
import type { Position } from '@harbour/contract';

const WAIT_MS = 8000;
/** A fix from the last minute is as good on a quay as a fresh one, and arrives at once. */
const MAX_AGE_MS = 60_000;

export function currentPosition(
  geolocation: Geolocation | undefined = navigator.geolocation,
): Promise<Position | null> {
  if (!geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({
          lat: coords.latitude,
          lon: coords.longitude,
          accuracy: Math.min(Math.max(coords.accuracy, 0), 100_000),
        }),
      () => resolve(null),
      { enableHighAccuracy: true, timeout: WAIT_MS, maximumAge: MAX_AGE_MS },
    );
  });
}
