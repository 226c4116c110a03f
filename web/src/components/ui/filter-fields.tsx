/** A list's filter controls, each under its small caps label: a choice, or exact text with suggestions. */
import { useId, type FocusEvent, type KeyboardEvent } from 'react';
import { controlClasses } from './form-field';

const fieldClasses = `${controlClasses} mt-1 h-12 px-3 sm:h-10`;
/** A filter's small caps label, for a filter control of a screen's own (a location from the tree). */
export const filterLabelClasses = 'block text-xs font-semibold uppercase tracking-wider text-slate-600';

export function SelectFilter(props: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={filterLabelClasses}>
        {props.label}
      </label>
      <select
        id={id}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        className={fieldClasses}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Exact text with suggestions: applied when the field is left or Enter is pressed. */
export function TextFilterField(props: {
  label: string;
  placeholder: string;
  value: string;
  suggestions: string[];
  onChange: (value: string) => void;
  /** The suggestions are wanted: the first focus asks for them. */
  onFocus?: () => void;
}) {
  const id = useId();
  const listId = `${id}-options`;
  const apply = (event: FocusEvent<HTMLInputElement> | KeyboardEvent<HTMLInputElement>) => {
    if (event.currentTarget.value.trim() !== props.value) props.onChange(event.currentTarget.value);
  };
  return (
    <div>
      <label htmlFor={id} className={filterLabelClasses}>
        {props.label}
      </label>
      <input
        id={id}
        key={props.value}
        defaultValue={props.value}
        list={listId}
        placeholder={props.placeholder}
        onFocus={props.onFocus}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply(event);
        }}
        className={fieldClasses}
      />
      <datalist id={listId}>
        {props.suggestions.map((value) => (
          <option key={value} value={value} />
        ))}
      </datalist>
    </div>
  );
}
