/** Turns the text of a scanned QR code into an asset id or a blank label's code (the printed link rule). */
import { LABEL_CODE_PATTERN, LABEL_CODE_ROOT, MESSAGES, OBJECT_ID_PATTERN } from '@harbour/contract';

type QrPayload = { ok: true; assetId: string } | { ok: false; error: string };

/** The contract's id pattern, in either case: some label printers upper-case the text. */
const isObjectId = (text: string): boolean => OBJECT_ID_PATTERN.test(text.toLowerCase());

const found = (assetId: string): QrPayload => ({ ok: true, assetId: normaliseId(assetId) });
const missingId: QrPayload = { ok: false, error: MESSAGES.invalidQrMissingId };

function normaliseId(value: string): string {
  const trimmed = value.trim();
  return isObjectId(trimmed) ? trimmed.toLowerCase() : trimmed;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function idFromJsonObject(value: object): QrPayload {
  const id: unknown = 'id' in value ? value.id : undefined;
  if (typeof id === 'number' && Number.isFinite(id)) return found(String(id));
  if (typeof id === 'string' && id.trim() !== '') return found(id);
  return missingId;
}

function parseUrl(text: string): URL | undefined {
  if (!/^https?:\/\//i.test(text)) return undefined;
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/**
 * A blank label printed as `<PUBLIC_URL>/l/<code>` (labels), on any host like an asset's label: its code in
 * upper case, or null for any other payload.
 */
export function parseLabelCode(raw: string): string | null {
  const url = parseUrl(raw.trim());
  if (!url) return null;
  const path = url.pathname.replace(/\/+$/, '');
  const prefix = `${LABEL_CODE_ROOT}/`;
  const at = path.lastIndexOf(prefix);
  if (at === -1) return null;
  const code = path.slice(at + prefix.length).toUpperCase();
  return LABEL_CODE_PATTERN.test(code) ? code : null;
}

/** A label printed as `<PUBLIC_URL>/a/<id>` scans on any host, so labels survive a change of domain. */
function idFromUrl(text: string): string | undefined {
  const url = parseUrl(text);
  if (!url) return undefined;
  const last = url.pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return isObjectId(last) ? last : undefined;
}

export function parseQrPayload(raw: string): QrPayload {
  const text = raw.trim();
  if (text === '') return missingId;
  if (isObjectId(text)) return found(text);

  const json = parseJson(text);
  if (typeof json === 'object' && json !== null && !Array.isArray(json)) return idFromJsonObject(json);

  const fromUrl = idFromUrl(text);
  if (fromUrl) return found(fromUrl);

  return found(text);
}
