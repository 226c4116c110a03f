import type { ReactNode } from 'react';
import { Filter, Search } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { uiMessages as m } from '@/components/ui-messages';

interface FiltersButton {
  /** Whether the panel it opens is shown. */
  expanded: boolean;
  /** The id of that panel. */
  controls: string;
  /** Filters in use, shown on the button. */
  count: number;
  onToggle: () => void;
}

interface ListToolbarProps {
  search: string;
  onSearchChange: (value: string) => void;
  placeholder: string;
  /** The spec's Filters button: without behaviour unless `filters` gives it a panel to open. */
  showFilters?: boolean;
  filters?: FiltersButton;
  /** More controls after Filters (a quick filter chip). */
  children?: ReactNode;
}

const buttonLook =
  'inline-flex h-10 items-center justify-center gap-2 rounded-lg bg-white px-4 text-sm font-medium text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50';

export function ListToolbar({
  search,
  onSearchChange,
  placeholder,
  showFilters = true,
  filters,
  children,
}: ListToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-center">
      <div className="relative flex-1">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        <input
          type="search"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          placeholder={placeholder}
          aria-label={placeholder}
          className="h-10 w-full rounded-lg border border-slate-300 bg-white pl-9 pr-3 text-sm shadow-sm placeholder:text-slate-400 focus:border-teal-500 focus:outline-none focus:ring-2 focus:ring-teal-500/30"
        />
      </div>
      {filters ? (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            aria-expanded={filters.expanded}
            aria-controls={filters.controls}
            onClick={filters.onToggle}
            className={`${buttonLook} min-h-12 flex-1 sm:min-h-10 sm:flex-none`}
          >
            <Filter className="h-4 w-4" aria-hidden="true" />
            {t(m.filters)}
            {filters.count > 0 ? (
              // The chips name each filter in use; the button's name stays "Filters".
              <span
                aria-hidden="true"
                className="rounded-full bg-navy-800 px-2 text-xs font-semibold text-white"
              >
                {filters.count}
              </span>
            ) : null}
          </button>
          {children}
        </div>
      ) : showFilters ? (
        <button type="button" className={buttonLook}>
          <Filter className="h-4 w-4" aria-hidden="true" />
          {t(m.filters)}
        </button>
      ) : null}
    </div>
  );
}
