/** Recording an inspection (answers checked, photos stored, next due date set, history written) and reading them. */
import { INSPECTION_HISTORY_PAGE_SIZE, type InspectionInput } from '@harbour/contract';
import type { ActivityRepository } from '../activity/repository';
import { inspectedEntry, maintenanceEntry } from '../common/activity-entries';
import type { AssetsRepository } from '../assets/repository';
import type { AuthUser } from '../common/auth-user';
import type { DueRecompute, DueRecomputeRepositories } from '../compliance/due-recompute-service';
import { dateIn, todayIn } from '../common/due-date';
import { fieldTime } from '../common/field-time';
import { toDueInspectionDto } from '../common/due-item-dto';
import { newId } from '../db/ids';
import type { Transactor } from '../db/transactor';
import type { StationCheck, StationRepositories } from '../locations/off-station-service';
import { holdsOrAdministers } from '../common/access-scope';
import { NotFoundError, ValidationError } from '../errors';
import { processImageUpload } from '../common/images';
import type { StoredFile } from '../common/images';
import type { FilesRepository } from '../files/repository';
import type { StoredPlan } from '../plans/repository';
import { checkAnswers } from './answers';
import type { StoredInspection } from '../common/inspection-dto';
import type { InspectionsRepository } from './repository';

interface InspectionsRepositories extends DueRecomputeRepositories, StationRepositories {
  assets: AssetsRepository;
  inspections: InspectionsRepository;
  activity: ActivityRepository;
  files: FilesRepository;
}

/** Photo files by checklist item id, as read from the form. */
export type InspectionPhotos = Map<string, Buffer>;

const assetNotFound = () => new NotFoundError('asset-not-found', 'Asset not found');

async function planFor(r: InspectionsRepositories, planId: string, asset: { id: string; type: string }) {
  const plan = await r.plans.find(planId);
  if (!plan || !(await r.plans.appliesTo(planId, asset)))
    throw new ValidationError('plan-not-applicable', 'This plan does not apply to this asset', {
      planId: { code: 'not-applicable', message: 'Not a plan of this asset' },
    });
  return plan;
}

/** Re-encodes each photo like an asset image; a refusal names the item it was for. */
async function processPhotos(plan: StoredPlan, photos: InspectionPhotos): Promise<Map<string, StoredFile>> {
  const stored = new Map<string, StoredFile>();
  for (const [itemId, bytes] of photos) {
    const label = plan.checklist.find((item) => item.id === itemId)?.label ?? itemId;
    try {
      stored.set(itemId, (await processImageUpload(bytes)).image);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      throw new ValidationError(
        error.code,
        error.message.replace(/^The asset image/, `The photo for '${label}'`),
        {
          [`photo.${itemId}`]: error.fields?.assetImage ?? {
            code: 'invalid-value',
            message: error.message,
          },
        },
        { cause: error },
      );
    }
  }
  return stored;
}

export function createInspectionsService(
  tx: Transactor<InspectionsRepositories>,
  dueRecompute: DueRecompute,
  timeZone: string,
  station: StationCheck,
) {
  const mustFindAsset = async (r: InspectionsRepositories, id: string) => {
    const asset = await r.assets.findById(id);
    if (!asset) throw assetNotFound();
    return asset;
  };

  return {
    /**
     * What is due on the asset (soonest first: what a scan shows, to anyone who may inspect it) and one page
     * of what was done (newest first): all of it for the asset's holder and administrators, otherwise only
     * the viewer's own inspections.
     */
    forAsset: (viewer: AuthUser, assetId: string, page = 1) =>
      tx.read(async (r) => {
        const asset = await mustFindAsset(r, assetId);
        const byUser = holdsOrAdministers(viewer, asset) ? undefined : viewer.id;
        const [due, history] = await Promise.all([
          r.dueItems.forAsset(assetId),
          r.inspections.pageForAsset(assetId, page, INSPECTION_HISTORY_PAGE_SIZE, byUser),
        ]);
        const today = todayIn(timeZone);
        const inspections = due.filter((item) => item.kind === 'inspection');
        return { due: inspections.map((item) => toDueInspectionDto(item, today)), history };
      }),

    assertAssetExists: (assetId: string) => tx.read(async (r) => void (await mustFindAsset(r, assetId))),

    /** Checked as soon as a form names its plan, before its photos are read. */
    assertPlanApplies: (assetId: string, planId: string) =>
      tx.read(async (r) => void (await planFor(r, planId, await mustFindAsset(r, assetId)))),

    async record(
      actor: AuthUser,
      assetId: string,
      input: InspectionInput,
      photos: InspectionPhotos,
    ): Promise<StoredInspection> {
      const time = fieldTime(input.occurredAt);
      // Checked first outside the transaction, so the photos are decoded before any lock is taken.
      const draft = await tx.read(async (r) => planFor(r, input.planId, await mustFindAsset(r, assetId)));
      checkAnswers(draft.checklist, input.answers, new Set(photos.keys()));
      const storedPhotos = await processPhotos(draft, photos);

      return tx.write(async (r) => {
        await r.locks.asset(assetId, 'update');
        const asset = await mustFindAsset(r, assetId);
        await r.locks.plans([input.planId], 'share');
        // The plan as it is now: an edit since the first check is checked again.
        const plan = await planFor(r, input.planId, asset);
        const checked = checkAnswers(plan.checklist, input.answers, new Set(photos.keys()));
        for (const file of storedPhotos.values()) await r.files.save(file);
        const answers = checked.answers.map((answer) => {
          const photo = storedPhotos.get(answer.id);
          return { ...answer, photo: photo ? `/uploads/${photo.name}` : null };
        });

        const inspection: StoredInspection = {
          id: newId(Date.parse(time.at)),
          assetId,
          planId: plan.id,
          planName: plan.name,
          userId: actor.id,
          username: actor.username,
          // The due date follows from the day it was done, not from the day it was synced.
          performedAt: time.at,
          receivedAt: time.receivedAt,
          performedOn: dateIn(timeZone, new Date(time.at)),
          passed: checked.failedItems.length === 0,
          answers,
          notes: input.notes === undefined || input.notes === '' ? null : input.notes,
          position: input.position ?? null,
          nextDueOn: null,
          source: 'field',
        };
        await r.inspections.insert(inspection);
        const items = await dueRecompute.forAsset(r, asset);
        inspection.nextDueOn = items.find((item) => item.source_id === plan.id)?.due_on ?? null;
        await r.inspections.setNextDueOn(inspection.id, inspection.nextDueOn);

        const about = { asset: { id: asset.id, name: asset.name }, actor };
        const toMaintenance =
          !inspection.passed && plan.failSetsMaintenance && asset.status !== 'Under Maintenance';
        if (toMaintenance)
          await r.assets.update(asset.id, {
            status: 'Under Maintenance',
            updated_at: time.receivedAt,
            statusAt: time.at,
            statusCause: 'inspection',
          });
        const when = { at: time.at, receivedAt: time.receivedAt };
        await r.activity.record(
          { ...inspectedEntry(plan.name, checked.failedItems, inspection.nextDueOn), ...about, ...when },
          ...(toMaintenance ? [{ ...maintenanceEntry(asset.status), ...about, ...when }] : []),
        );
        if (input.position) await station.check(r, actor, asset, input.position, time.at);
        return inspection;
      });
    },
  };
}
export type InspectionsService = ReturnType<typeof createInspectionsService>;
