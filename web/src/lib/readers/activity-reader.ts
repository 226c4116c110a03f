/** An activity entry as the dashboards and an asset's history read it; a missing part shows empty instead of failing. */
import { z } from 'zod';
import type { Activity } from '@harbour/contract';
import { lenientList, orFallback } from '../lenient';

const text = (field: string) => orFallback(z.string(), '', `activity.${field}`);

const activityReader = z.object({
  _id: z.string(),
  action: text('action'),
  details: text('details'),
  asset: orFallback(z.object({ name: z.string() }), { name: '' }, 'activity.asset'),
  timestamp: text('timestamp'),
  username: text('username'),
  receivedAt: orFallback(z.string().optional(), undefined, 'activity.receivedAt'),
} satisfies Record<keyof Activity, z.ZodType>);

export type ActivityEntry = z.output<typeof activityReader>;

export const activitiesReader = lenientList(activityReader, 'activity: an entry without id');
