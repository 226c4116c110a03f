import { QR_CONTENT_TYPES, type QrFormat } from '@harbour/contract';
import { apiBlob } from '../api-client';
import { checkQrFile } from './qr-file';

/** GET /admin/assets/{id}/qr-code?format=..., with the matching Accept header; checked before use. */
export async function getQrCode(assetId: string, format: QrFormat): Promise<Blob> {
  const { blob, contentType } = await apiBlob(
    `/admin/assets/${encodeURIComponent(assetId)}/qr-code?format=${format}`,
    QR_CONTENT_TYPES[format],
  );
  checkQrFile(blob, contentType, format);
  return blob;
}
