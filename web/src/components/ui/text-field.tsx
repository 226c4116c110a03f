import type { InputHTMLAttributes, Ref } from 'react';
import type { LucideIcon } from 'lucide-react';
import { controlClasses, FormField } from './form-field';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'size'> {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  /** Drawn inside the input, before the text. */
  icon?: LucideIcon;
  /** 'lg' for a form that is the whole screen (sign-in, account): 48 px high on a phone. */
  size?: 'md' | 'lg';
  ref?: Ref<HTMLInputElement>;
}

/** The app's one text input: label (with the required mark), the input, and its error or hint. */
export function TextField({
  id,
  label,
  required,
  error,
  hint,
  icon: Icon,
  size = 'md',
  ...input
}: TextFieldProps) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  const padding = Icon ? 'pl-10 pr-3' : 'px-3';
  return (
    <FormField id={id} label={label} required={required} error={error} hint={hint}>
      <div className="relative">
        {Icon ? (
          <Icon
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
            aria-hidden="true"
          />
        ) : null}
        <input
          id={id}
          required={required}
          aria-required={required ? true : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${controlClasses} ${size === 'lg' ? 'h-12 sm:h-11' : 'h-10'} ${padding}`}
          {...input}
        />
      </div>
    </FormField>
  );
}
