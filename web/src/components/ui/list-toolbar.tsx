import { Filter, Search } from 'lucide-react';

interface ListToolbarProps {
  search: string;
  onSearchChange: (value: string) => void;
  placeholder: string;
  /** The spec's Filters button, present and without behaviour. */
  showFilters?: boolean;
}

export function ListToolbar({ search, onSearchChange, placeholder, showFilters = true }: ListToolbarProps) {
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
      {showFilters ? (
        <button
          type="button"
          className="inline-flex h-10 items-center justify-center gap-2 rounded-lg bg-white px-4 text-sm font-medium text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50"
        >
          <Filter className="h-4 w-4" aria-hidden="true" />
          Filters
        </button>
      ) : null}
    </div>
  );
}
