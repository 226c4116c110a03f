/** Asks for the device's position once, when the form opens, so it is usually there by the time of submit. */
import { useEffect, useState } from 'react';
import type { Position } from '@harbour/contract';
import { currentPosition } from '@/lib/current-position';

export type DevicePosition =
  { state: 'locating' } | { state: 'found'; position: Position } | { state: 'none' };

export function useDevicePosition(): DevicePosition {
  const [result, setResult] = useState<DevicePosition>({ state: 'locating' });
  useEffect(() => {
    let live = true;
    void currentPosition().then((position) => {
      if (live) setResult(position ? { state: 'found', position } : { state: 'none' });
    });
    return () => {
      live = false;
    };
  }, []);
  return result;
}
