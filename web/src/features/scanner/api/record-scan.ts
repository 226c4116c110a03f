/** POST /api/assets/scan: records that this asset was scanned, from this page address. */
import { apiSend } from '@/lib/api-client';

export function recordScan(assetId: string): Promise<void> {
  return apiSend('/assets/scan', { method: 'POST', body: { assetId, scanLocation: location.href } });
}
