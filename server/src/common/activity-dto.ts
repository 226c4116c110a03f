/** An activity row as the API answers it: the dashboards, an asset's history and the activity export. */
import { syncedLate } from '@harbour/contract';
import type { ActivitiesTable } from '../db/types';

type ActivityRow = Pick<
  ActivitiesTable,
  'id' | 'action' | 'details' | 'asset_id' | 'asset_name' | 'created_at' | 'received_at' | 'username'
>;

export const toActivityDto = (row: ActivityRow) => ({
  _id: row.id,
  action: row.action,
  details: row.details,
  asset: { _id: row.asset_id, name: row.asset_name },
  timestamp: row.created_at,
  username: row.username,
  ...(syncedLate(row.created_at, row.received_at) && row.received_at !== null
    ? { receivedAt: row.received_at }
    : {}),
});
