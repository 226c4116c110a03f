/** The text of the red banner after a failed scan. */
import { ApiError } from '@/lib/api-error';

const SCAN_FALLBACK_MESSAGES = {
  generic: 'An error occurred',
  processing: 'Failed to process scan',
} as const;

export function scanErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? SCAN_FALLBACK_MESSAGES.processing;
  if (error instanceof Error && error.message) return error.message;
  return SCAN_FALLBACK_MESSAGES.generic;
}
