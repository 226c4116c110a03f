import { useState } from 'react';
import type { AdminDashboard } from '@harbour/contract';
import { Card, CardHeader } from '@/components/ui/card';
import { percentage } from '@/lib/percentage';
import { DASHBOARD_MESSAGES } from '../dashboard-messages';

const FIRST_ROWS = 5;
const th = 'px-5 py-3 text-left text-xs font-semibold uppercase tracking-wider text-slate-500';

/** 'Top Users by Asset Count': the first rows, and every user holding an asset on request. */
export function TopUsersTable({
  rows,
  total,
}: {
  rows: AdminDashboard['distributions']['byUser'];
  total: number;
}) {
  const [showAll, setShowAll] = useState(false);
  const visible = showAll ? rows : rows.slice(0, FIRST_ROWS);
  return (
    <Card>
      <CardHeader
        title="Top Users by Asset Count"
        action={
          rows.length > FIRST_ROWS ? (
            <button
              type="button"
              onClick={() => setShowAll((value) => !value)}
              className="text-sm font-medium text-teal-700 hover:underline"
            >
              {showAll ? 'Show top 5' : `Show all ${rows.length}`}
            </button>
          ) : null
        }
      />
      {rows.length === 0 ? (
        <p className="px-5 py-10 text-center text-sm text-slate-500">{DASHBOARD_MESSAGES.noUsers}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="min-w-full divide-y divide-slate-100">
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={th}>
                  User
                </th>
                <th scope="col" className={th}>
                  Assets Assigned
                </th>
                <th scope="col" className={th}>
                  % of Total Assets
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {visible.map((row) => (
                <tr key={row.userId || row.user}>
                  <td className="whitespace-nowrap px-5 py-3 text-sm font-medium text-slate-900">
                    {row.user}
                  </td>
                  <td className="px-5 py-3 text-sm tabular-nums text-slate-600">{row.count}</td>
                  <td className="px-5 py-3 text-sm tabular-nums text-slate-600">
                    {percentage(row.count, total)}%
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
