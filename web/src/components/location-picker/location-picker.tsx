/**
 * Choosing a location from the tree: a combobox that finds it by any part of its path as it is typed, with
 * the keyboard (arrows, Enter, Escape) or a finger (48 px rows). Only a location that exists can be chosen.
 */
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { ChevronDown, X } from 'lucide-react';
import { controlClasses } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { areaFor } from '@/lib/access';
import type { LocationRow } from '@/lib/readers/location-reader';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/i18n/use-translation';
import { locationKindName } from './location-kind-name';
import { matchLocations } from './location-match';
import { LocationPath } from './location-path';
import { locationPickerMessages as m } from './location-picker-messages';
import { useLocations } from './use-locations';

export interface LocationChoice {
  id: string;
  /** The full path, as an asset's `location` says it. */
  path: string;
}

interface LocationPickerProps {
  /** The input's id, for its label's htmlFor. */
  id: string;
  /** The field's name, for the list's and the clear button's names. */
  label: string;
  /** The chosen location's path; '' for none. */
  value: string;
  /** null when the choice is cleared. */
  onChange: (choice: LocationChoice | null) => void;
  /** Locations not offered (a location's own subtree, when it moves). */
  excludeIds?: ReadonlySet<string>;
  required?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  /** The id of the text that describes the field (its error or hint). */
  describedBy?: string | undefined;
  /** Shown while empty; 'Type to find a location' unless the field says better. */
  placeholder?: string;
}

/** Enough rows to find one by eye; the rest are reached by typing more. */
const SHOWN_MAX = 50;

const NO_EXCLUSIONS: ReadonlySet<string> = new Set();

export function LocationPicker({
  id,
  label,
  value,
  onChange,
  excludeIds = NO_EXCLUSIONS,
  required,
  disabled,
  invalid,
  describedBy,
  placeholder,
}: LocationPickerProps) {
  const { t } = useTranslation();
  const locations = useLocations();
  const isAdmin = areaFor(useSession()?.role ?? '') === 'admin';
  const listId = useId();
  // What is typed while choosing; null shows the chosen value.
  const [draft, setDraft] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  const offered = useMemo(
    () => (locations.data ?? []).filter((location) => !excludeIds.has(location._id)),
    [locations.data, excludeIds],
  );
  // Opened on a chosen value, the list shows every location: the typed text narrows it.
  const matches = useMemo(() => matchLocations(offered, draft ?? ''), [offered, draft]);
  const shown = matches.slice(0, SHOWN_MAX);
  const optionId = (index: number) => `${listId}-${index}`;

  useEffect(() => {
    if (open) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  function choose(location: LocationRow) {
    onChange({ id: location._id, path: location.path });
    setDraft(null);
    setOpen(false);
  }

  function close() {
    setOpen(false);
    if (draft !== null && draft.trim() === '' && value) onChange(null);
    setDraft(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(0);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => Math.min(Math.max(index + step, 0), Math.max(shown.length - 1, 0)));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const location = shown[active];
      if (location) choose(location);
    } else if (event.key === 'Escape' && (open || draft !== null)) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setDraft(null);
    }
  }

  const activeOption = open && shown[active] ? optionId(active) : undefined;
  return (
    <div
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) close();
      }}
    >
      <div className="relative">
        <input
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeOption}
          aria-required={required ? true : undefined}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          placeholder={placeholder ?? t(m.placeholder)}
          value={draft ?? value}
          onChange={(event) => {
            setDraft(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          className={`${controlClasses} h-12 pl-3 pr-24 sm:h-10`}
        />
        <div className="absolute inset-y-0 right-0 flex items-center">
          {value && draft === null && !disabled ? (
            <button
              type="button"
              aria-label={t(m.clear, { label })}
              onClick={() => {
                onChange(null);
                setDraft(null);
              }}
              className="inline-flex h-12 w-11 items-center justify-center text-slate-500 hover:text-slate-800 sm:h-10 sm:w-9"
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </button>
          ) : null}
          {/* For a finger or a mouse only: the combobox itself opens the list for a keyboard and a screen reader. */}
          <button
            type="button"
            tabIndex={-1}
            aria-hidden="true"
            disabled={disabled}
            onClick={() => setOpen(!open)}
            className="inline-flex h-12 w-11 items-center justify-center text-slate-500 hover:text-slate-800 sm:h-10 sm:w-9"
          >
            <ChevronDown className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
      </div>
      {/* In the flow rather than floating: no card, dialog or phone screen edge can cut it off. */}
      {open ? (
        <div className="mt-1 max-h-72 overflow-y-auto rounded-lg bg-white shadow-md ring-1 ring-slate-200">
          <ul id={listId} role="listbox" aria-label={t(m.matches)}>
            {shown.map((location, index) => (
              <li
                key={location._id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                onPointerDown={(event) => event.preventDefault()}
                onClick={() => choose(location)}
                className={`flex min-h-12 cursor-pointer items-center justify-between gap-3 px-3 py-2 text-sm ${
                  index === active ? 'bg-teal-50' : ''
                }`}
              >
                <LocationPath path={location.path} />{' '}
                <span className="shrink-0 text-xs uppercase tracking-wide text-slate-500">
                  {locationKindName(location.kind)}
                </span>
              </li>
            ))}
          </ul>
          <PickerNote
            state={locations.isPending ? 'loading' : locations.isError ? 'failed' : 'ready'}
            found={matches.length}
            hidden={matches.length - shown.length}
            isAdmin={isAdmin}
          />
        </div>
      ) : null}
    </div>
  );
}

/** Under the list: loading, a failure, nothing found (and where to add it), or how many more there are. */
function PickerNote(props: {
  state: 'loading' | 'failed' | 'ready';
  found: number;
  hidden: number;
  isAdmin: boolean;
}) {
  const { t } = useTranslation();
  const note = 'px-3 py-3 text-sm text-slate-600';
  if (props.state === 'loading') return <p className={note}>{t(m.loading)}</p>;
  if (props.state === 'failed') return <p className={`${note} text-red-700`}>{t(m.loadFailed)}</p>;
  if (props.found === 0)
    return (
      <p className={note}>
        {t(m.noSuchLocation)}
        {props.isAdmin ? (
          <Link
            to={paths.admin.locations}
            className="flex min-h-11 items-center font-semibold text-teal-800 underline underline-offset-4"
          >
            {t(m.addOnLocationsScreen)}
          </Link>
        ) : null}
      </p>
    );
  if (props.hidden > 0) return <p className={note}>{t(m.moreMatches, { count: props.hidden })}</p>;
  return null;
}
