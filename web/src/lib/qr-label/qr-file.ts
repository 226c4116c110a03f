/** Rules for downloaded QR files: named after the asset, never empty, of the type asked for. */
import { QR_CONTENT_TYPES, qrDownloadFileName, type QrFormat } from '@harbour/contract';
import { translate } from '@/i18n/translator';
import { qrLabelMessages as m } from './qr-label-messages';

/** The server names the same file the same way (Content-Disposition): one rule, in the contract. */
export const qrFileName = (assetName: string, format: QrFormat): string =>
  qrDownloadFileName(assetName, format);

/** Thrown when the file is empty or not of the requested type; its message is the alert text. */
export class QrFileError extends Error {}

/** The file must not be empty and its type must match the requested format. */
export function checkQrFile(blob: Blob, contentType: string, format: QrFormat): void {
  if (blob.size === 0) throw new QrFileError(translate(m.emptyFile));
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type !== QR_CONTENT_TYPES[format])
    throw new QrFileError(translate(m.unexpectedType, { type: contentType || translate(m.unknownType) }));
}
