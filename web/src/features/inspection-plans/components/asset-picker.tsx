import { useState } from 'react';
import { Plus, X } from 'lucide-react';
import { controlClasses } from '@/components/ui/form-field';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAssetName, useAssetSearch } from '../api/pick-assets';
import { useTranslation } from '@/i18n/use-translation';
import { planMessages as m } from '../plan-messages';

interface AssetPickerProps {
  value: string[];
  onChange: (ids: string[]) => void;
}

function PickedAsset({ id, onRemove }: { id: string; onRemove: () => void }) {
  const { t } = useTranslation();
  const name = useAssetName(id);
  const label = name.data ?? (name.isError ? t(m.assetGone) : t(m.loadingAsset));
  return (
    <li className="inline-flex min-h-10 items-center gap-1.5 rounded-full bg-navy-50 px-3 text-sm font-medium text-navy-900 ring-1 ring-inset ring-navy-200">
      {label}
      <button
        type="button"
        aria-label={t(m.removeNamed, { name: name.data ?? t(m.thisAsset) })}
        onClick={onRemove}
        className="-mr-1 rounded-full p-1 hover:bg-navy-100"
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </button>
    </li>
  );
}

/** Single assets a plan applies to besides its types: search by name, type or location, and pick. */
export function AssetPicker({ value, onChange }: AssetPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const results = useAssetSearch(q);
  const offered = (results.data ?? []).filter((asset) => !value.includes(asset._id));
  return (
    <div className="space-y-3">
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t(m.chosenAssets)}>
          {value.map((id) => (
            <PickedAsset key={id} id={id} onRemove={() => onChange(value.filter((item) => item !== id))} />
          ))}
        </ul>
      ) : null}
      <input
        type="search"
        aria-label={t(m.searchAssets)}
        placeholder={t(m.searchAssetsPlaceholder)}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        className={`${controlClasses} h-10 px-3`}
      />
      {q && results.isSuccess ? (
        offered.length === 0 ? (
          <p className="text-sm text-slate-500">{t(m.noOtherMatch)}</p>
        ) : (
          <ul
            className="divide-y divide-slate-100 rounded-xl ring-1 ring-inset ring-slate-200"
            aria-label={t(m.matchingAssets)}
          >
            {offered.map((asset) => (
              <li key={asset._id} className="flex items-center justify-between gap-3 px-3 py-1.5">
                <span className="min-w-0 text-sm">
                  <span className="font-medium text-slate-900">{asset.name}</span>
                  <span className="block truncate text-xs text-slate-500">
                    {asset.type} · {asset.location}
                  </span>
                </span>
                <button
                  type="button"
                  aria-label={t(m.addNamed, { name: asset.name })}
                  onClick={() => onChange([...value, asset._id])}
                  className="inline-flex h-10 shrink-0 items-center gap-1 rounded-lg px-3 text-sm font-medium text-teal-800 ring-1 ring-inset ring-teal-600/40 hover:bg-teal-50"
                >
                  <Plus className="h-4 w-4" aria-hidden="true" />
                  {t(m.add)}
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
      {results.isError ? <p className="text-sm text-red-700">{t(m.searchFailed)}</p> : null}
    </div>
  );
}
