/**
 * The compliance screen's filters live in the address, so a dashboard card can open it filtered. Read
 * through useLocation and written through useNavigate, which the first page already loads, rather than
 * useSearchParams, which would bring more of the router into it (+0.7 KB gzip on /login).
 */
import { useLocation, useNavigate } from 'react-router';
import type { ComplianceListParams } from '@/lib/query-keys';
import { complianceMessages as m } from './compliance-messages';

export const STATUS_OPTIONS = [
  { value: '', label: m.statusAny },
  { value: 'overdue', label: m.statusOverdue },
  { value: 'due-soon', label: m.statusDueSoon },
  { value: 'ok', label: m.statusOk },
] as const;

export const KIND_OPTIONS = [
  { value: '', label: m.kindAny },
  { value: 'inspection', label: m.kindInspections },
  { value: 'document', label: m.kindDocuments },
  { value: 'off-station', label: m.kindOffStation },
] as const;

export type FilterName = 'status' | 'type' | 'location' | 'kind';

const oneOf = (options: readonly { value: string }[], value: string | null): string =>
  options.some((option) => option.value === value) ? (value ?? '') : '';

/** The list's parameters from the address; an unknown status or kind reads as none (the default list). */
function readComplianceParams(search: URLSearchParams): ComplianceListParams {
  const page = Number(search.get('page'));
  return {
    status: oneOf(STATUS_OPTIONS, search.get('status')),
    type: search.get('type')?.trim() ?? '',
    location: search.get('location')?.trim() ?? '',
    kind: oneOf(KIND_OPTIONS, search.get('kind')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function useComplianceFilters() {
  const { pathname, search: query } = useLocation();
  const navigate = useNavigate();
  const search = new URLSearchParams(query);
  const params = readComplianceParams(search);
  const filtered = Boolean(params.status || params.type || params.location || params.kind);

  function update(change: (next: URLSearchParams) => void) {
    const next = new URLSearchParams(search);
    change(next);
    const text = next.toString();
    void navigate({ pathname, search: text ? `?${text}` : '' }, { replace: true });
  }

  /** A new filter starts again at page 1. */
  function setFilter(name: FilterName, value: string) {
    update((next) => {
      if (value) next.set(name, value);
      else next.delete(name);
      next.delete('page');
    });
  }

  function setPage(page: number) {
    update((next) => {
      if (page > 1) next.set('page', String(page));
      else next.delete('page');
    });
  }

  function clear() {
    update((next) => {
      for (const name of ['status', 'type', 'location', 'kind', 'page']) next.delete(name);
    });
  }

  return { params, filtered, setFilter, setPage, clear };
}

/** The list's filters as the export's URL parameters (every page: no page). */
export function exportQuery(params: ComplianceListParams): string {
  const query = new URLSearchParams();
  for (const name of ['status', 'type', 'location', 'kind'] as const)
    if (params[name]) query.set(name, params[name]);
  return query.toString();
}
