import { LocationPicker } from '@/components/location-picker/location-picker';
import { locationPickerMessages as where } from '@/components/location-picker/location-picker-messages';
import { inputClasses } from '@/components/ui/form-field';
import { useTranslation } from '@/i18n/use-translation';
import { availabilityMessages as m } from '../availability-messages';
import { PERIOD_PRESETS, type CustomDays, type PeriodPreset } from '../period';

export interface AvailabilityFilters {
  preset: PeriodPreset;
  custom: CustomDays;
  type: string;
  location: string;
}

const PRESET_LABELS = {
  'last-30-days': m.last30Days,
  'this-year': m.thisYear,
  'last-year': m.lastYear,
  custom: m.custom,
} as const;

/** The select's value as a preset (it offers nothing else). */
const presetOf = (value: string): PeriodPreset =>
  PERIOD_PRESETS.find((preset) => preset === value) ?? 'last-30-days';

const label = 'block text-xs font-semibold uppercase tracking-wider text-slate-500';
const control = `${inputClasses} mt-1 h-12 sm:h-10`;

/** The period (a preset or two days), the type and the location with everything below it. */
export function PeriodFilters({
  filters,
  types,
  invalid,
  onChange,
}: {
  filters: AvailabilityFilters;
  types: string[];
  invalid: boolean;
  onChange: (next: AvailabilityFilters) => void;
}) {
  const { t } = useTranslation();
  const set = (change: Partial<AvailabilityFilters>) => onChange({ ...filters, ...change });
  return (
    <div className="grid gap-3 border-b border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-start">
      <div>
        <label htmlFor="availability-period" className={label}>
          {t(m.period)}
        </label>
        <select
          id="availability-period"
          value={filters.preset}
          onChange={(event) => set({ preset: presetOf(event.target.value) })}
          className={control}
        >
          {PERIOD_PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {t(PRESET_LABELS[preset])}
            </option>
          ))}
        </select>
      </div>
      {filters.preset === 'custom' ? (
        <div className="grid grid-cols-2 gap-2">
          {(['from', 'to'] as const).map((end) => (
            <div key={end}>
              <label htmlFor={`availability-${end}`} className={label}>
                {t(m[end])}
              </label>
              <input
                id={`availability-${end}`}
                type="date"
                value={filters.custom[end]}
                aria-invalid={invalid}
                aria-describedby={invalid ? 'availability-period-error' : undefined}
                onChange={(event) => set({ custom: { ...filters.custom, [end]: event.target.value } })}
                className={control}
              />
            </div>
          ))}
          {invalid ? (
            <p id="availability-period-error" role="alert" className="col-span-2 text-sm text-red-700">
              {t(m.badPeriod)}
            </p>
          ) : null}
        </div>
      ) : null}
      <div>
        <label htmlFor="availability-type" className={label}>
          {t(m.type)}
        </label>
        <select
          id="availability-type"
          value={filters.type}
          onChange={(event) => set({ type: event.target.value })}
          className={control}
        >
          <option value="">{t(m.allTypes)}</option>
          {types.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="availability-location" className={label}>
          {t(m.location)}
        </label>
        <div className="mt-1">
          <LocationPicker
            id="availability-location"
            label={t(m.location)}
            value={filters.location}
            onChange={(choice) => set({ location: choice?.path ?? '' })}
            placeholder={t(m.allLocations)}
            describedBy="availability-location-hint"
          />
        </div>
        <p id="availability-location-hint" className="mt-1 text-xs text-slate-500">
          {t(where.subtreeHint)}
        </p>
      </div>
    </div>
  );
}
