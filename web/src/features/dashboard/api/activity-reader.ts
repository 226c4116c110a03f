/** Recent Activity as both dashboards read it: the shared activity reader; an unreadable list shows empty. */
import { orFallback } from '@/lib/lenient';
import { activitiesReader as entriesReader } from '@/lib/readers/activity-reader';

export type { ActivityEntry } from '@/lib/readers/activity-reader';

export const activitiesReader = orFallback(entriesReader, [], 'dashboard.recentActivities');
