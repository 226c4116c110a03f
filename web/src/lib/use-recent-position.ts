/** Follows the device's position while the screen that calls it is open (recent-position.ts). */
import { useEffect } from 'react';
import { watchRecentPosition } from './recent-position';

export function useRecentPosition(): void {
  useEffect(() => watchRecentPosition(), []);
}
