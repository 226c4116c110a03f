import { X } from 'lucide-react';
import { DEFECT_SEVERITIES } from '@harbour/contract';
import { LocationPicker } from '@/components/location-picker/location-picker';
import { locationPickerMessages as where } from '@/components/location-picker/location-picker-messages';
import { useLocations } from '@/components/location-picker/use-locations';
import { filterLabelClasses, SelectFilter } from '@/components/ui/filter-fields';
import { useTranslation } from '@/i18n/use-translation';
import type { DefectListParams } from '@/lib/query-keys';
import { useAssetTypes } from '@/lib/type-fields/use-asset-types';
import { STATE_OPTIONS, type FilterName } from '../defect-filters';
import { defectMessages as m } from '../defect-messages';
import { SEVERITY_WORDS } from './severity-choice';

interface DefectFilterBarProps {
  params: DefectListParams;
  filtered: boolean;
  onChange: (name: FilterName, value: string) => void;
  onClear: () => void;
}

/** State, severity, type and a location with all it holds (the tree's picker; the list asks by its id). */
export function DefectFilterBar({ params, filtered, onChange, onClear }: DefectFilterBarProps) {
  const { t } = useTranslation();
  const types = useAssetTypes();
  const locations = useLocations();
  const locationPath = locations.data?.find((location) => location._id === params.location)?.path ?? '';
  return (
    <div className="grid gap-3 border-b border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end">
      <SelectFilter
        label={t(m.filterState)}
        value={params.state}
        options={STATE_OPTIONS.map(({ value, label }) => ({ value, label: t(label) }))}
        onChange={(value) => onChange('state', value)}
      />
      <SelectFilter
        label={t(m.filterSeverity)}
        value={params.severity}
        options={[
          { value: '', label: t(m.anySeverity) },
          ...DEFECT_SEVERITIES.map((severity) => ({
            value: severity,
            label: t(SEVERITY_WORDS[severity].name),
          })),
        ]}
        onChange={(value) => onChange('severity', value)}
      />
      <SelectFilter
        label={t(m.filterType)}
        value={params.type}
        options={[
          { value: '', label: t(m.allTypes) },
          ...(types.data?.list ?? []).map(({ name }) => ({ value: name, label: name })),
        ]}
        onChange={(value) => onChange('type', value)}
      />
      <div>
        <label htmlFor="defect-location" className={filterLabelClasses}>
          {t(m.filterLocation)}
        </label>
        <div className="mt-1">
          <LocationPicker
            id="defect-location"
            label={t(m.filterLocation)}
            value={locationPath}
            onChange={(choice) => onChange('location', choice?.id ?? '')}
            placeholder={t(m.allLocations)}
            describedBy="defect-location-hint"
          />
        </div>
        <p id="defect-location-hint" className="mt-1 text-xs text-slate-500">
          {t(where.subtreeHint)}
        </p>
      </div>
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
  );
}
