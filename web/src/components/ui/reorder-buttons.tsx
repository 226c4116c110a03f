/** Move up, move down and remove for one entry of an ordered list an editor keeps (a checklist, a type's fields). */
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';

const iconButton =
  'inline-flex h-12 w-12 items-center justify-center rounded-lg text-slate-600 ring-1 ring-inset ring-slate-300 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 sm:h-10 sm:w-10';

interface ReorderButtonsProps {
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
  /** Each button's name, naming the entry: 'Move item 2 up'. */
  labels: { up: string; down: string; remove: string };
}

export function ReorderButtons({ index, count, onMove, onRemove, labels }: ReorderButtonsProps) {
  return (
    <div className="flex gap-1.5">
      <button
        type="button"
        className={iconButton}
        aria-label={labels.up}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <ArrowUp className="h-4 w-4" aria-hidden="true" />
      </button>
      <button
        type="button"
        className={iconButton}
        aria-label={labels.down}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <ArrowDown className="h-4 w-4" aria-hidden="true" />
      </button>
      <button
        type="button"
        className={`${iconButton} hover:bg-red-50 hover:text-red-700`}
        aria-label={labels.remove}
        onClick={onRemove}
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" />
      </button>
    </div>
  );
}

/** The list with one entry moved from one place to another. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [entry] = next.splice(from, 1);
  if (entry !== undefined) next.splice(to, 0, entry);
  return next;
}
