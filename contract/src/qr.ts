/** A QR download's file name: every character other than letters, digits, '-' and '_' becomes '_'. */
export const qrDownloadFileName = (assetName: string, extension: string) =>
  `${assetName.replace(/[^A-Za-z0-9_-]/g, '_')}-QRCode.${extension}`;
