import { useState } from 'react';
import { Filter, X } from 'lucide-react';
import { LocationPicker } from '@/components/location-picker/location-picker';
import { locationPickerMessages as where } from '@/components/location-picker/location-picker-messages';
import { inputClasses } from '@/components/ui/form-field';
import type { ComplianceListParams } from '@/lib/query-keys';
import { useTranslation } from '@/i18n/use-translation';
import { complianceMessages as m } from '../compliance-messages';
import { KIND_OPTIONS, STATUS_OPTIONS, type FilterName } from '../compliance-filters';

interface FilterBarProps {
  params: ComplianceListParams;
  types: string[];
  filtered: boolean;
  onChange: (name: FilterName, value: string) => void;
  onClear: () => void;
}

interface Option {
  value: string;
  label: string;
}

function FilterSelect({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-semibold uppercase tracking-wider text-slate-500">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClasses} mt-1 h-12 sm:h-10`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A filter's value from the address that is not in today's list still shows, so the select never lies. */
const withCurrent = (values: string[], current: string): string[] =>
  current && !values.includes(current) ? [...values, current] : values;

const FILTERS_ID = 'compliance-filters';

/** The four filters; folded behind one Filters button on a phone (with the number in use), as on Assets. */
export function FilterBar({ params, types, filtered, onChange, onClear }: FilterBarProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const inUse = [params.status, params.type, params.location, params.kind].filter(Boolean).length;
  return (
    <div className="border-b border-slate-200">
      <div className="p-4 pb-0 sm:hidden">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={FILTERS_ID}
          onClick={() => setOpen(!open)}
          className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg bg-white px-4 text-sm font-medium text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50"
        >
          <Filter className="h-4 w-4" aria-hidden="true" />
          {t(m.filters)}
          {inUse > 0 ? (
            <span
              aria-hidden="true"
              className="rounded-full bg-navy-800 px-2 text-xs font-semibold text-white"
            >
              {inUse}
            </span>
          ) : null}
        </button>
      </div>
      <div
        id={FILTERS_ID}
        className={`${open ? 'grid' : 'hidden'} gap-3 p-4 sm:grid sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end`}
      >
        <FilterSelect
          id="compliance-status"
          label={t(m.status)}
          value={params.status}
          options={STATUS_OPTIONS.map(({ value, label }) => ({ value, label: t(label) }))}
          onChange={(value) => onChange('status', value)}
        />
        <FilterSelect
          id="compliance-type"
          label={t(m.type)}
          value={params.type}
          options={[
            { value: '', label: t(m.allTypes) },
            ...withCurrent(types, params.type).map((type) => ({ value: type, label: type })),
          ]}
          onChange={(value) => onChange('type', value)}
        />
        <div>
          <label
            htmlFor="compliance-location"
            className="block text-xs font-semibold uppercase tracking-wider text-slate-500"
          >
            {t(m.location)}
          </label>
          <div className="mt-1">
            <LocationPicker
              id="compliance-location"
              label={t(m.location)}
              value={params.location}
              onChange={(choice) => onChange('location', choice?.path ?? '')}
              placeholder={t(m.allLocations)}
              describedBy="compliance-location-hint"
            />
          </div>
          <p id="compliance-location-hint" className="mt-1 text-xs text-slate-500">
            {t(where.subtreeHint)}
          </p>
        </div>
        <FilterSelect
          id="compliance-kind"
          label={t(m.kind)}
          value={params.kind}
          options={KIND_OPTIONS.map(({ value, label }) => ({ value, label: t(label) }))}
          onChange={(value) => onChange('kind', value)}
        />
        {filtered ? (
          <button
            type="button"
            onClick={onClear}
            className="inline-flex h-12 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-medium text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 sm:h-10"
          >
            <X className="h-4 w-4" aria-hidden="true" />
            {t(m.clearFilters)}
          </button>
        ) : null}
      </div>
    </div>
  );
}
