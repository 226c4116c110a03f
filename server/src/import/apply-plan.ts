/** Writes an import's plan inside the caller's transaction: the assets, their history and their due items. */
import type { ActivityRepository } from '../activity/repository';
import { assignedEntry, createdEntry, describeEdit } from '../common/activity-entries';
import type { AssetsRepository } from '../assets/repository';
import type { DueRecompute, DueRecomputeRepositories } from '../compliance/due-recompute-service';
import { newId } from '../db/ids';
import type { PlansRepository } from '../plans/repository';
import type { PlannedWrite } from './plan-rows';

export interface ApplyRepositories extends DueRecomputeRepositories {
  assets: AssetsRepository;
  activity: ActivityRepository;
  plans: PlansRepository;
}

type Entry = Parameters<ActivityRepository['record']>[number];

/** Rows per INSERT: 1,000 assets bind 19,000 parameters, under SQLite's 32,766 and PostgreSQL's 65,535. */
const CHUNK = 1000;

async function inChunks<T>(items: T[], write: (chunk: T[]) => Promise<void>) {
  for (let start = 0; start < items.length; start += CHUNK) await write(items.slice(start, start + CHUNK));
}

export async function applyPlan(
  r: ApplyRepositories,
  dueRecompute: DueRecompute,
  actor: { id: string; username: string },
  writes: PlannedWrite[],
  now: string,
): Promise<void> {
  const plannedTypes = await r.plans.plannedTypes();
  const entries: Entry[] = [];
  const newRows = [];
  const recompute: { asset: { id: string; type: string }; previousType?: string }[] = [];

  for (const { before, next, change, newAssigneeName } of writes) {
    if (!before) {
      const id = newId();
      newRows.push({ id, ...next, image_file: null, thumb_file: null, created_at: now, updated_at: now });
      const asset = { id, name: next.name };
      entries.push({ ...createdEntry(next.type, next.location), asset, actor });
      if (newAssigneeName) entries.push({ ...assignedEntry(newAssigneeName), asset, actor });
      if (plannedTypes.has(next.type)) recompute.push({ asset: { id, type: next.type } });
      continue;
    }
    await r.assets.update(before.id, { ...next, updated_at: now });
    const after = { ...before, ...next };
    const asset = { id: before.id, name: next.name };
    const described = describeEdit(
      { ...before, imageFile: before.image_file },
      { ...after, imageFile: after.image_file },
      { change, previousName: before.assignee_name, newName: newAssigneeName },
    );
    entries.push(...described.map((e) => ({ ...e, asset, actor })));
    if (
      after.type !== before.type ||
      after.manufactured_on !== before.manufactured_on ||
      after.in_service_on !== before.in_service_on
    )
      recompute.push({ asset: { id: before.id, type: after.type }, previousType: before.type });
  }
  await inChunks(newRows, (chunk) => r.assets.insertMany(chunk));
  await inChunks(entries, (chunk) => r.activity.record(...chunk));
  for (const { asset, previousType } of recompute) await dueRecompute.forAsset(r, asset, previousType);
}
