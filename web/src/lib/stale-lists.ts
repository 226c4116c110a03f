/** Which cached answers each change makes stale, declared once, and the one way to refresh them. */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

const ASSET_CHANGE = [queryKeys.assets.all, queryKeys.users.withAssets(), queryKeys.dashboard.all];
// A user's name shows as an asset's assignee, and deleting a user unassigns their assets.
const USER_CHANGE = [queryKeys.users.all, queryKeys.assets.all, queryKeys.dashboard.all];

const STALE_AFTER = {
  createAsset: ASSET_CHANGE,
  updateAsset: ASSET_CHANGE,
  deleteAsset: ASSET_CHANGE,
  createUser: [queryKeys.users.all, queryKeys.dashboard.all],
  updateUser: USER_CHANGE,
  deleteUser: USER_CHANGE,
  recordScan: [queryKeys.dashboard.all],
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
