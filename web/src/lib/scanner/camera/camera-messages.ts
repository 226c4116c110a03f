/** What the scanner tells the user when the camera cannot be used. */
import { defineMessages } from '@/i18n/define-messages';

export const cameraMessages = defineMessages('camera', {
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
});
