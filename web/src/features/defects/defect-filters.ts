/** The triage list's filters live in the address (a dashboard card opens it filtered), as on Compliance. */
import { useLocation, useNavigate } from 'react-router';
import { DEFECT_SEVERITIES, DEFECT_STATES } from '@harbour/contract';
import type { DefectListParams } from '@/lib/query-keys';
import { defectMessages as m } from './defect-messages';

export const STATE_WORDS = {
  new: m.stateNew,
  accepted: m.stateAccepted,
  duplicate: m.stateDuplicate,
  rejected: m.stateRejected,
  closed: m.stateClosed,
} as const;

/** '' is every state; the open ones (new and accepted) together; then each state alone. */
export const STATE_OPTIONS = [
  { value: '', label: m.allStates },
  { value: 'new,accepted', label: m.anyState },
  ...DEFECT_STATES.map((state) => ({ value: state, label: STATE_WORDS[state] })),
];

export type FilterName = 'state' | 'severity' | 'type' | 'location';

const oneOf = (values: readonly string[], value: string | null): string =>
  value !== null && values.includes(value) ? value : '';

/** The list's parameters from the address; an unknown state or severity reads as none. */
export function readDefectParams(search: URLSearchParams): DefectListParams {
  const page = Number(search.get('page'));
  return {
    state: oneOf(
      STATE_OPTIONS.map((option) => option.value),
      search.get('state'),
    ),
    severity: oneOf(DEFECT_SEVERITIES, search.get('severity')),
    type: search.get('type')?.trim() ?? '',
    location: search.get('location')?.trim() ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function useDefectFilters() {
  const { pathname, search: query } = useLocation();
  const navigate = useNavigate();
  const search = new URLSearchParams(query);
  const params = readDefectParams(search);
  const filtered = Boolean(params.state || params.severity || params.type || params.location);

  function update(change: (next: URLSearchParams) => void) {
    const next = new URLSearchParams(search);
    change(next);
    const text = next.toString();
    void navigate({ pathname, search: text ? `?${text}` : '' }, { replace: true });
  }

  return {
    params,
    filtered,
    /** A new filter starts again at page 1. */
    setFilter: (name: FilterName, value: string) =>
      update((next) => {
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete('page');
      }),
    setPage: (page: number) =>
      update((next) => {
        if (page > 1) next.set('page', String(page));
        else next.delete('page');
      }),
    clear: () =>
      update((next) => {
        for (const name of ['state', 'severity', 'type', 'location', 'page']) next.delete(name);
      }),
  };
}
