/**
 * A table that becomes a list of cards below 640 px, so a phone never scrolls sideways. Rows and cells keep
 * their table roles when CSS lays them out as blocks, and each cell shows its column label on a phone.
 * The lists (assets, users, QR download, compliance, rounds) all draw their rows with it.
 */
import type { ReactNode } from 'react';
import { TableHead, type Column } from './data-table';

export function CardTable({
  columns,
  label,
  children,
}: {
  columns: Column[];
  label: string;
  children: ReactNode;
}) {
  // A header drawn as a control (the select-all box) stays on a phone, above the cards; the labels do not.
  const phoneControls = columns.some((column) => column.header !== undefined);
  return (
    <div className="sm:overflow-x-auto">
      <table
        aria-label={label}
        className="block w-full sm:table sm:min-w-full sm:divide-y sm:divide-slate-200"
      >
        <TableHead
          columns={columns}
          className={`${phoneControls ? 'block px-3 pt-3' : 'hidden'} sm:table-header-group sm:bg-slate-50 sm:p-0`}
          rowClassName={phoneControls ? 'flex sm:table-row' : ''}
          cellClassName={(column) => {
            if (column.header !== undefined) return 'block p-0 sm:table-cell sm:px-3 sm:py-3';
            return column.wideOnly ? 'hidden xl:table-cell' : 'hidden sm:table-cell';
          }}
        />
        <tbody
          role="rowgroup"
          className="block space-y-3 p-3 sm:table-row-group sm:space-y-0 sm:divide-y sm:divide-slate-100 sm:p-0"
        >
          {children}
        </tbody>
      </table>
    </div>
  );
}

export function CardRow({ children }: { children: ReactNode }) {
  return (
    <tr
      role="row"
      className="block rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:table-row sm:rounded-none sm:p-0 sm:ring-0 sm:hover:bg-slate-50/70"
    >
      {children}
    </tr>
  );
}

interface CardCellProps {
  /** The column label, shown before the value on a phone. */
  label: string;
  children: ReactNode;
  align?: 'left' | 'right';
  /** The card's title on a phone: shown without its label, across the card. */
  primary?: boolean;
  /** The row's buttons: on a phone a bar across the card's foot, without a label. */
  actions?: boolean;
  /** Its column's `wideOnly`: a cell of its own on a phone's card and from 1280 px, hidden in between. */
  wideOnly?: boolean;
}

export function CardCell({
  label,
  children,
  align = 'left',
  primary = false,
  actions = false,
  wideOnly = false,
}: CardCellProps) {
  if (actions)
    return (
      <td
        role="cell"
        // At a desk the buttons stay in one row and the column takes just their width, so the text columns
        // wrap rather than push them off the screen.
        className="mt-2 block border-t border-slate-100 pt-2 sm:mt-0 sm:table-cell sm:w-px sm:border-0 sm:px-3 sm:py-3 sm:align-middle"
      >
        <div
          className={`flex flex-wrap justify-end gap-2 sm:flex-nowrap sm:gap-1 ${align === 'right' ? '' : 'sm:justify-start'}`}
        >
          {children}
        </div>
      </td>
    );
  return (
    <td
      role="cell"
      className={`flex items-baseline justify-between gap-3 py-1 text-sm text-slate-700 sm:px-3 sm:py-3 sm:align-middle ${
        wideOnly ? 'sm:hidden xl:table-cell' : 'sm:table-cell'
      } ${primary ? 'pb-2 text-base sm:text-sm' : ''}`}
    >
      {primary ? null : (
        <span className="shrink-0 text-xs font-semibold uppercase tracking-wider text-slate-500 sm:hidden">
          {label}
        </span>
      )}
      <div
        // Words wrap whole (hyphenated by the page's language where the browser can), so a column is never
        // narrower than its longest word; a value with no place to break at all (a pasted URL) breaks only
        // where it would overflow, at the phone card's width or a desktop column's widest.
        className={`min-w-0 break-words hyphens-auto sm:max-w-xs ${primary ? 'w-full' : 'text-right'} ${align === 'right' ? 'sm:text-right' : 'sm:text-left'}`}
      >
        {children}
      </div>
    </td>
  );
}
