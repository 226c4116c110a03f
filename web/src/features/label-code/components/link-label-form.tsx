/** An administrator links an unlinked blank label: find the asset by name, choose it, link, open its page. */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { controlClasses, FormError } from '@/components/ui/form-field';
import { messageOr } from '@/lib/error-message';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAssetSearch, type FoundAsset } from '../api/search-assets';
import { useLinkLabelCode } from '../api/link-label-code';
import { LABEL_CODE_MESSAGES } from '../label-code-messages';
import { assetPageFor } from '../label-code-outcome';

const SEARCH_DELAY_MS = 250;

export function LinkLabelForm({ code, role }: { code: string; role: string }) {
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const search = useAssetSearch(useDebouncedValue(q.trim(), SEARCH_DELAY_MS));
  const [chosen, setChosen] = useState<FoundAsset | null>(null);
  const [retireOthers, setRetireOthers] = useState(false);
  const [tried, setTried] = useState(false);
  const link = useLinkLabelCode(code);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTried(true);
    if (!chosen) return;
    link.mutate(
      { assetId: chosen._id, retireOthers },
      { onSuccess: () => void navigate(assetPageFor(role, chosen._id), { replace: true }) },
    );
  }

  const results = search.data ?? [];
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <div>
        <h1 className="text-xl font-semibold text-navy-900">Link this label</h1>
        <p className="mt-1 text-sm text-slate-600">
          This label is not linked to an asset yet. Find the asset it goes on; from then on the label opens
          that asset for everyone.
        </p>
      </div>
      <div>
        <label htmlFor="label-asset-search" className="block text-sm font-medium text-slate-700">
          Search assets
        </label>
        <div className="mt-1.5">
          <input
            id="label-asset-search"
            type="search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            placeholder="Name, serial number..."
            className={`${controlClasses} h-12 px-3 text-base`}
          />
        </div>
      </div>
      {q.trim() !== '' && search.isSuccess && results.length === 0 ? (
        <p className="text-sm text-slate-600">{LABEL_CODE_MESSAGES.noMatch}</p>
      ) : null}
      {results.length > 0 ? (
        <fieldset>
          <legend className="sr-only">Assets found</legend>
          <ul className="space-y-2">
            {results.map((asset) => (
              <li key={asset._id}>
                <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 ring-1 ring-inset ring-slate-300 has-checked:bg-teal-50 has-checked:ring-teal-600">
                  <input
                    type="radio"
                    name="label-asset"
                    className="h-5 w-5"
                    checked={chosen?._id === asset._id}
                    onChange={() => setChosen(asset)}
                  />
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-slate-900">{asset.name}</span>
                    <span className="block truncate text-xs text-slate-500">
                      {[asset.type, asset.location].filter(Boolean).join(' · ')}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      <label className="flex min-h-12 cursor-pointer items-center gap-3 text-sm text-slate-700">
        <input
          type="checkbox"
          className="h-5 w-5"
          checked={retireOthers}
          onChange={(event) => setRetireOthers(event.target.checked)}
        />
        Replace the asset&apos;s old labels (retire them)
      </label>
      {tried && !chosen ? <FormError message={LABEL_CODE_MESSAGES.pickAsset} /> : null}
      {link.isError ? <FormError message={messageOr(link.error, LABEL_CODE_MESSAGES.linkFailed)} /> : null}
      <Button type="submit" size="lg" className="min-h-12 w-full sm:w-auto" disabled={link.isPending}>
        {link.isPending ? 'Linking...' : chosen ? `Link to ${chosen.name}` : 'Link'}
      </Button>
    </form>
  );
}
