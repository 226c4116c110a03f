import { lazy, Suspense, useState, type ReactNode } from 'react';
import { UserRound } from 'lucide-react';
import type { AssetRow } from '../api/get-assets';
import { Card } from '@/components/ui/card';
import { dueStatusLabel } from '@/components/ui/due-status-badge';
import { ListToolbar } from '@/components/ui/list-toolbar';
import { ListState } from '@/components/ui/list-state';
import { PagedResults } from '@/components/ui/pagination';
import { filterChips } from '../asset-filters';
import { fieldByKey } from '../type-field-columns';
import { useAssetTypes } from '@/lib/type-fields/use-asset-types';
import { fieldLabel } from '@/lib/type-fields/field-label';
import { yesNoWords } from '@/lib/type-fields/field-value-words';
import { useTranslation } from '@/i18n/use-translation';
import { assetMessages as m } from '../asset-messages';
import type { useAssetList } from '../use-asset-list';
import { AssetsTable } from './assets-table';
import { FilterChips } from './filter-chips';
import { SelectionBar } from './selection-bar';
import type { AssetSelection } from '../use-asset-selection';

interface AssetsPanelProps {
  area: 'user' | 'admin';
  list: ReturnType<typeof useAssetList>;
  actions: (asset: AssetRow) => ReactNode;
  /** Choosing assets for labels (administrators): tick boxes and the bar that prints them. */
  labels?: { selection: AssetSelection; onPrint: () => void };
}

const PANEL_ID = 'asset-filters';

// With its type and location suggestions and the people list: loaded when Filters is first pressed.
const AssetFilterPanel = lazy(() =>
  import('./asset-filter-panel').then((m) => ({ default: m.AssetFilterPanel })),
);

/** Search, filters, table (or its loading, empty and error text) and pagination, shared by both asset screens. */
export function AssetsPanel({ area, list, actions, labels }: AssetsPanelProps) {
  const { t, language } = useTranslation();
  const { query, filters, setFilter } = list;
  const [open, setOpen] = useState(false);
  // Every asset listed under a holder filter names that holder.
  const holderName = (id: string) =>
    id === 'none'
      ? t(m.notAssigned)
      : (query.data?.items.find((asset) => asset.assignedTo === id)?.assignedToName ?? t(m.chosenPerson));
  const types = useAssetTypes().data;
  const chips = filterChips(filters, holderName, dueStatusLabel, (key, value) => {
    const field = fieldByKey(types, key);
    return {
      label: field ? fieldLabel(field, language) : key,
      value: field?.kind === 'yes-no' ? yesNoWords(value) : value,
    };
  });

  let body: ReactNode;
  if (query.isPending) body = <ListState kind="loading" message={t(m.loading)} />;
  else if (query.isError) body = <ListState kind="error" message={t(m.loadFailed)} />;
  else if (query.data.items.length === 0) body = <ListState kind="empty" message={t(m.empty)} />;
  else
    body = (
      <AssetsTable assets={query.data.items} types={types} actions={actions} selection={labels?.selection} />
    );

  return (
    <Card className="overflow-hidden">
      <ListToolbar
        search={list.search}
        onSearchChange={list.setSearch}
        placeholder={t(m.searchPlaceholder)}
        filters={{ expanded: open, controls: PANEL_ID, count: chips.length, onToggle: () => setOpen(!open) }}
      >
        <button
          type="button"
          aria-pressed={filters.mine}
          onClick={() => setFilter('mine', !filters.mine)}
          className={`inline-flex min-h-12 flex-1 items-center justify-center gap-2 rounded-lg px-4 text-sm font-medium ring-1 ring-inset sm:min-h-10 sm:flex-none ${
            filters.mine
              ? 'bg-navy-800 text-white ring-navy-800 hover:bg-navy-700'
              : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'
          }`}
        >
          <UserRound className="h-4 w-4" aria-hidden="true" />
          {t(m.myAssets)}
        </button>
      </ListToolbar>
      {open ? (
        <Suspense fallback={null}>
          <AssetFilterPanel id={PANEL_ID} area={area} filters={filters} onChange={setFilter} />
        </Suspense>
      ) : null}
      <FilterChips chips={chips} onRemove={(name) => setFilter(name, '')} onClear={list.clearFilters} />
      {labels ? (
        <SelectionBar
          selection={labels.selection}
          pageIds={query.data?.items.map((asset) => asset._id) ?? []}
          total={list.total}
          // A label print by filters knows the list's search and text filters, not these.
          matchable={Object.keys(filters.fields).length === 0 && !filters.offStation}
          onPrint={labels.onPrint}
        />
      ) : null}
      <PagedResults
        query={query}
        page={list.page}
        pageSize={list.pageSize}
        total={list.total}
        onPageChange={list.setPage}
      >
        {body}
      </PagedResults>
    </Card>
  );
}
