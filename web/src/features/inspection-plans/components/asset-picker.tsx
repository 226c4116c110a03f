import { useState } from 'react';
import { Plus, X } from 'lucide-react';
import { controlClasses } from '@/components/ui/form-field';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAssetName, useAssetSearch } from '../api/pick-assets';

interface AssetPickerProps {
  value: string[];
  onChange: (ids: string[]) => void;
}

function PickedAsset({ id, onRemove }: { id: string; onRemove: () => void }) {
  const name = useAssetName(id);
  const label = name.data ?? (name.isError ? 'An asset that no longer exists' : 'Loading...');
  return (
    <li className="inline-flex min-h-10 items-center gap-1.5 rounded-full bg-navy-50 px-3 text-sm font-medium text-navy-900 ring-1 ring-inset ring-navy-200">
      {label}
      <button
        type="button"
        aria-label={`Remove ${name.data ?? 'this asset'}`}
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
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const results = useAssetSearch(q);
  const offered = (results.data ?? []).filter((asset) => !value.includes(asset._id));
  return (
    <div className="space-y-3">
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Chosen assets">
          {value.map((id) => (
            <PickedAsset key={id} id={id} onRemove={() => onChange(value.filter((item) => item !== id))} />
          ))}
        </ul>
      ) : null}
      <input
        type="search"
        aria-label="Search assets to add"
        placeholder="Search assets to add..."
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        className={`${controlClasses} h-10 px-3`}
      />
      {q && results.isSuccess ? (
        offered.length === 0 ? (
          <p className="text-sm text-slate-500">No other assets match.</p>
        ) : (
          <ul
            className="divide-y divide-slate-100 rounded-xl ring-1 ring-inset ring-slate-200"
            aria-label="Matching assets"
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
                  aria-label={`Add ${asset.name}`}
                  onClick={() => onChange([...value, asset._id])}
                  className="inline-flex h-10 shrink-0 items-center gap-1 rounded-lg px-3 text-sm font-medium text-teal-800 ring-1 ring-inset ring-teal-600/40 hover:bg-teal-50"
                >
                  <Plus className="h-4 w-4" aria-hidden="true" />
                  Add
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
      {results.isError ? <p className="text-sm text-red-700">Failed to search assets</p> : null}
    </div>
  );
}
