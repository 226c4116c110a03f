import type { AssetRound, Round, RoundItem } from '@harbour/contract';
import type { RoundItemRow, RoundRow } from './repository';
import { scopeOf, type RoundView } from './service';

export const countsOf = (row: RoundRow) => ({
  expected: row.expected_count,
  found: row.found_count,
  missing: row.expected_count - row.found_count,
  unexpected: row.unexpected_count,
});

export const toRoundDto = ({ row, assignees, can }: RoundView): Round => ({
  _id: row.id,
  name: row.name,
  kind: row.kind,
  status: row.status,
  scope: scopeOf(row),
  planId: row.plan_id,
  planName: row.plan_name,
  assignees: assignees.map((a) => ({ _id: a.id, username: a.username })),
  dueOn: row.due_on,
  assigneesMayFinish: row.assignees_may_finish === 1,
  createdBy: row.created_by,
  startedAt: row.started_at,
  finishedAt: row.finished_at,
  finishedBy: row.finished_by,
  counts: countsOf(row),
  version: row.version,
  can,
});

export const positionOf = (row: Pick<RoundItemRow, 'latitude' | 'longitude' | 'accuracy'>) =>
  row.latitude === null || row.longitude === null
    ? null
    : { lat: row.latitude, lon: row.longitude, ...(row.accuracy === null ? {} : { accuracy: row.accuracy }) };

export const toRoundItemDto = (row: RoundItemRow): RoundItem => ({
  assetId: row.asset_id,
  assetName: row.asset_name,
  assetType: row.asset_type,
  location: row.asset_location,
  state: row.state,
  markedAt: row.marked_at,
  markedBy: row.marked_by,
  markReceivedAt: row.mark_received_at,
  position: positionOf(row),
  movedAt: row.moved_at,
});

export const toAssetRoundDto = (row: {
  id: string;
  name: string;
  kind: AssetRound['kind'];
  status: AssetRound['status'];
  state: AssetRound['state'];
  started_at: string;
  marked_at: string | null;
  marked_by: string | null;
}): AssetRound => ({
  roundId: row.id,
  name: row.name,
  kind: row.kind,
  status: row.status,
  state: row.state,
  startedAt: row.started_at,
  markedAt: row.marked_at,
  markedBy: row.marked_by,
});
