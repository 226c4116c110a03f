/** "Take offline" as a screen runs it: progress while it downloads, then what it stored or why it failed. */
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { ApiError } from '../api-error';
import { messageOr } from '../error-message';
import { assetCount } from './storage-words';
import { takeOffline, type PackProgress } from './offline-store';
import type { PackRequest } from './stored-reads';

const FAILED = 'The assets could not be stored for offline use. Check the signal and try again.';

export function useTakeOffline() {
  const [progress, setProgress] = useState<PackProgress | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function run(request: PackRequest): Promise<void> {
    setError(null);
    setProgress({ done: 0, total: 0 });
    try {
      const pack = await takeOffline(request, setProgress);
      toast.success(`${assetCount(pack.assetIds.length)} stored for offline use`);
    } catch (cause) {
      // A lost network is a TypeError with the browser's words; a pack too large says why in its own.
      const own = cause instanceof Error && !(cause instanceof ApiError) && !(cause instanceof TypeError);
      setError(own ? cause.message : messageOr(cause, FAILED));
    } finally {
      setProgress(null);
    }
  }

  return { run, progress, busy: progress !== null, error };
}
