import type { ActivityEntry as Entry } from '@/lib/readers/activity-reader';
import { relativeTime } from '@/lib/relative-time';
import { formatDateTime } from '@/lib/format-date';
import { syncedLaterNote } from '@/lib/synced-later';
import { ActivityIcon } from './activity-icon';
import { useTranslation } from '@/i18n/use-translation';

/** One line of a history: icon, the details (or action and asset), when, and who. */
export function ActivityEntry({ activity }: { activity: Entry }) {
  // Times ago, dates and the synced note are in the current language: re-rendered when it changes.
  useTranslation();
  const synced = syncedLaterNote(activity.timestamp, activity.receivedAt);
  return (
    <li className="flex gap-3 px-5 py-3">
      <ActivityIcon action={activity.action} />
      <div className="min-w-0 flex-1">
        <p className="break-words text-sm text-slate-800">
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
        <p className="mt-0.5 text-xs text-slate-600">
          <time dateTime={activity.timestamp} title={formatDateTime(activity.timestamp, '')}>
            {relativeTime(activity.timestamp)}
          </time>
          <span aria-hidden="true"> · </span>
          <span>{formatDateTime(activity.timestamp, '')}</span>
          {activity.username ? (
            <>
              <span aria-hidden="true"> · </span>
              <span className="font-medium text-slate-700">{activity.username}</span>
            </>
          ) : null}
        </p>
        {synced ? (
          <p className="text-xs text-slate-600" data-testid="synced-later">
            {synced}
          </p>
        ) : null}
      </div>
    </li>
  );
}
