/** Take one's own assets, or a location's, offline; rounds are taken offline from their own page. */
import { useState } from 'react';
import { CloudDownload, Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { TakeOfflineError } from '@/components/offline/take-offline-button';
import { useAssetFacets } from '@/lib/asset-facets';
import { useTakeOffline } from '@/lib/offline/use-take-offline';
import { useStoredPacks } from '@/lib/offline/use-offline-state';
import { useTranslation } from '@/i18n/use-translation';
import { offlineMessages as m } from '../offline-messages';
import { StoredPacks } from './stored-packs';

export function TakeOfflinePanel({ area }: { area: 'user' | 'admin' }) {
  const { t } = useTranslation();
  const take = useTakeOffline();
  const packs = useStoredPacks();
  const facets = useAssetFacets(area);
  const [location, setLocation] = useState('');
  const locations = facets.data?.locations ?? [];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <Button
          variant="accent"
          size="lg"
          disabled={take.busy}
          onClick={() => void take.run({ kind: 'mine' })}
        >
          <CloudDownload className="h-5 w-5" aria-hidden="true" />
          {area === 'user' ? t(m.takeMine) : t(m.takeAssignedToMe)}
        </Button>
        <label className="flex min-w-0 flex-col gap-1 text-sm font-medium text-slate-800">
          {t(m.location)}
          <select
            className="h-12 min-w-48 rounded-lg border border-slate-300 bg-white px-3 text-base"
            value={location}
            onChange={(event) => setLocation(event.target.value)}
          >
            <option value="">{t(m.chooseLocation)}</option>
            {locations.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <Button
          variant="secondary"
          size="lg"
          disabled={take.busy || !location}
          onClick={() => void take.run({ kind: 'location', location })}
        >
          <CloudDownload className="h-5 w-5" aria-hidden="true" />
          {t(m.takeLocation)}
        </Button>
      </div>
      {take.busy ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-800">
          <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />
          {t(m.storing, { done: take.progress?.done ?? 0, total: take.progress?.total || '…' })}
        </p>
      ) : null}
      <TakeOfflineError message={take.error} />
      <p className="text-sm text-slate-700">{t(m.roundsHint)}</p>
      <StoredPacks packs={packs} busy={take.busy} onRefresh={(request) => void take.run(request)} />
    </div>
  );
}
