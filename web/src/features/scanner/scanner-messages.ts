/** The scanner's words: the scan screen, the label link page (/a/:id) and what a scan shows. */
import { defineMessages } from '@/i18n/define-messages';

export const scannerMessages = defineMessages('scanner', {
  title: 'Scan Asset QR Code',
  subtitle: 'Position the QR code within the scanner to view asset details',
  startScanning: 'Start Scanning',
  stopScanning: 'Stop Scanning',
  loadingAsset: 'Loading asset details...',
  readingImage: 'Reading image...',
  noQrInImage: 'No QR code found in this image. Try a sharper photo, taken closer to the code.',
  errorGeneric: 'An error occurred',
  errorProcessing: 'Failed to process scan',
  dismissError: 'Dismiss error',
  queued: 'No signal: the scan is saved on this phone and will be sent when you are back online.',
  queuedNotStored:
    'No signal: the scan is saved on this phone and will be sent when you are back online. This asset was not taken offline, so its details will show then.',
  notFound: 'Asset not found. No asset has this QR code; it may have been deleted.',
  invalidId: 'This link does not contain a valid asset ID.',
  scanNotRecorded: 'The asset is shown, but this scan could not be recorded.',
  assetDetails: 'Asset Details',
  nextSteps: 'Next steps',
  scanAnother: 'Scan another asset',
  goToDashboard: 'Go to dashboard',
  openAssetPage: 'Open asset page',
  startInspection: 'Start inspection',
  startInspectionOf: 'Start inspection: {name}',
  name: 'Name',
  type: 'Type',
  location: 'Location',
  assignedTo: 'Assigned To',
  lastUpdated: 'Last Updated',
  notAvailable: 'N/A',
});
