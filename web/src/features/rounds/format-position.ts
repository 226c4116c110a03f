/** A marked position as people on a quay read it, without a map: "59.91234, 10.75231 ±8 m". */
import type { Position } from '@harbour/contract';

/** Five decimals are about a metre: as fine as a phone's fix gets. */
const DECIMALS = 5;

function accuracyText(metres: number): string {
  return metres >= 1000 ? `±${(metres / 1000).toFixed(1)} km` : `±${Math.round(metres)} m`;
}

export function formatPosition(position: Position): string {
  const coordinates = `${position.lat.toFixed(DECIMALS)}, ${position.lon.toFixed(DECIMALS)}`;
  return position.accuracy === undefined ? coordinates : `${coordinates} ${accuracyText(position.accuracy)}`;
}
