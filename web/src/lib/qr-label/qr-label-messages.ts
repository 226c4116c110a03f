/** Alerts of a QR label's download and print (the Download QR screen's, used wherever a label is offered). */
import { defineMessages } from '@/i18n/define-messages';

export const qrLabelMessages = defineMessages('qrLabel', {
  emptyFile: 'Empty file received. The QR code might not have been generated.',
  unexpectedType: 'Unexpected content type: {type}',
  unknownType: 'unknown',
  downloadFailed: 'Failed to download QR code.',
  printInvalid: 'Failed to load QR code: Invalid server response',
  popupBlocked: 'Failed to open print window. Please check your popup blocker settings.',
  printFailed: 'Failed to print QR code. Please try again.',
  printTitle: '{name} QR Code',
  printAlt: 'QR code of {name}',
  pngDescription: 'High quality image',
  jpgDescription: 'Compressed image',
  svgDescription: 'Vector image',
  pdfDescription: 'Document format',
});
