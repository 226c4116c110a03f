/** An asset's history: every activity on it, newest first, paged. */
import { PAGE_SIZE, type PageQuery } from '@harbour/contract';
import type { AssetsRepository } from '../assets/repository';
import type { Transactor } from '../db/transactor';
import { NotFoundError } from '../errors';
import { toActivityDto } from '../common/activity-dto';
import type { ActivityRepository } from './repository';

interface HistoryRepositories {
  activity: ActivityRepository;
  assets: AssetsRepository;
}

export function createHistoryService(tx: Transactor<HistoryRepositories>) {
  return {
    forAsset: (assetId: string, query: PageQuery) =>
      tx.read(async (r) => {
        if (!(await r.assets.findById(assetId)))
          throw new NotFoundError('asset-not-found', 'Asset not found');
        const { rows, total } = await r.activity.pageForAsset(
          assetId,
          query.page ?? 1,
          query.limit ?? PAGE_SIZE,
        );
        return { activities: rows.map(toActivityDto), total };
      }),
  };
}
export type HistoryService = ReturnType<typeof createHistoryService>;
