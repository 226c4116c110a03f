/**
 * GET /admin/export/<name>.csv: an export, saved as a download. A plain call with a busy flag rather than a
 * mutation: nothing is cached, and the list screens that offer it load no mutation code for it (2.5 KB).
 */
import { useState } from 'react';
import type { ExportName } from '@harbour/contract';
import { apiBlob } from './api-client';
import { saveBlob } from './save-blob';

export function useDownloadCsv(name: ExportName, onError: (error: unknown) => void) {
  const [busy, setBusy] = useState(false);
  /** `query`: the list's filters as URL parameters (the compliance list's), or ''. */
  async function download(query: string) {
    setBusy(true);
    try {
      const { blob } = await apiBlob(`/admin/export/${name}.csv${query ? `?${query}` : ''}`, 'text/csv');
      saveBlob(blob, `${name}-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  }
  return { busy, download };
}
