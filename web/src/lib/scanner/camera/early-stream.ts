/**
 * The app opened at the scanner: the camera is asked for while the page's code still loads, and the scanner
 * takes that stream when it starts, so the first frame does not wait for the page to render and then for the
 * camera. Only with the permission granted before (no prompt over a blank page); a stream no scanner takes
 * within UNCLAIMED_MS is let go, so the camera light never stays on for a page that did not open.
 */
import { videoConstraints, stopStream } from './camera-stream';
import { readScannerMemory } from './scanner-memory';

const UNCLAIMED_MS = 10_000;

let early: { deviceId: string | null; stream: Promise<MediaStream> } | null = null;

function letGo(stream: Promise<MediaStream>): void {
  stream.then(stopStream, () => undefined);
}

export function openCameraEarly(): void {
  const { hasPermission, lastUsedCameraId } = readScannerMemory();
  if (!hasPermission || !window.isSecureContext || !navigator.mediaDevices?.getUserMedia) return;
  const stream = navigator.mediaDevices.getUserMedia({
    video: videoConstraints(lastUsedCameraId),
    audio: false,
  });
  // A refusal here is met again, and shown, when the scanner takes the stream.
  stream.catch(() => undefined);
  const pending = { deviceId: lastUsedCameraId, stream };
  early = pending;
  setTimeout(() => {
    if (early !== pending) return;
    early = null;
    letGo(stream);
  }, UNCLAIMED_MS);
}

/** The stream asked for early when it is of this camera, once; any other is let go. */
export function takeEarlyStream(deviceId: string | null): Promise<MediaStream> | null {
  const pending = early;
  early = null;
  if (!pending) return null;
  if (pending.deviceId === deviceId) return pending.stream;
  letGo(pending.stream);
  return null;
}
