/** Rounds as the API answers them, for this feature's component tests. */
import type { Round, RoundItem } from '@harbour/contract';

export const ROUND_ID = '65a1f0c2b3d4e5f6a7b8c9e0';
export const RAFT_ID = '65a1f0c2b3d4e5f6a7b8c9d0';
export const BUOY_ID = '65a1f0c2b3d4e5f6a7b8c9d1';

export function aRound(changes: Partial<Round> = {}): Round {
  return {
    _id: ROUND_ID,
    name: 'Quay 7 audit',
    kind: 'audit',
    status: 'open',
    scope: { locations: ['Quay 7'], types: [] },
    planId: null,
    planName: null,
    assignees: [{ _id: '65a1f0c2b3d4e5f6a7b8c9aa', username: 'ingrid' }],
    dueOn: '2026-12-01',
    assigneesMayFinish: false,
    createdBy: 'admin',
    startedAt: '2026-11-25T08:15:00.000Z',
    finishedAt: null,
    finishedBy: null,
    counts: { expected: 4, found: 1, missing: 3, unexpected: 1 },
    version: 3,
    can: { mark: true, finish: true, edit: true },
    ...changes,
  };
}

export function anItem(changes: Partial<RoundItem> = {}): RoundItem {
  return {
    assetId: RAFT_ID,
    assetName: 'Life raft LR-7',
    assetType: 'Life Raft',
    location: 'Quay 7',
    state: 'found',
    markedAt: '2026-11-25T09:00:00.000Z',
    markedBy: 'ingrid',
    markReceivedAt: '2026-11-25T09:00:01.000Z',
    position: { lat: 59.912341, lon: 10.752309, accuracy: 8 },
    movedAt: null,
    ...changes,
  };
}
