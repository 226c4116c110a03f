/** What the label link page says when it cannot show the asset. */
import { ApiError } from '@/lib/api-error';
import { scanErrorMessage } from './scan-error-message';

export const ASSET_LINK_MESSAGES = {
  notFound: 'Asset not found. No asset has this QR code; it may have been deleted.',
  invalidId: 'This link does not contain a valid asset ID.',
  scanNotRecorded: 'The asset is shown, but this scan could not be recorded.',
} as const;

export function assetLinkErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return ASSET_LINK_MESSAGES.notFound;
  if (error instanceof ApiError && error.status === 400) return ASSET_LINK_MESSAGES.invalidId;
  return scanErrorMessage(error);
}
