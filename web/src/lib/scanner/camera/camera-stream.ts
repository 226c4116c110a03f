/** What the scanner asks the camera for, and how a stream is let go. */

/**
 * The camera view is square (aspect ratio 1). Asked for 1080x1080, a phone crops its
 * 1920x1080 mode to the middle: the same 1080 rows, more than the 720 of the 1280x720 asked for before.
 */
const SQUARE: MediaTrackConstraints = {
  width: { ideal: 1080 },
  height: { ideal: 1080 },
  aspectRatio: { ideal: 1 },
};

/** Rear camera preferred; an explicit choice (the picker, the remembered camera) wins. */
export function videoConstraints(deviceId: string | null): MediaTrackConstraints {
  return deviceId
    ? { deviceId: { exact: deviceId }, ...SQUARE }
    : { facingMode: { ideal: 'environment' }, ...SQUARE };
}

export function stopStream(stream: MediaStream): void {
  for (const track of stream.getTracks()) {
    if (track.readyState !== 'ended') track.stop();
  }
}
