import { useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { pageCount } from '@/lib/pagination';
import { sessionUserId } from '@/lib/session-user-id';
import { assetMatch } from '@/lib/label-selection';
import { useSession } from '@/lib/session';
import { PAGE_SIZE } from '@harbour/contract';
import { useAssets } from './api/get-assets';
import { listFilters } from './asset-filters';
import { useAssetFilters } from './use-asset-filters';

/** Server-paged asset list with a debounced search and the address's filters; either goes back to page 1. */
export function useAssetList() {
  const session = useSession();
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const filterState = useAssetFilters();
  const q = useDebouncedValue(search.trim(), 300);
  const apiFilters = listFilters(filterState.filters, sessionUserId(session?.token));
  const fields = filterState.filters.fields;
  const scope = JSON.stringify([q, apiFilters, fields]);
  const [lastScope, setLastScope] = useState(scope);
  if (scope !== lastScope) {
    setLastScope(scope);
    setPage(1);
  }
  const query = useAssets({ page, q, ...apiFilters, fields });
  const total = query.data?.total ?? 0;
  // A deletion can empty the last page: step back to the new last page.
  if (query.data && !query.isPlaceholderData && query.data.items.length === 0 && page > 1) {
    setPage(pageCount(total, PAGE_SIZE));
  }
  return {
    search,
    setSearch: setSearchText,
    page,
    setPage,
    query,
    total,
    pageSize: PAGE_SIZE,
    /** The search and filters as a label print reads them. */
    match: assetMatch({ q, ...apiFilters }),
    ...filterState,
  };
}
