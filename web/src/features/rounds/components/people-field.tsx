/**
 * The people assigned to a round: the chosen ones first, each removable, then a search over everyone with
 * a few 48 px rows at a time, so a long crew list never hides in a scroll box of its own.
 */
import { useState } from 'react';
import { X } from 'lucide-react';
import { ListState } from '@/components/ui/list-state';
import { inputClasses } from '@/components/ui/form-field';
import { usePeople } from '../api/get-people';
import { useTranslation } from '@/i18n/use-translation';
import { roundMessages as m } from '../round-messages';

/** Rows shown at once; typing narrows the rest. */
const SHOWN = 8;

interface PeopleFieldProps {
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string | undefined;
}

export function PeopleField({ value, onChange, error }: PeopleFieldProps) {
  const { t } = useTranslation();
  const people = usePeople();
  const [search, setSearch] = useState('');
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...value, id] : value.filter((chosen) => chosen !== id));

  let body;
  if (people.isPending) body = <ListState kind="loading" message={t(m.loadingPeople)} />;
  else if (people.isError) body = <ListState kind="error" message={t(m.loadPeopleFailed)} />;
  else {
    const chosen = people.data.filter((person) => value.includes(person._id));
    const needle = search.trim().toLowerCase();
    const matches = people.data.filter((person) => person.username.toLowerCase().includes(needle));
    const shown = matches.slice(0, SHOWN);
    body = (
      <div className="space-y-3">
        {chosen.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label={t(m.peopleAssigned)}>
            {chosen.map((person) => (
              <li key={person._id} className="max-w-full">
                <button
                  type="button"
                  onClick={() => toggle(person._id, false)}
                  aria-label={t(m.removePerson, { name: person.username })}
                  className="inline-flex min-h-12 max-w-full items-center gap-2 break-words rounded-full bg-teal-700 px-4 text-sm font-medium text-white"
                >
                  {person.username}
                  <X className="h-4 w-4 shrink-0" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <input
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t(m.findPerson)}
          aria-label={t(m.findPerson)}
          className={`${inputClasses} h-12`}
        />
        {shown.length === 0 ? (
          <p className="text-sm text-slate-600">{t(m.noPersonMatches)}</p>
        ) : (
          <ul className="grid gap-1 sm:grid-cols-2">
            {shown.map((person) => (
              <li key={person._id}>
                <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg px-3 ring-1 ring-inset ring-slate-200 hover:bg-slate-50">
                  <input
                    type="checkbox"
                    className="h-5 w-5 accent-teal-700"
                    checked={value.includes(person._id)}
                    onChange={(event) => toggle(person._id, event.target.checked)}
                  />
                  <span className="min-w-0 break-words text-sm font-medium text-slate-900">
                    {person.username}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        {matches.length > SHOWN ? (
          <p className="text-sm text-slate-600">{t(m.morePeople, { count: matches.length - SHOWN })}</p>
        ) : null}
      </div>
    );
  }
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">{t(m.peopleAssigned)}</legend>
      <div className="mt-1.5">{body}</div>
      {error ? <p className="mt-1 text-xs text-red-600">{error}</p> : null}
    </fieldset>
  );
}
