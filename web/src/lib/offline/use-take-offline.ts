/** "Take offline" as a screen runs it: progress while it downloads, then what it stored or why it failed. */
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { translate } from '@/i18n/translator';
import { ApiError } from '../api-error';
import { messageOr } from '../error-message';
import { offlineWordsMessages as m } from './offline-messages';
import { assetCount } from './storage-words';
import { takeOffline, type PackProgress } from './offline-store';
import type { PackRequest } from './stored-reads';

export function useTakeOffline() {
  const [progress, setProgress] = useState<PackProgress | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function run(request: PackRequest): Promise<void> {
    setError(null);
    setProgress({ done: 0, total: 0 });
    try {
      const pack = await takeOffline(request, setProgress);
      toast.success(translate(m.packStored, { assets: assetCount(pack.assetIds.length) }));
    } catch (cause) {
      // A lost network is a TypeError with the browser's words; a pack too large says why in its own.
      const own = cause instanceof Error && !(cause instanceof ApiError) && !(cause instanceof TypeError);
      setError(own ? cause.message : messageOr(cause, translate(m.packFailed)));
    } finally {
      setProgress(null);
    }
  }

  return { run, progress, busy: progress !== null, error };
}
