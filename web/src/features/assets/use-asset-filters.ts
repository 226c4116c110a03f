/**
 * The asset list's filters from the address, and their changes written back to it (replacing the entry,
 * so Back leaves the list rather than stepping through filters). useLocation and useNavigate, as the
 * compliance screen does, keep useSearchParams' extra router code out of the first page.
 */
import { useLocation, useNavigate } from 'react-router';
import { readAssetFilters, withFilter, withoutFilters, type FilterName } from './asset-filters';

export function useAssetFilters() {
  const { pathname, search: query } = useLocation();
  const navigate = useNavigate();
  const search = new URLSearchParams(query);
  const filters = readAssetFilters(search);

  function go(next: URLSearchParams) {
    const text = next.toString();
    void navigate({ pathname, search: text ? `?${text}` : '' }, { replace: true });
  }

  return {
    filters,
    setFilter: (name: FilterName, value: string | boolean) => go(withFilter(search, name, value)),
    clearFilters: () => go(withoutFilters(search)),
  };
}
