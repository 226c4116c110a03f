/** The device's position for an inspection record, when the browser gives one quickly; never an error. */
import type { Position } from '@harbour/contract';
import { notePosition, positionOf, RECENT_FIX_MS } from './recent-position';

const WAIT_MS = 8000;

export function currentPosition(
  geolocation: Geolocation | undefined = navigator.geolocation,
): Promise<Position | null> {
  if (!geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      (fix) => {
        // The next scan can use it without waiting.
        notePosition(fix);
        resolve(positionOf(fix.coords));
      },
      () => resolve(null),
      // A fix from the last minute is as good on a quay as a fresh one, and arrives at once.
      { enableHighAccuracy: true, timeout: WAIT_MS, maximumAge: RECENT_FIX_MS },
    );
  });
}
