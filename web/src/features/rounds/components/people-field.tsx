/** The people assigned to a round: one checkbox each, 48 px rows. */
import { ListState } from '@/components/ui/list-state';
import { usePeople } from '../api/get-people';
import { useTranslation } from '@/i18n/use-translation';
import { roundMessages as m } from '../round-messages';

interface PeopleFieldProps {
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string | undefined;
}

export function PeopleField({ value, onChange, error }: PeopleFieldProps) {
  const { t } = useTranslation();
  const people = usePeople();
  let body;
  if (people.isPending) body = <ListState kind="loading" message={t(m.loadingPeople)} />;
  else if (people.isError) body = <ListState kind="error" message={t(m.loadPeopleFailed)} />;
  else
    body = (
      <ul className="grid max-h-64 gap-1 overflow-y-auto sm:grid-cols-2">
        {people.data.map((person) => (
          <li key={person._id}>
            <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg px-3 ring-1 ring-inset ring-slate-200 hover:bg-slate-50">
              <input
                type="checkbox"
                className="h-5 w-5 accent-teal-700"
                checked={value.includes(person._id)}
                onChange={(event) =>
                  onChange(
                    event.target.checked ? [...value, person._id] : value.filter((id) => id !== person._id),
                  )
                }
              />
              <span className="min-w-0 break-words text-sm font-medium text-slate-900">
                {person.username}
              </span>
            </label>
          </li>
        ))}
      </ul>
    );
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">{t(m.peopleAssigned)}</legend>
      <div className="mt-1.5">{body}</div>
      {error ? <p className="mt-1 text-xs text-red-600">{error}</p> : null}
    </fieldset>
  );
}
