/**
 * The map's filters, kept in the address (?type=&location=&status=&state=) so that a dashboard card can open
 * it filtered and a reload shows the same markers. Read and written like the compliance screen's.
 */
import { useLocation, useNavigate } from 'react-router';
import { ASSET_STATUSES, MAP_STATES } from '@harbour/contract';
import type { MapFilters } from '@/lib/query-keys';

export type MapFilterName = keyof MapFilters;
const MAP_FILTER_NAMES: readonly MapFilterName[] = ['type', 'location', 'status', 'state'];

const oneOf = (values: readonly string[], value: string | null): string =>
  value !== null && values.includes(value) ? value : '';

/** The filters in an address; an unknown status or state reads as none. */
export function readMapFilters(search: URLSearchParams): MapFilters {
  return {
    type: search.get('type')?.trim() ?? '',
    location: search.get('location')?.trim() ?? '',
    status: oneOf(ASSET_STATUSES, search.get('status')),
    state: oneOf(MAP_STATES, search.get('state')),
  };
}

/** GET /map/assets's query: the filters in use, nothing for the others. */
export function mapQuery(filters: MapFilters): string {
  const query = new URLSearchParams();
  for (const name of MAP_FILTER_NAMES) if (filters[name]) query.set(name, filters[name]);
  return query.toString();
}

export function useMapFilters() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const filters = readMapFilters(params);

  function setFilter(name: MapFilterName, value: string) {
    const next = new URLSearchParams(params);
    if (value.trim()) next.set(name, value.trim());
    else next.delete(name);
    const text = next.toString();
    void navigate({ pathname, search: text ? `?${text}` : '' }, { replace: true });
  }

  return { filters, setFilter };
}
