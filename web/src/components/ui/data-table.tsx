import type { ReactNode } from 'react';

export interface Column {
  label: string;
  align?: 'left' | 'right';
  /**
   * A column of its own only on a wide screen (1280 px and up); below that, on a desk, its value is shown in
   * the row's first cell (CardTable), and on a phone in the card as ever.
   */
  wideOnly?: boolean;
  /** Drawn instead of the label (a select-all box); the label stays the column's key. */
  header?: ReactNode;
}

const headerCell = 'px-3 py-3 text-xs font-semibold uppercase tracking-wider text-slate-500';

/**
 * The app's header row of a table: one column label a cell, aligned as its column is. `cellClassName` picks
 * the cells a caller hides (a phone's cards keep only the headers drawn as controls, a select-all box).
 */
export function TableHead({
  columns,
  className,
  rowClassName = '',
  cellClassName = () => '',
}: {
  columns: Column[];
  className: string;
  rowClassName?: string;
  cellClassName?: (column: Column) => string;
}) {
  return (
    <thead className={className}>
      <tr className={rowClassName}>
        {columns.map((column) => (
          <th
            key={column.label}
            scope="col"
            className={`${headerCell} ${column.align === 'right' ? 'text-right' : 'text-left'} ${cellClassName(column)}`}
          >
            {column.header ?? column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A scrollable table with the app's header row; the caller renders the rows. */
export function DataTable({ columns, children }: { columns: Column[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200">
        <TableHead columns={columns} className="bg-slate-50" />
        <tbody className="divide-y divide-slate-100 bg-white">{children}</tbody>
      </table>
    </div>
  );
}
