import type { ActivityEntry } from '../api/activity-reader';
import { relativeTime } from '@/lib/relative-time';
import { formatDateTime } from '@/lib/format-date';
import { Card, CardHeader } from '@/components/ui/card';
import { DASHBOARD_MESSAGES } from '../dashboard-messages';
import { ActivityIcon } from './activity-icon';

/** Recent Activity: scrolls beyond 400 px (SPEC.md section 9). */
export function ActivityList({ activities }: { activities: ActivityEntry[] }) {
  return (
    <Card>
      <CardHeader title="Recent Activity" />
      {activities.length === 0 ? (
        <p className="px-5 py-10 text-center text-sm text-slate-500">{DASHBOARD_MESSAGES.noActivity}</p>
      ) : (
        <ul
          className="max-h-[400px] divide-y divide-slate-100 overflow-y-auto"
          tabIndex={0}
          aria-label="Recent activity"
        >
          {activities.map((activity) => (
            <li key={activity._id} className="flex gap-3 px-5 py-3">
              <ActivityIcon action={activity.action} />
              <div className="min-w-0 flex-1">
                <p className="text-sm text-slate-800">
                  {activity.details ? (
                    <>
                      <span className="font-semibold text-navy-900">{activity.asset.name}</span>
                      <span aria-hidden="true"> · </span>
                      {activity.details}
                    </>
                  ) : (
                    `${activity.action} ${activity.asset.name}`
                  )}
                </p>
                <p className="mt-0.5 text-xs text-slate-500">
                  <time dateTime={activity.timestamp} title={formatDateTime(activity.timestamp, '')}>
                    {relativeTime(activity.timestamp)}
                  </time>
                  <span aria-hidden="true"> · </span>
                  <span>{formatDateTime(activity.timestamp, '')}</span>
                  {activity.username ? (
                    <>
                      <span aria-hidden="true"> · </span>
                      <span className="font-medium text-slate-600">{activity.username}</span>
                    </>
                  ) : null}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
