/** What the scanner tells the user when the camera cannot be used. */

export const CAMERA_MESSAGES = {
  insecureContext: 'Camera access is only supported in secure context like https or localhost',
  noCamera: 'No camera found on this device. You can still scan an image file below.',
  permissionNeeded:
    'Camera permission is needed to scan. Allow camera access for this site (the camera or lock icon in the ' +
    'address bar, or your browser settings), then press Start Scanning.',
  cameraBusy: 'The camera is in use by another app. Close that app, then press Start Scanning.',
  startFailed: 'The camera could not be started',
  decoderFailed: 'The QR code reader could not be loaded. Check your connection and reload the page.',
  torchOnFailed: 'Failed to turn on torch',
  torchOffFailed: 'Failed to turn off torch',
} as const;

function errorName(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string') {
    return error.name;
  }
  return '';
}

/** Turns a getUserMedia failure into the message to show. */
export function cameraErrorMessage(error: unknown): string {
  switch (errorName(error)) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return CAMERA_MESSAGES.permissionNeeded;
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return CAMERA_MESSAGES.noCamera;
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return CAMERA_MESSAGES.cameraBusy;
    default:
      return error instanceof Error && error.message ? error.message : CAMERA_MESSAGES.startFailed;
  }
}
