/**
 * The device's position while a round is being scanned: asked when the scanning starts (never on page
 * load), followed while it runs, and let go when it stops. Each mark carries the latest fix, if any.
 */
import { useEffect, useRef, useState } from 'react';
import type { Position } from '@harbour/contract';

export type PositionState = 'locating' | 'found' | 'none';

/** A fix older than this is not sent with a mark: the person has walked on. */
const FRESH_MS = 120_000;

export function usePositionWatch() {
  const latest = useRef<{ position: Position; at: number } | null>(null);
  const [state, setState] = useState<PositionState>(() =>
    typeof navigator.geolocation === 'undefined' ? 'none' : 'locating',
  );
  const [accuracy, setAccuracy] = useState<number | null>(null);

  useEffect(() => {
    const geolocation = typeof navigator.geolocation === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) return;
    const watch = geolocation.watchPosition(
      ({ coords, timestamp }) => {
        const position = {
          lat: coords.latitude,
          lon: coords.longitude,
          accuracy: Math.min(Math.max(coords.accuracy, 0), 100_000),
        };
        latest.current = { position, at: timestamp || Date.now() };
        setState('found');
        setAccuracy(position.accuracy);
      },
      () => setState((current) => (current === 'found' ? current : 'none')),
      { enableHighAccuracy: true, maximumAge: 30_000, timeout: 20_000 },
    );
    return () => geolocation.clearWatch(watch);
  }, []);

  /** The position to send with a mark now, or undefined. */
  function current(): Position | undefined {
    const fix = latest.current;
    return fix && Date.now() - fix.at < FRESH_MS ? fix.position : undefined;
  }

  return { state, accuracy, current };
}
