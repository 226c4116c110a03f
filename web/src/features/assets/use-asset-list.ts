import { useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { pageCount } from '@/lib/pagination';
import { PAGE_SIZE } from '@harbour/contract';
import { useAssets } from './api/get-assets';

/** Server-paged asset list with a debounced search that goes back to page 1. */
export function useAssetList() {
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim(), 300);
  const [lastQ, setLastQ] = useState(q);
  if (q !== lastQ) {
    setLastQ(q);
    setPage(1);
  }
  const query = useAssets({ page, q });
  const total = query.data?.total ?? 0;
  // A deletion can empty the last page: step back to the new last page.
  if (query.data && !query.isPlaceholderData && query.data.items.length === 0 && page > 1) {
    setPage(pageCount(total, PAGE_SIZE));
  }
  return { search, setSearch: setSearchText, page, setPage, query, total, pageSize: PAGE_SIZE };
}
