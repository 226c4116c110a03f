import { X } from 'lucide-react';
import type { FilterChip } from '../asset-filters';
import { useTranslation } from '@/i18n/use-translation';
import { assetMessages as m } from '../asset-messages';

interface FilterChipsProps {
  chips: FilterChip[];
  onRemove: (name: FilterChip['name']) => void;
  onClear: () => void;
}

/** The filters in use, each removable; "Clear all" when there are several. */
export function FilterChips({ chips, onRemove, onClear }: FilterChipsProps) {
  const { t } = useTranslation();
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 px-4 py-3">
      <ul aria-label={t(m.filtersInUse)} className="flex min-w-0 flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.name} className="min-w-0 max-w-full">
            <button
              type="button"
              onClick={() => onRemove(chip.name)}
              aria-label={t(m.removeFilter, { label: chip.label })}
              className="inline-flex min-h-12 max-w-full items-center gap-2 rounded-full bg-navy-50 px-4 text-sm font-medium text-navy-900 ring-1 ring-inset ring-navy-200 hover:bg-navy-100 sm:min-h-9"
            >
              <span className="truncate">{chip.label}</span>
              <X className="h-4 w-4 shrink-0" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      {chips.length > 1 ? (
        <button
          type="button"
          onClick={onClear}
          className="min-h-12 rounded-lg px-3 text-sm font-semibold text-navy-800 underline-offset-4 hover:underline sm:min-h-9"
        >
          {t(m.clearAll)}
        </button>
      ) : null}
    </div>
  );
}
