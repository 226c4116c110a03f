import type { ActivityEntry as Entry } from '../api/activity-reader';
import { ActivityEntry } from '@/components/ui/activity-entry';
import { Card, CardHeader } from '@/components/ui/card';
import { useTranslation } from '@/i18n/use-translation';
import { dashboardMessages as m } from '../dashboard-messages';

/** Recent Activity: scrolls beyond 400 px. */
export function ActivityList({ activities }: { activities: Entry[] }) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader title={t(m.recentActivity)} />
      {activities.length === 0 ? (
        <p className="px-5 py-10 text-center text-sm text-slate-500">{t(m.noActivity)}</p>
      ) : (
        <ul
          className="max-h-[400px] divide-y divide-slate-100 overflow-y-auto"
          tabIndex={0}
          aria-label={t(m.recentActivityList)}
        >
          {activities.map((activity) => (
            <ActivityEntry key={activity._id} activity={activity} />
          ))}
        </ul>
      )}
    </Card>
  );
}
