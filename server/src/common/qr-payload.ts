import { createHmac } from 'node:crypto';
import { ASSET_LINK_ROOT, OBJECT_ID_PATTERN } from '@harbour/contract';
import type { AppConfig } from '../config';
import { createMemo } from './memo';

export interface QrSettings {
  mode: 'url' | 'id';
  publicUrl: string | undefined;
  secret: string;
}

export const qrSettings = (config: Pick<AppConfig, 'qrPayload' | 'publicUrl' | 'jwtSecret'>): QrSettings => ({
  mode: config.qrPayload,
  publicUrl: config.publicUrl,
  secret: config.jwtSecret,
});

/**
 * What a label encodes: stable for the asset's life. A URL ending in the id (a phone camera opens it),
 * or the bare id when QR_PAYLOAD=id.
 */
export function qrPayload(settings: QrSettings, assetId: string, requestOrigin?: string): string {
  if (settings.mode === 'id') return assetId;
  return `${payloadBase(settings, requestOrigin)}${ASSET_LINK_ROOT}/${assetId}`;
}

/** The origin every printed link starts with: PUBLIC_URL, else the checked request origin. */
export const payloadBase = (settings: QrSettings, requestOrigin?: string) =>
  settings.publicUrl ?? requestOrigin ?? 'http://localhost:5000';

const SIGNATURE_LENGTH = 20;
const OBJECT_ID = OBJECT_ID_PATTERN.source.replace(/^\^|\$$/g, '');
const QR_IMAGE_NAME = new RegExp(`^(${OBJECT_ID})-[0-9a-f]{${SIGNATURE_LENGTH}}\\.png$`);

/**
 * Signed paths already computed, by secret and asset: every asset answer carries one, and an HMAC costs a
 * few per cent of a `GET /api/assets/:id` under load (docs/BENCHMARKS.md).
 */
const signedPaths = createMemo<string>(20_000);

/** The QR image path is served without a token, so it carries an unguessable signature. */
export function qrImagePath(secret: string, assetId: string): string {
  return signedPaths.get(`${secret}\n${assetId}`, () => {
    const signature = createHmac('sha256', secret)
      .update(`qr:${assetId}`)
      .digest('hex')
      .slice(0, SIGNATURE_LENGTH);
    return `/uploads/qr/${assetId}-${signature}.png`;
  });
}

export function parseQrImageName(secret: string, fileName: string): string | undefined {
  const match = QR_IMAGE_NAME.exec(fileName);
  if (!match?.[1]) return undefined;
  return qrImagePath(secret, match[1]) === `/uploads/qr/${fileName}` ? match[1] : undefined;
}
