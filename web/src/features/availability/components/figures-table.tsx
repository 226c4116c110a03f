import type { ReactNode } from 'react';
import type { Message } from '@/i18n/define-messages';
import { useTranslation } from '@/i18n/use-translation';

/** A body cell of the figures' tables. */
export const figureCell = 'px-3 py-2 text-sm';
const head = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wider text-slate-500';

interface FiguresTableProps {
  label: Message<string>;
  columns: Message<string>[];
  /** The body's rows. */
  children: ReactNode;
}

/** A table of availability figures under its column heads, scrolling sideways on its own on a phone. */
export function FiguresTable({ label, columns, children }: FiguresTableProps) {
  const { t } = useTranslation();
  return (
    // Focusable: a phone scrolls the table sideways by keyboard too.
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t(label)}>
      <table className="min-w-full divide-y divide-slate-200">
        <caption className="sr-only">{t(label)}</caption>
        <thead className="bg-slate-50">
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={head}>
                {t(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}
