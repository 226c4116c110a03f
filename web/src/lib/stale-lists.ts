/** Which cached answers each change makes stale, declared once, and the one way to refresh them. */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

// An asset's type and dates decide which plans apply and when they fall due; every change is in its history;
// its location is counted in the tree, and a location text the tree lacks becomes a new root.
const ASSET_CHANGE = [
  queryKeys.assets.all,
  queryKeys.locations.all,
  queryKeys.map.all,
  queryKeys.users.withAssets(),
  queryKeys.dashboard.all,
  queryKeys.compliance.all,
  queryKeys.inspections.all,
  queryKeys.history.all,
  queryKeys.plans.all,
];
// A plan decides what falls due on which assets, and its checklist is what an inspection asks.
const PLAN_CHANGE = [
  queryKeys.plans.all,
  queryKeys.compliance.all,
  queryKeys.inspections.all,
  queryKeys.dashboard.all,
];
// An inspection moves the next due date, writes the history, and a fail can set Under Maintenance.
const INSPECTION_CHANGE = [
  queryKeys.inspections.all,
  queryKeys.compliance.all,
  queryKeys.dashboard.all,
  queryKeys.history.all,
  queryKeys.assets.all,
];
// A certificate's expiry is a due item of its own.
const DOCUMENT_CHANGE = [
  queryKeys.documents.all,
  queryKeys.compliance.all,
  queryKeys.dashboard.all,
  queryKeys.history.all,
];
// A user's name shows as an asset's assignee, and deleting a user unassigns their assets.
const USER_CHANGE = [queryKeys.users.all, queryKeys.assets.all, queryKeys.dashboard.all];
// A position farther from its charted one than its type allows flags the asset off station (a due item, a
// red marker, the dashboard's count); one in place clears it. The scanned asset itself comes with the answer.
const POSITION_REPORT = [
  queryKeys.dashboard.all,
  queryKeys.history.all,
  queryKeys.compliance.all,
  queryKeys.map.all,
  queryKeys.assets.lists,
  queryKeys.assets.pages,
];

// A location's rename or move rewrites its assets' location text (lists, filters, rounds' scopes, dashboards).
const LOCATION_CHANGE = [
  queryKeys.locations.all,
  queryKeys.assets.all,
  queryKeys.dashboard.all,
  queryKeys.compliance.all,
  queryKeys.rounds.all,
];

// A round's change shows in its list, its page and the asset pages' round histories.
const ROUND_CHANGE = [queryKeys.rounds.all];
// A mark is also an ordinary scan (the dashboards' activity, the asset's history, its position) and a line
// of its rounds.
const ROUND_MARK = [...POSITION_REPORT, queryKeys.rounds.assets];

const STALE_AFTER = {
  createAsset: ASSET_CHANGE,
  updateAsset: ASSET_CHANGE,
  deleteAsset: ASSET_CHANGE,
  importAssets: ASSET_CHANGE,
  createUser: [queryKeys.users.all, queryKeys.dashboard.all],
  updateUser: USER_CHANGE,
  deleteUser: USER_CHANGE,
  recordScan: POSITION_REPORT,
  recordInspection: [...INSPECTION_CHANGE, queryKeys.map.all],
  // The asset itself (its page, its scan answer) and every list and count that showed it off station.
  backOnStation: [...POSITION_REPORT, queryKeys.assets.all],
  addDocument: DOCUMENT_CHANGE,
  removeDocument: DOCUMENT_CHANGE,
  createPlan: PLAN_CHANGE,
  updatePlan: PLAN_CHANGE,
  deletePlan: PLAN_CHANGE,
  resetCalendar: [queryKeys.calendar.feed()],
  createRound: ROUND_CHANGE,
  updateRound: ROUND_CHANGE,
  finishRound: ROUND_CHANGE,
  markRound: ROUND_MARK,
  // "Move here" sets the asset's location.
  moveToRound: [...ASSET_CHANGE, queryKeys.rounds.assets],
  // A link or a retirement is a line of the asset's history (labels).
  printLabelCodes: [queryKeys.labels.codes],
  linkLabelCode: [queryKeys.labels.codes, queryKeys.history.all],
  retireLabelCode: [queryKeys.labels.codes, queryKeys.history.all],
  saveProfile: [queryKeys.labels.profiles()],
  apiTokens: [queryKeys.apiTokens.all],
  // A type's rename renames its assets' type, a changed field changes which values fit, a removed one drops them.
  saveAssetType: [queryKeys.assetTypes.all, ...ASSET_CHANGE],
  deleteAssetType: [queryKeys.assetTypes.all, queryKeys.assets.all],
  // A new location holds nothing yet; a deleted one held nothing.
  addLocation: [queryKeys.locations.all],
  deleteLocation: [queryKeys.locations.all],
  saveLocation: LOCATION_CHANGE,
  mergeLocation: LOCATION_CHANGE,
  // A report or a triage changes the defects and the dashboard's count; safety sets the asset Under Maintenance.
  reportDefect: [queryKeys.defects.all, ...INSPECTION_CHANGE],
  triageDefect: [queryKeys.defects.all, ...INSPECTION_CHANGE],
} satisfies Record<string, readonly QueryKey[]>;

type Change = keyof typeof STALE_AFTER;

/**
 * Answers not on screen are dropped, so the next screen to need one loads it afresh instead of showing the
 * old one first; answers on screen are fetched again. Resolves when those have arrived.
 */
export async function refreshAfter(queryClient: QueryClient, change: Change): Promise<void> {
  const keys: readonly QueryKey[] = STALE_AFTER[change];
  for (const queryKey of keys) queryClient.removeQueries({ queryKey, type: 'inactive' });
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
