/** Users with the assets assigned to them, in two queries whatever the number of users. */
import { PAGE_SIZE, type UsersWithAssetsQuery, type UserWithAssets } from '@harbour/contract';
import type { AssetsRepository } from '../assets/repository';
import type { AssetRow } from '../common/asset-dto';
import type { Transactor } from '../db/transactor';
import { qrImagePath } from '../common/qr-payload';
import type { UsersRepository } from './repository';

type Summary = Pick<AssetRow, 'id' | 'name' | 'location' | 'status' | 'assigned_to'>;
type Holder = { id: string; username: string; role: UserWithAssets['role'] };

export function createAssignmentsService(
  tx: Transactor<{ users: UsersRepository; assets: AssetsRepository }>,
  secret: string,
) {
  /** Each user with the assets they hold, in the order of `users`. */
  function withAssets(users: Holder[], assets: Summary[]): UserWithAssets[] {
    const byUser = new Map<string, UserWithAssets['assignedAssets']>();
    for (const asset of assets) {
      if (!asset.assigned_to) continue;
      const list = byUser.get(asset.assigned_to) ?? [];
      list.push({
        _id: asset.id,
        name: asset.name,
        location: asset.location,
        status: asset.status,
        qrCodeImage: qrImagePath(secret, asset.id),
      });
      byUser.set(asset.assigned_to, list);
    }
    return users.map((u) => ({
      _id: u.id,
      username: u.username,
      role: u.role,
      assignedAssets: byUser.get(u.id) ?? [],
    }));
  }

  return {
    usersWithAssets: () =>
      tx.read(async (r) => {
        const [users, assets] = await Promise.all([r.users.list(), r.assets.listAssignedSummaries()]);
        return withAssets(users, assets);
      }),

    /** One page of users, searched by username, with only their own assets read. */
    usersWithAssetsPage: (query: UsersWithAssetsQuery) =>
      tx.read(async (r) => {
        const limit = query.limit ?? PAGE_SIZE;
        const page = await r.users.page(query.q ?? '', ((query.page ?? 1) - 1) * limit, limit);
        const assets = await r.assets.listAssignedSummariesOf(page.rows.map((u) => u.id));
        return { rows: withAssets(page.rows, assets), total: page.total };
      }),
  };
}
export type AssignmentsService = ReturnType<typeof createAssignmentsService>;
