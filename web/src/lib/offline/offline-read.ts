/** Reads that fall back to what was taken offline when the network does not answer. */
import { ApiError } from '../api-error';
import type { StoredAsset } from './offline-db';
import { isOnline } from './sync';

/** What a screen shows from the device's store carries when it was stored, so the screen can say so. */
export interface FromStore {
  storedAt?: number;
}

/**
 * The server's answer when there is one; the stored copy when there is no network or no answer. A refusal
 * from the server (404, 403) is an answer and is never papered over with an older copy.
 */
export async function liveOrStored<T>(
  fetchLive: () => Promise<T>,
  readStored: () => Promise<T | undefined>,
): Promise<T> {
  if (!isOnline()) {
    const stored = await readStored();
    if (stored !== undefined) return stored;
  }
  try {
    return await fetchLive();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const stored = await readStored();
    if (stored !== undefined) return stored;
    throw error;
  }
}

/** The stored thumbnail as an address an <img> can show. */
export function storedImageUrl(asset: StoredAsset): string | null {
  return asset.image ? URL.createObjectURL(new Blob([asset.image.bytes], { type: asset.image.type })) : null;
}
