/** The rounds list's filters live in the address (read with useLocation, as the compliance screen does). */
import { useLocation, useNavigate } from 'react-router';
import { ROUND_KINDS } from '@harbour/contract';
import type { RoundListParams } from '@/lib/query-keys';
import { roundMessages as m } from './round-messages';

export const STATUS_TABS = [
  { value: 'open', label: m.tabOpen },
  { value: 'finished', label: m.tabFinished },
  { value: 'all', label: m.tabAll },
] as const;

/** The list's parameters from the address: open rounds unless asked otherwise. */
function readRoundParams(search: URLSearchParams): RoundListParams & { tab: string } {
  const status = search.get('status');
  const tab = STATUS_TABS.some((option) => option.value === status) ? status! : 'open';
  const kind = search.get('kind') ?? '';
  const page = Number(search.get('page'));
  return {
    tab,
    status: tab === 'all' ? '' : tab,
    kind: (ROUND_KINDS as readonly string[]).includes(kind) ? kind : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function useRoundFilters() {
  const { pathname, search: query } = useLocation();
  const navigate = useNavigate();
  const search = new URLSearchParams(query);
  const { tab, ...params } = readRoundParams(search);

  function update(name: 'status' | 'kind' | 'page', value: string) {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    // A new filter starts again at page 1.
    if (name !== 'page') next.delete('page');
    const text = next.toString();
    void navigate({ pathname, search: text ? `?${text}` : '' }, { replace: true });
  }

  return {
    tab,
    params,
    setTab: (value: string) => update('status', value === 'open' ? '' : value),
    setKind: (value: string) => update('kind', value),
    setPage: (page: number) => update('page', page > 1 ? String(page) : ''),
  };
}
