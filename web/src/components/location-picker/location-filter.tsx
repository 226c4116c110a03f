/** A list's location filter: a place with all it holds, chosen from the tree, never typed freely. */
import { useId } from 'react';
import { filterLabelClasses } from '@/components/ui/filter-fields';
import { useTranslation } from '@/i18n/use-translation';
import { LocationPicker } from './location-picker';
import { locationPickerMessages as where } from './location-picker-messages';

export function LocationFilter(props: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div>
      <label htmlFor={id} className={filterLabelClasses}>
        {props.label}
      </label>
      <div className="mt-1">
        <LocationPicker
          id={id}
          label={props.label}
          value={props.value}
          onChange={(choice) => props.onChange(choice?.path ?? '')}
          placeholder={props.placeholder}
          describedBy={hintId}
        />
      </div>
      <p id={hintId} className="mt-1 text-xs text-slate-500">
        {t(where.subtreeHint)}
      </p>
    </div>
  );
}
