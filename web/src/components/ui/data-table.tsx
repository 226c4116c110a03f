import type { ReactNode } from 'react';

export interface Column {
  label: string;
  align?: 'left' | 'right';
}

const headerCell = 'px-4 py-3 text-xs font-semibold uppercase tracking-wider text-slate-500';

/** A scrollable table with the app's header row; the caller renders the rows. */
export function DataTable({ columns, children }: { columns: Column[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200">
        <thead className="bg-slate-50">
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={`${headerCell} ${column.align === 'right' ? 'text-right' : 'text-left'}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">{children}</tbody>
      </table>
    </div>
  );
}
