/**
 * A table that becomes a list of cards below 640 px, so a phone never scrolls sideways. Rows and cells keep
 * their table roles when CSS lays them out as blocks, and each cell shows its column label on a phone.
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
  return (
    <table aria-label={label} className="block w-full sm:table sm:min-w-full sm:divide-y sm:divide-slate-200">
      <TableHead columns={columns} className="hidden bg-slate-50 sm:table-header-group" />
      <tbody
        role="rowgroup"
        className="block space-y-3 p-3 sm:table-row-group sm:space-y-0 sm:divide-y sm:divide-slate-100 sm:p-0"
      >
        {children}
      </tbody>
    </table>
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
}

export function CardCell({ label, children, align = 'left', primary = false }: CardCellProps) {
  return (
    <td
      role="cell"
      className={`flex items-baseline justify-between gap-3 py-1 text-sm text-slate-700 sm:table-cell sm:px-4 sm:py-3 sm:align-middle ${
        primary ? 'pb-2 text-base sm:text-sm' : ''
      }`}
    >
      {primary ? null : (
        <span className="shrink-0 text-xs font-semibold uppercase tracking-wider text-slate-500 sm:hidden">
          {label}
        </span>
      )}
      <div
        className={`min-w-0 ${primary ? 'w-full' : 'text-right'} ${align === 'right' ? 'sm:text-right' : 'sm:text-left'}`}
      >
        {children}
      </div>
    </td>
  );
}
