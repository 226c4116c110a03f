/** Users with the assets assigned to them, in two queries whatever the number of users. */
import type { UserWithAssets } from '@harbour/contract';
import type { AssetsRepository } from '../assets/repository';
import type { Transactor } from '../db/transactor';
import { qrImagePath } from '../qr/payload';
import type { UsersRepository } from './repository';

export function createAssignmentsService(
  tx: Transactor<{ users: UsersRepository; assets: AssetsRepository }>,
  secret: string,
) {
  return {
    usersWithAssets: () =>
      tx.read(async (r): Promise<UserWithAssets[]> => {
        const [users, assets] = await Promise.all([r.users.list(), r.assets.listAssignedSummaries()]);
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
      }),
  };
}
export type AssignmentsService = ReturnType<typeof createAssignmentsService>;
