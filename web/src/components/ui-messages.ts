/** The words of the shared building blocks: dialogs, tables, badges, the camera view, "Take offline". */
import { ASSET_SCREEN_LABELS } from '@harbour/contract';
import { defineMessages } from '@/i18n/define-messages';

export const uiMessages = defineMessages('ui', {
  statusAvailable: 'Available',
  statusInUse: 'In Use',
  statusUnderMaintenance: 'Under Maintenance',
  statusRetired: 'Retired',
  statusReservable: 'Reservable',

  overdue: 'Overdue',
  dueSoon: 'Due soon',
  ok: 'OK',
  noPlan: 'No plan',
  unknown: 'Unknown',

  status: 'Status',
  assetDetails: 'Asset Details',
  close: 'Close',
  closeDialog: 'Close dialog',
  cancel: 'Cancel',
  imageOf: 'Image of {name}',
  assetImage: 'Asset Image',
  yes: 'Yes',
  serialNumber: ASSET_SCREEN_LABELS.serialNumber,
  manufacturer: ASSET_SCREEN_LABELS.manufacturer,
  model: ASSET_SCREEN_LABELS.model,
  manufacturedOn: ASSET_SCREEN_LABELS.manufacturedOn,
  inServiceOn: ASSET_SCREEN_LABELS.inServiceOn,
  critical: ASSET_SCREEN_LABELS.critical,
  notes: ASSET_SCREEN_LABELS.notes,

  downloadCsv: 'Download CSV',
  preparing: 'Preparing...',
  downloadFailed: 'The download failed',
  download: 'Download',
  downloadQrOf: 'Download QR code of {name}',
  downloadFormatsFor: 'Download formats for {name}',
  print: 'Print',
  printQrOf: 'Print QR code of {name}',

  filters: 'Filters',
  pagination: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  page: 'Page {page}',
  offlineData: 'Offline data, stored {when}',
  // One literal, so that its placeholders are typed.
  publicUrl:
    'Labels printed now encode {address}, the address this page was opened at. A phone cannot open that if it is localhost or a name only this computer knows: set {setting} to the address phones reach, then restart the server.',

  takeOffline: 'Take offline',
  refreshOffline: 'Refresh offline copy',
  storing: 'Storing {done} of {total}...',

  cameraNumber: 'Camera {number}',
  cameraPreview: 'Camera preview',
  startingCamera: 'Starting camera...',
  cameraOff: 'Camera is off',
  camera: 'Camera',
  torchOff: 'Turn off torch',
  torchOn: 'Turn on torch',
  zoom: 'Zoom',
  zoomValue: '{zoom}x',
  scanImageFile: 'Scan an image file',
  chooseOrDrop: 'Choose a photo of the QR code, or drop it here',
});
