import { createHmac } from 'node:crypto';
import { OBJECT_ID_PATTERN } from '@harbour/contract';
import type { AppConfig } from '../config';

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
  return `${payloadBase(settings, requestOrigin)}/a/${assetId}`;
}

/** The origin every printed link starts with: PUBLIC_URL, else the checked request origin. */
export const payloadBase = (settings: QrSettings, requestOrigin?: string) =>
  settings.publicUrl ?? requestOrigin ?? 'http://localhost:5000';

const SIGNATURE_LENGTH = 20;
const OBJECT_ID = OBJECT_ID_PATTERN.source.replace(/^\^|\$$/g, '');
const QR_IMAGE_NAME = new RegExp(`^(${OBJECT_ID})-[0-9a-f]{${SIGNATURE_LENGTH}}\\.png$`);

/**
 * Signed paths already computed, by secret and asset: every asset answer carries one, and an HMAC costs a
 * few per cent of a `GET /api/assets/:id` under load (docs/BENCHMARKS.md). Bounded; the oldest goes first.
 */
const signedPaths = new Map<string, string>();
const MAX_SIGNED_PATHS = 20_000;

/** The QR image path is served without a token, so it carries an unguessable signature. */
export function qrImagePath(secret: string, assetId: string): string {
  const key = `${secret}\n${assetId}`;
  const known = signedPaths.get(key);
  if (known) return known;
  const signature = createHmac('sha256', secret)
    .update(`qr:${assetId}`)
    .digest('hex')
    .slice(0, SIGNATURE_LENGTH);
  const signed = `/uploads/qr/${assetId}-${signature}.png`;
  if (signedPaths.size >= MAX_SIGNED_PATHS) signedPaths.delete(signedPaths.keys().next().value ?? '');
  signedPaths.set(key, signed);
  return signed;
}

export function parseQrImageName(secret: string, fileName: string): string | undefined {
  const match = QR_IMAGE_NAME.exec(fileName);
  if (!match?.[1]) return undefined;
  return qrImagePath(secret, match[1]) === `/uploads/qr/${fileName}` ? match[1] : undefined;
}
