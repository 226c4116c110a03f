import { TriangleAlert } from 'lucide-react';
import { usePublicConfig } from '@/lib/public-config';

/**
 * Until PUBLIC_URL is set, labels encode the address this page was opened at: on a quick start that is
 * localhost, which a phone's camera cannot open.
 */
export function PublicUrlNotice() {
  const { publicUrlSet, qrPayload } = usePublicConfig();
  if (publicUrlSet || qrPayload !== 'url') return null;
  return (
    <div
      role="note"
      className="flex gap-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-inset ring-amber-300"
    >
      <TriangleAlert className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" aria-hidden="true" />
      <p className="min-w-0 break-words">
        Labels printed now encode <strong>{window.location.origin}/a/…</strong>, the address this page was
        opened at. A phone cannot open that if it is localhost or a name only this computer knows: set{' '}
        <code>PUBLIC_URL</code> to the address phones reach, then restart the server.
      </p>
    </div>
  );
}
