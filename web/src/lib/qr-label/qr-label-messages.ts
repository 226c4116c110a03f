/** Alerts of a QR label's download and print (the Download QR screen's, used wherever a label is offered). */
export const QR_LABEL_MESSAGES = {
  emptyFile: 'Empty file received. The QR code might not have been generated.',
  unexpectedType: (type: string) => `Unexpected content type: ${type}`,
  downloadFailed: 'Failed to download QR code.',
  printInvalid: 'Failed to load QR code: Invalid server response',
  popupBlocked: 'Failed to open print window. Please check your popup blocker settings.',
  printFailed: 'Failed to print QR code. Please try again.',
} as const;

export const FORMAT_DESCRIPTIONS = {
  png: { label: 'PNG', description: 'High quality image' },
  jpg: { label: 'JPG', description: 'Compressed image' },
  svg: { label: 'SVG', description: 'Vector image' },
  pdf: { label: 'PDF', description: 'Document format' },
} as const;
