/** What is stored on this phone for offline use, how much and since when; each can be refreshed or removed. */
import { RotateCw, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { StoredPack } from '@/lib/offline/offline-db';
import { removePack } from '@/lib/offline/offline-store';
import type { PackRequest } from '@/lib/offline/stored-reads';
import { packSummary } from '@/lib/offline/storage-words';
import { useTranslation } from '@/i18n/use-translation';
import { offlineMessages as m } from '../offline-messages';

/** The request that stores a pack again, read back from its id. */
function requestOf(pack: StoredPack): PackRequest {
  if (pack.kind === 'round')
    return {
      kind: 'round',
      roundId: pack.packId.slice('round:'.length),
      label: pack.label.replace(/^Round: /, ''),
    };
  if (pack.kind === 'location') return { kind: 'location', location: pack.packId.slice('location:'.length) };
  return { kind: 'mine' };
}

interface StoredPacksProps {
  packs: StoredPack[];
  busy: boolean;
  onRefresh: (request: PackRequest) => void;
}

export function StoredPacks({ packs, busy, onRefresh }: StoredPacksProps) {
  const { t } = useTranslation();
  if (packs.length === 0) return <p className="text-sm text-slate-700">{t(m.nothingStored)}</p>;
  return (
    <ul className="divide-y divide-slate-200" data-testid="stored-packs">
      {packs.map((pack) => (
        <li key={pack.packId} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div>
            <p className="font-semibold text-navy-900">{pack.label}</p>
            <p className="text-sm text-slate-700">{packSummary(pack)}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="lg" disabled={busy} onClick={() => onRefresh(requestOf(pack))}>
              <RotateCw className="h-5 w-5" aria-hidden="true" /> {t(m.refresh)}
            </Button>
            <Button
              variant="secondary"
              size="lg"
              disabled={busy}
              onClick={() => void removePack(pack.packId)}
            >
              <Trash2 className="h-5 w-5" aria-hidden="true" /> {t(m.remove)}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
