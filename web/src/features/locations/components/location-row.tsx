import type { HTMLAttributes } from 'react';
import { ChevronDown, ChevronRight, FolderInput, Merge, Pencil, Plus, Trash2 } from 'lucide-react';
import { formatChartPosition } from '@harbour/contract';
import { locationKindName } from '@/components/location-picker/location-kind-name';
import { RowAction } from '@/components/ui/row-action';
import type { LocationRow as Location } from '@/lib/readers/location-reader';
import { useTranslation } from '@/i18n/use-translation';
import { isEmptyLocation } from '../location-tree';
import { locationMessages as m } from '../location-messages';
import { LocationRowMenu, type RowMenuItem } from './location-row-menu';

export interface LocationActions {
  addInside: (location: Location) => void;
  edit: (location: Location) => void;
  move: (location: Location) => void;
  merge: (location: Location) => void;
  remove: (location: Location) => void;
}

interface LocationRowProps {
  location: Location;
  depth: number;
  hasChildren: boolean;
  expanded: boolean;
  onToggle: () => void;
  actions: LocationActions;
  /** Dragging it onto another row moves it there (a desk's mouse; the menu's Move under… does the same). */
  dragProps: HTMLAttributes<HTMLDivElement>;
  /** Drawn as the place a dragged row would go. */
  dropTarget: boolean;
}

/** One location: its name and kind, its assets here and in all, its charted position, and what can be done with it. */
export function LocationRow({
  location,
  depth,
  hasChildren,
  expanded,
  onToggle,
  actions,
  dragProps,
  dropTarget,
}: LocationRowProps) {
  const { t } = useTranslation();
  const name = location.name;
  const items: RowMenuItem[] = [
    { label: t(m.addInside), icon: Plus, onSelect: () => actions.addInside(location) },
    { label: t(m.edit), icon: Pencil, onSelect: () => actions.edit(location) },
    { label: t(m.move), icon: FolderInput, onSelect: () => actions.move(location) },
    { label: t(m.merge), icon: Merge, onSelect: () => actions.merge(location) },
  ];
  if (isEmptyLocation(location))
    items.push({
      label: t(m.delete),
      icon: Trash2,
      tone: 'danger',
      onSelect: () => actions.remove(location),
    });
  const Chevron = expanded ? ChevronDown : ChevronRight;
  return (
    <div
      {...dragProps}
      data-location={location.path}
      className={`flex items-center gap-1 border-b border-slate-100 py-1 pr-2 sm:gap-2 ${
        dropTarget ? 'bg-teal-50 ring-2 ring-inset ring-teal-500' : ''
      }`}
      style={{ paddingLeft: `${0.25 + Math.min(depth, 8) * 1.25}rem` }}
    >
      {hasChildren ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-label={t(expanded ? m.collapse : m.expand, { name })}
          onClick={onToggle}
          className="inline-flex h-12 w-11 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100"
        >
          <Chevron className="h-4 w-4" aria-hidden="true" />
        </button>
      ) : (
        <span className="w-11 shrink-0" aria-hidden="true" />
      )}
      <div className="min-w-0 flex-1 py-1">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="break-words font-semibold text-slate-900">{name}</span>
          <span className="text-xs uppercase tracking-wide text-slate-500">
            {locationKindName(location.kind)}
          </span>
        </p>
        <p className="flex flex-wrap gap-x-3 text-xs text-slate-600">
          <span className="tabular-nums">
            {t(m.assetCounts, {
              here: t(m.here, { count: location.assetCount }),
              all: t(m.inAll, { count: location.subtreeAssetCount }),
            })}
          </span>
          {location.position ? (
            <span className="font-mono tabular-nums">{formatChartPosition(location.position)}</span>
          ) : null}
        </p>
      </div>
      <div className="hidden shrink-0 items-center sm:flex">
        <RowAction
          icon={Plus}
          label={t(m.addInsideNamed, { name })}
          onClick={() => actions.addInside(location)}
        />
        <RowAction icon={Pencil} label={t(m.editNamed, { name })} onClick={() => actions.edit(location)} />
        <RowAction
          icon={FolderInput}
          label={t(m.moveNamed, { name })}
          onClick={() => actions.move(location)}
        />
        <RowAction icon={Merge} label={t(m.mergeNamed, { name })} onClick={() => actions.merge(location)} />
        {isEmptyLocation(location) ? (
          <RowAction
            icon={Trash2}
            tone="danger"
            label={t(m.deleteNamed, { name })}
            onClick={() => actions.remove(location)}
          />
        ) : (
          // Keeps the other actions in their columns, row under row.
          <span className="w-8" aria-hidden="true" />
        )}
      </div>
      <LocationRowMenu label={t(m.actionsFor, { name })} items={items} />
    </div>
  );
}
