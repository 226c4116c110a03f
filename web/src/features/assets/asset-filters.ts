/**
 * The asset list's filters, kept in the address (?status=&type=&location=&holder=&compliance=&mine=1, and
 * field.<key>= for a type's choice and yes-no fields; offStation=true from the dashboard's Off station card) so a reload or a shared link shows the same list. Pure:
 * reading, writing and the chips that name them.
 */
import { ASSET_STATUSES, COMPLIANCE_STATUSES } from '@harbour/contract';
import { FIELD_FILTER_PREFIX } from '@harbour/contract';
import { translate } from '@/i18n/translator';
import { statusName } from '@/components/ui/status-name';
import { wordsMessages as words } from '@/lib/words-messages';
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
  /** Only the assets flagged off station. */
  offStation: boolean;
  /** A type's choice and yes-no fields, by key: the option, or yes / no. */
  fields: Record<string, string>;
}

/** A type field's filter, by the address's parameter: `field.colour`. */
export type FieldFilterName = `${typeof FIELD_FILTER_PREFIX}${string}`;
export type FilterName = Exclude<keyof AssetFilters, 'fields'> | FieldFilterName;
export type TextFilter = Exclude<keyof AssetFilters, 'mine' | 'offStation' | 'fields'> | FieldFilterName;

export const fieldFilterName = (key: string): FieldFilterName => `${FIELD_FILTER_PREFIX}${key}`;
const FIELD_KEY = /^[a-z][a-z0-9_]*$/;
/** The field key a parameter filters by, or undefined for any other parameter. */
const fieldKeyOf = (name: string): string | undefined => {
  const key = name.startsWith(FIELD_FILTER_PREFIX) ? name.slice(FIELD_FILTER_PREFIX.length) : '';
  return FIELD_KEY.test(key) ? key : undefined;
};

export const NO_FILTERS: AssetFilters = {
  status: '',
  type: '',
  location: '',
  holder: '',
  compliance: '',
  mine: false,
  offStation: false,
  fields: {},
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
    // As the list API and the dashboard's card write it.
    offStation: search.get('offStation') === 'true',
    fields: Object.fromEntries(
      [...search.entries()].flatMap(([name, value]): [string, string][] => {
        const key = fieldKeyOf(name);
        return key && value.trim() ? [[key, value.trim()]] : [];
      }),
    ),
  };
}

/** The address's query without any filter: the search and page parameters stay. */
export function withoutFilters(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const name of [...next.keys()])
    if ((name !== 'fields' && name in NO_FILTERS) || fieldKeyOf(name) !== undefined) next.delete(name);
  return next;
}

/** The address's query with one filter changed; the other parameters stay. */
export function withFilter(
  search: URLSearchParams,
  name: FilterName,
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
    offStation: filters.offStation ? 'true' : '',
  };
}

export interface FilterChip {
  name: FilterName;
  label: string;
}

/** A field filter's chip words: the field's label and the value as the reader says it. */
export type FieldFilterWords = (key: string, value: string) => { label: string; value: string };

/** One removable chip per filter in use, in the panel's order. */
export function filterChips(
  filters: AssetFilters,
  holderName: (id: string) => string,
  complianceLabel: (state: string) => string,
  fieldWords: FieldFilterWords = (key, value) => ({ label: key, value }),
): FilterChip[] {
  const chips: FilterChip[] = [];
  const chip = (name: FilterName, label: string) => chips.push({ name, label });
  if (filters.mine) chip('mine', translate(m.myAssets));
  if (filters.status) chip('status', translate(m.chipStatus, { value: statusName(filters.status) }));
  if (filters.type) chip('type', translate(m.chipType, { value: filters.type }));
  if (filters.location) chip('location', translate(m.chipLocation, { value: filters.location }));
  if (filters.holder && !filters.mine)
    chip('holder', translate(m.chipHolder, { value: holderName(filters.holder) }));
  if (filters.compliance)
    chip('compliance', translate(m.chipCompliance, { value: complianceLabel(filters.compliance) }));
  if (filters.offStation) chip('offStation', translate(words.offStation));
  for (const [key, value] of Object.entries(filters.fields)) {
    const words = fieldWords(key, value);
    chip(fieldFilterName(key), translate(m.chipField, words));
  }
  return chips;
}
