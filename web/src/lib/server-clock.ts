/**
 * How far the device's clock is from the server's, measured from the Date header of every answer: a write
 * queued offline is stamped with the device's time and corrected by this when it is sent.
 */

/** The Date header counts whole seconds: a difference this small is its rounding, not a wrong clock. */
const NOISE_MS = 2_000;

let offsetMs = 0;

/** One answer's Date header, with the device's times when the request left and its answer came back. */
export function noteServerDate(dateHeader: string | null, sentAt: number, answeredAt: number): void {
  if (dateHeader === null) return;
  const serverSecond = Date.parse(dateHeader);
  if (Number.isNaN(serverSecond)) return;
  // The server wrote the header somewhere inside its second, somewhere between sending and answering.
  const measured = serverSecond + 500 - (sentAt + answeredAt) / 2;
  offsetMs = Math.abs(measured) < NOISE_MS ? 0 : Math.round(measured);
}

/** Server time minus device time, in milliseconds (0 until an answer said otherwise). */
export const serverClockOffsetMs = (): number => offsetMs;
