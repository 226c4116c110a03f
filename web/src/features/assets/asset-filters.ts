/**
 * The asset list's filters, kept in the address (?status=&type=&location=&holder=&compliance=&mine=1) so a
 * reload or a shared link shows the same list. Pure: reading, writing and the chips that name them.
 */
import { ASSET_STATUSES, COMPLIANCE_STATUSES } from '@harbour/contract';
import { translate } from '@/i18n/translator';
import { statusName } from '@/components/ui/status-name';
import { assetMessages as m } from './asset-messages';

export interface AssetFilters {
  status: string;
  type: string;
  location: string;
  /** A user id, or 'none' for assets nobody holds; administrators only. */
  holder: string;
  compliance: string;
  /** Only the assets the signed-in person holds. */
  mine: boolean;
}

export type TextFilter = Exclude<keyof AssetFilters, 'mine'>;

export const NO_FILTERS: AssetFilters = {
  status: '',
  type: '',
  location: '',
  holder: '',
  compliance: '',
  mine: false,
};

const HOLDER_PATTERN = /^([0-9a-f]{24}|none)$/;

const oneOf = (values: readonly string[], value: string | null): string =>
  value !== null && values.includes(value) ? value : '';

/** The filters in an address; an unknown value reads as no filter. */
export function readAssetFilters(search: URLSearchParams): AssetFilters {
  const holder = search.get('holder') ?? '';
  return {
    status: oneOf(ASSET_STATUSES, search.get('status')),
    type: search.get('type')?.trim() ?? '',
    location: search.get('location')?.trim() ?? '',
    holder: HOLDER_PATTERN.test(holder) ? holder : '',
    compliance: oneOf(COMPLIANCE_STATUSES, search.get('compliance')),
    mine: search.get('mine') === '1',
  };
}

/** The address's query with one filter changed; the other parameters stay. */
export function withFilter(
  search: URLSearchParams,
  name: keyof AssetFilters,
  value: string | boolean,
): URLSearchParams {
  const next = new URLSearchParams(search);
  if (value === true) next.set(name, '1');
  else if (typeof value === 'string' && value.trim()) next.set(name, value.trim());
  else next.delete(name);
  return next;
}

/** The list API's filter parameters: "mine" is the holder filter with the person's own id. */
export function listFilters(filters: AssetFilters, ownId: string | null) {
  const assignedTo = filters.mine ? (ownId ?? '') : filters.holder;
  return {
    status: filters.status,
    type: filters.type,
    location: filters.location,
    assignedTo,
    compliance: filters.compliance,
  };
}

export interface FilterChip {
  name: keyof AssetFilters;
  label: string;
}

/** One removable chip per filter in use, in the panel's order. */
export function filterChips(
  filters: AssetFilters,
  holderName: (id: string) => string,
  complianceLabel: (state: string) => string,
): FilterChip[] {
  const chips: FilterChip[] = [];
  const chip = (name: keyof AssetFilters, label: string) => chips.push({ name, label });
  if (filters.mine) chip('mine', translate(m.myAssets));
  if (filters.status) chip('status', translate(m.chipStatus, { value: statusName(filters.status) }));
  if (filters.type) chip('type', translate(m.chipType, { value: filters.type }));
  if (filters.location) chip('location', translate(m.chipLocation, { value: filters.location }));
  if (filters.holder && !filters.mine)
    chip('holder', translate(m.chipHolder, { value: holderName(filters.holder) }));
  if (filters.compliance)
    chip('compliance', translate(m.chipCompliance, { value: complianceLabel(filters.compliance) }));
  return chips;
}
