/** Image paths from the API: relative → against the API base without '/api'. */
import { API_BASE } from './api-client';

export const ASSET_PLACEHOLDER = '/asset-placeholder.svg';
export const QR_PLACEHOLDER = '/qr-placeholder.svg';
export const LOGO_URL = '/logo.svg';

export function resolveImageUrl(
  path: string | null | undefined,
  fallback: string,
  apiBase: string = API_BASE,
): string {
  if (!path) return fallback;
  // A full address, or a photo stored on the device for offline use (blob:).
  if (/^(https?:\/\/|blob:)/i.test(path)) return path;
  const origin = apiBase.replace(/\/+$/, '').replace(/\/api$/, '');
  return `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}
