import { z } from 'zod';
import { assetSchema } from './asset';
import { complianceCountsSchema } from './compliance';

/** One entry of the activity log, as the dashboards and an asset's history answer it. */
export const activitySchema = z.object({
  _id: z.string(),
  action: z.string(),
  details: z.string(),
  asset: z.object({ _id: z.string().nullable(), name: z.string() }),
  timestamp: z.string(),
  username: z.string(),
  /** Only on an entry recorded offline and synced later: when it reached the server (timestamp: when it happened). */
  receivedAt: z.string().optional(),
});
export type Activity = z.infer<typeof activitySchema>;

export const userDashboardSchema = z.object({
  userAssets: z.array(assetSchema),
  assetCount: z.number().int(),
  recentActivities: z.array(activitySchema),
  /** Due items on the caller's assets: overdue, and due soon (within each item's own lead), as the compliance list counts them. */
  compliance: complianceCountsSchema,
});
export type UserDashboard = z.infer<typeof userDashboardSchema>;

export const adminDashboardSchema = z.object({
  stats: z.object({
    totalAssets: z.number().int(),
    assetsInUse: z.number().int(),
    availableAssets: z.number().int(),
    assetsUnderMaintenance: z.number().int(),
    reservableAssets: z.number().int(),
  }),
  distributions: z.object({
    byType: z.array(z.object({ type: z.string(), count: z.number().int() })),
    byLocation: z.array(z.object({ location: z.string(), count: z.number().int() })),
    byUser: z.array(z.object({ user: z.string(), userId: z.string(), count: z.number().int() })),
  }),
  recentActivities: z.array(activitySchema),
  /** Due items across the authority: overdue, and due soon (within each item's own lead), as the compliance list counts them. */
  compliance: complianceCountsSchema,
  /** Assets flagged off station (found farther from their charted position than their type allows). */
  offStation: z.number().int(),
  /** Open defects: new (awaiting triage) and accepted, and the safety defects among them. */
  defects: z.object({ new: z.number().int(), accepted: z.number().int(), safety: z.number().int() }),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
