import { DataTable } from '@/components/ui/data-table';
import { useState } from 'react';
import type { AdminDashboard } from '@harbour/contract';
import { Card, CardHeader } from '@/components/ui/card';
import { percentText, percentage } from '@/lib/percentage';
import { useTranslation } from '@/i18n/use-translation';
import { dashboardMessages as m } from '../dashboard-messages';

const FIRST_ROWS = 5;

/** 'Top Users by Asset Count': the first rows, and every user holding an asset on request. */
export function TopUsersTable({
  rows,
  total,
}: {
  rows: AdminDashboard['distributions']['byUser'];
  total: number;
}) {
  const { t, locale } = useTranslation();
  const [showAll, setShowAll] = useState(false);
  const visible = showAll ? rows : rows.slice(0, FIRST_ROWS);
  return (
    <Card>
      <CardHeader
        title={t(m.topUsers)}
        action={
          rows.length > FIRST_ROWS ? (
            <button
              type="button"
              onClick={() => setShowAll((value) => !value)}
              className="text-sm font-medium text-teal-700 hover:underline"
            >
              {showAll ? t(m.showTop) : t(m.showAll, { count: rows.length })}
            </button>
          ) : null
        }
      />
      {rows.length === 0 ? (
        <p className="px-5 py-10 text-center text-sm text-slate-500">{t(m.noUsers)}</p>
      ) : (
        <DataTable
          columns={[{ label: t(m.user) }, { label: t(m.assetsAssigned) }, { label: t(m.shareOfAssets) }]}
        >
          {visible.map((row) => (
            <tr key={row.userId || row.user}>
              <td className="whitespace-nowrap px-5 py-3 text-sm font-medium text-slate-900">{row.user}</td>
              <td className="px-5 py-3 text-sm tabular-nums text-slate-600">{row.count}</td>
              <td className="px-5 py-3 text-sm tabular-nums text-slate-600">
                {percentText(percentage(row.count, total), locale)}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </Card>
  );
}
