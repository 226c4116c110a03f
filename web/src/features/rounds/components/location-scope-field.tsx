/** A round's locations: each chosen from the tree and removable; each takes everything inside it too. */
import { X } from 'lucide-react';
import { LocationPicker } from '@/components/location-picker/location-picker';
import { locationPickerMessages as where } from '@/components/location-picker/location-picker-messages';
import { useTranslation } from '@/i18n/use-translation';
import { roundMessages as m } from '../round-messages';

interface LocationScopeFieldProps {
  /** The chosen locations' paths. */
  value: string[];
  onChange: (paths: string[]) => void;
  error?: string | undefined;
}

export function LocationScopeField({ value, onChange, error }: LocationScopeFieldProps) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">{t(m.locations)}</legend>
      <p className="mt-0.5 text-xs text-slate-600">
        {value.length === 0 ? t(m.noLocationChosen) : t(m.chosenCount, { count: value.length })}
      </p>
      {value.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2">
          {value.map((path) => (
            <li key={path} className="max-w-full">
              <button
                type="button"
                onClick={() => onChange(value.filter((chosen) => chosen !== path))}
                aria-label={t(m.removeLocation, { location: path })}
                className="inline-flex min-h-12 max-w-full items-center gap-2 break-words rounded-full bg-teal-700 px-4 text-left text-sm font-medium text-white"
              >
                {path}
                <X className="h-4 w-4 shrink-0" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label htmlFor="round-location" className="mt-3 block text-sm font-medium text-slate-700">
        {t(m.addLocation)}
      </label>
      <div className="mt-1.5">
        <LocationPicker
          id="round-location"
          label={t(m.addLocation)}
          value=""
          onChange={(choice) => {
            if (choice && !value.includes(choice.path)) onChange([...value, choice.path]);
          }}
          describedBy="round-location-hint"
        />
      </div>
      <p id="round-location-hint" className="mt-1 text-xs text-slate-500">
        {t(where.subtreeHint)}
      </p>
      {error ? <p className="mt-1 text-xs text-red-600">{error}</p> : null}
    </fieldset>
  );
}
