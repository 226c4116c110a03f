import { useState, type KeyboardEvent } from 'react';
import { Plus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { controlClasses } from '@/components/ui/form-field';
import { useTranslation } from '@/i18n/use-translation';
import { planMessages as m } from '../plan-messages';

interface AssetTypesFieldProps {
  value: string[];
  onChange: (types: string[]) => void;
  /** Types in use on assets today, offered to pick with one tap. */
  known: string[];
}

const chip =
  'inline-flex min-h-10 items-center gap-1.5 rounded-full px-3 text-sm font-medium ring-1 ring-inset transition';

/** The asset types a plan applies to: picked from the types in use, or typed for a type to come. */
export function AssetTypesField({ value, onChange, known }: AssetTypesFieldProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const chosen = new Set(value.map((type) => type.toLowerCase()));
  const others = value.filter((type) => !known.includes(type));

  function toggle(type: string) {
    onChange(value.includes(type) ? value.filter((item) => item !== type) : [...value, type]);
  }

  function addDraft() {
    const type = draft.trim();
    if (type && !chosen.has(type.toLowerCase())) onChange([...value, type]);
    setDraft('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    addDraft();
  }

  return (
    <div className="space-y-3">
      {known.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t(m.typesInUse)}>
          {known.map((type) => {
            const on = value.includes(type);
            return (
              <li key={type}>
                <button
                  type="button"
                  aria-pressed={on}
                  onClick={() => toggle(type)}
                  className={`${chip} ${on ? 'bg-teal-700 text-white ring-teal-700' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'}`}
                >
                  {type}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {others.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t(m.otherTypes)}>
          {others.map((type) => (
            <li key={type} className={`${chip} bg-teal-50 text-teal-900 ring-teal-600/30`}>
              {type}
              <button
                type="button"
                aria-label={t(m.removeNamed, { name: type })}
                onClick={() => toggle(type)}
                className="-mr-1 rounded-full p-1 hover:bg-teal-100"
              >
                <X className="h-4 w-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <input
          aria-label={t(m.anotherType)}
          placeholder={t(m.anotherTypePlaceholder)}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          className={`${controlClasses} h-10 min-w-0 flex-1 px-3`}
        />
        <Button variant="secondary" onClick={addDraft} disabled={!draft.trim()}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t(m.addType)}
        </Button>
      </div>
    </div>
  );
}
