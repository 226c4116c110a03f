/** Reporting defects (staff and public), triaging them, and reading them within each person's scope. */
import {
  DEFECT_TRANSITIONS,
  PAGE_SIZE,
  PUBLIC_REPORT_GROUP_HOURS,
  publicDefectState,
  type CreateDefectInput,
  type CreatePublicDefectInput,
  type Defect,
  type DefectListQuery,
  type PublicAsset,
  type PublicDefectStatus,
  type TriageDefectInput,
} from '@harbour/contract';
import type { ActivityRepository } from '../activity/repository';
import type { AssetsRepository } from '../assets/repository';
import type { AssetTypesRepository } from '../asset-types/repository';
import { maintenanceEntry } from '../common/activity-entries';
import type { AuthUser } from '../common/auth-user';
import { fieldTime } from '../common/field-time';
import { processImageUpload, type StoredFile } from '../common/images';
import { newId, nowIso } from '../db/ids';
import type { Locks } from '../db/locks';
import type { Transactor } from '../db/transactor';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import type { FilesRepository } from '../files/repository';
import { newDefectReference } from './reference';
import type { DefectsRepository, StoredDefect } from './repository';
import type { SafetyAlerts } from './safety-alerts';

interface DefectsRepositories {
  defects: DefectsRepository;
  assets: AssetsRepository;
  assetTypes: AssetTypesRepository;
  activity: ActivityRepository;
  files: FilesRepository;
  locks: Locks;
}

/** Photo files as read from the form, in the order sent. */
export type DefectPhotos = Buffer[];

const assetNotFound = () => new NotFoundError('asset-not-found', 'Asset not found');
const defectNotFound = () => new NotFoundError('defect-not-found', 'Defect not found');
const PUBLIC_ACTOR = { id: null, username: 'Public report' };

/** Re-encodes each photo like an asset image (no metadata kept); a refusal names the photo. */
async function processPhotos(photos: DefectPhotos): Promise<StoredFile[]> {
  const stored: StoredFile[] = [];
  for (const [index, bytes] of photos.entries()) {
    try {
      stored.push((await processImageUpload(bytes)).image);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const field = `photo.${index + 1}`;
      throw new ValidationError(
        error.code,
        error.message.replace(/^The asset image/, `Photo ${index + 1}`),
        { [field]: error.fields?.assetImage ?? { code: 'invalid-value', message: error.message } },
        { cause: error },
      );
    }
  }
  return stored;
}

const invalid = (
  field: string,
  code: 'required' | 'invalid-choice' | 'unknown-reference' | 'not-applicable',
  message: string,
) => new ValidationError('validation-failed', message, { [field]: { code, message } });

/** The answer; `contact` only for an administrator. */
function toDefectDto(row: StoredDefect, viewer: { role: string }): Defect {
  return {
    _id: row.id,
    reference: row.reference,
    assetId: row.asset_id,
    asset: { _id: row.asset_id, name: row.asset_name, type: row.asset_type, location: row.asset_location },
    description: row.description,
    fault: row.fault,
    severity: row.severity,
    state: row.state,
    source: row.source,
    reportedBy:
      row.source === 'public' || row.reported_by_name === null
        ? null
        : { _id: row.reported_by ?? '', username: row.reported_by_name },
    contact: viewer.role === 'admin' ? row.contact : null,
    photos: row.photos.map((photo) => ({ _id: photo.id, url: `/uploads/${photo.file_name}` })),
    position:
      row.latitude === null || row.longitude === null
        ? null
        : {
            lat: row.latitude,
            lon: row.longitude,
            ...(row.accuracy === null ? {} : { accuracy: row.accuracy }),
          },
    duplicateOf: row.duplicate_of,
    groupedUnder: row.grouped_under,
    reportCount: row.report_count,
    rejectionReason: row.rejection_reason,
    triageNote: row.triage_note,
    triagedBy: row.triaged_by_name === null ? null : { _id: row.triaged_by, username: row.triaged_by_name },
    triagedAt: row.triaged_at,
    workOrderId: row.work_order_id,
    occurredAt: row.occurred_at,
    receivedAt: row.received_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Alerts that tell nobody (demo data, scripts). */
export const NO_SAFETY_ALERTS: SafetyAlerts = {
  queue: () => undefined,
  idle: () => Promise.resolve(),
  setLog: () => undefined,
  close: () => undefined,
};

/** An administrator sees every defect; anyone else those they reported and those on assets they hold. */
const scopeOf = (viewer: AuthUser) => (viewer.role === 'admin' ? {} : { userId: viewer.id });

export function createDefectsService(tx: Transactor<DefectsRepositories>, alerts: SafetyAlerts) {
  const mustFindAsset = async (r: DefectsRepositories, id: string) => {
    const asset = await r.assets.findById(id);
    if (!asset) throw assetNotFound();
    return asset;
  };

  /** The asset when its type takes public reports; otherwise the same 404 as an unknown asset. */
  const publicAsset = async (r: DefectsRepositories, id: string) => {
    const asset = await mustFindAsset(r, id);
    const type = asset.type_id ? await r.assetTypes.findById(asset.type_id) : undefined;
    if (!type || type.public_reports !== 1) throw assetNotFound();
    return asset;
  };

  const uniqueReference = async (r: DefectsRepositories) => {
    for (;;) {
      const reference = newDefectReference();
      if (!(await r.defects.referenceTaken(reference))) return reference;
    }
  };

  /** Sets the asset Under Maintenance for a safety defect, with its history entry, unless it already is. */
  const toMaintenance = async (
    r: DefectsRepositories,
    assetId: string,
    actor: { id: string | null; username: string },
    when: { at: string; receivedAt: string },
  ) => {
    const asset = await mustFindAsset(r, assetId);
    if (asset.status === 'Under Maintenance') return;
    await r.assets.update(asset.id, { status: 'Under Maintenance', updated_at: when.receivedAt });
    await r.activity.record({
      ...maintenanceEntry(asset.status),
      asset: { id: asset.id, name: asset.name },
      actor,
      ...when,
    });
  };

  const mustFind = async (r: DefectsRepositories, viewer: AuthUser, id: string) => {
    const defect = await r.defects.find(id);
    if (!defect) throw defectNotFound();
    if (viewer.role !== 'admin' && defect.reported_by !== viewer.id) {
      const asset = await r.assets.findById(defect.asset_id);
      if (asset?.assigned_to !== viewer.id) throw defectNotFound();
    }
    return defect;
  };

  return {
    assertAssetExists: (assetId: string) => tx.read(async (r) => void (await mustFindAsset(r, assetId))),

    assertPublicAsset: (assetId: string) => tx.read(async (r) => void (await publicAsset(r, assetId))),

    async create(actor: AuthUser, assetId: string, input: CreateDefectInput, photos: DefectPhotos) {
      const time = fieldTime(input.occurredAt);
      const stored = await processPhotos(photos);
      const defect = await tx.write(async (r) => {
        await r.locks.asset(assetId, 'update');
        const asset = await mustFindAsset(r, assetId);
        let fault: string | null = null;
        if (input.fault !== undefined) {
          const type = asset.type_id ? await r.assetTypes.findById(asset.type_id) : undefined;
          const wanted = input.fault.toLowerCase();
          fault = type?.common_faults.find((candidate) => candidate.toLowerCase() === wanted) ?? null;
          if (fault === null)
            throw invalid('fault', 'invalid-choice', "fault must be one of the asset type's common faults");
        }
        const id = newId(Date.parse(time.at));
        const reference = await uniqueReference(r);
        await r.defects.insert({
          id,
          reference,
          asset_id: asset.id,
          description: input.description,
          fault,
          severity: input.severity,
          state: 'new',
          source: 'staff',
          reported_by: actor.id,
          reported_by_name: actor.username,
          contact: null,
          latitude: input.position?.lat ?? null,
          longitude: input.position?.lon ?? null,
          accuracy: input.position?.accuracy ?? null,
          duplicate_of: null,
          grouped_under: null,
          rejection_reason: null,
          triage_note: null,
          triaged_by: null,
          triaged_by_name: null,
          triaged_at: null,
          work_order_id: null,
          occurred_at: time.at,
          received_at: time.receivedAt,
          created_at: time.receivedAt,
          updated_at: time.receivedAt,
        });
        for (const file of stored) await r.files.save(file);
        await r.defects.addPhotos(
          id,
          stored.map((file) => ({ id: newId(), file_name: file.name })),
        );
        const when = { at: time.at, receivedAt: time.receivedAt };
        await r.activity.record({
          action: 'defect-reported',
          details: `Defect ${reference} reported (${input.severity}): ${input.description.slice(0, 200)}`,
          asset: { id: asset.id, name: asset.name },
          actor,
          ...when,
        });
        if (input.severity === 'safety') await toMaintenance(r, asset.id, actor, when);
        const made = await r.defects.find(id);
        if (!made) throw defectNotFound();
        return made;
      });
      if (defect.severity === 'safety') alerts.queue(defect);
      return toDefectDto(defect, actor);
    },

    /**
     * A visitor's report: stored as `normal`, grouped under the first open public report of the same asset
     * within PUBLIC_REPORT_GROUP_HOURS. With the honeypot filled nothing is stored and a made-up reference
     * is answered, as a success would be.
     */
    async createPublic(assetId: string, input: CreatePublicDefectInput, photos: DefectPhotos) {
      const now = nowIso();
      if (input.website !== undefined && input.website.trim() !== '') {
        await tx.read(async (r) => void (await publicAsset(r, assetId)));
        return { reference: newDefectReference() };
      }
      const stored = await processPhotos(photos);
      return tx.write(async (r) => {
        await r.locks.asset(assetId, 'update');
        const asset = await publicAsset(r, assetId);
        const since = new Date(Date.parse(now) - PUBLIC_REPORT_GROUP_HOURS * 3_600_000).toISOString();
        const head = await r.defects.groupHead(asset.id, since);
        const id = newId();
        const reference = await uniqueReference(r);
        await r.defects.insert({
          id,
          reference,
          asset_id: asset.id,
          description: input.description,
          fault: null,
          severity: 'normal',
          state: 'new',
          source: 'public',
          reported_by: null,
          reported_by_name: null,
          contact: input.contact === undefined || input.contact === '' ? null : input.contact,
          latitude: input.position?.lat ?? null,
          longitude: input.position?.lon ?? null,
          accuracy: input.position?.accuracy ?? null,
          duplicate_of: null,
          grouped_under: head?.id ?? null,
          rejection_reason: null,
          triage_note: null,
          triaged_by: null,
          triaged_by_name: null,
          triaged_at: null,
          work_order_id: null,
          occurred_at: now,
          received_at: now,
          created_at: now,
          updated_at: now,
        });
        if (head) await r.defects.setReportCount(head.id, 1 + (await r.defects.countGrouped(head.id)));
        for (const file of stored) await r.files.save(file);
        await r.defects.addPhotos(
          id,
          stored.map((file) => ({ id: newId(), file_name: file.name })),
        );
        await r.activity.record({
          action: 'defect-reported',
          details: `Defect ${reference} reported by the public${head ? ' (grouped with an earlier report)' : ''}: ${input.description.slice(0, 200)}`,
          asset: { id: asset.id, name: asset.name },
          actor: PUBLIC_ACTOR,
        });
        return { reference };
      });
    },

    publicAsset: (assetId: string): Promise<PublicAsset> =>
      tx.read(async (r) => {
        const asset = await publicAsset(r, assetId);
        return { name: asset.name, type: asset.type };
      }),

    /** A report's status as the public sees it: its group head's state when grouped. */
    publicStatus: (reference: string): Promise<PublicDefectStatus> =>
      tx.read(async (r) => {
        const own = await r.defects.findByReference(reference);
        if (!own) throw defectNotFound();
        const head = own.grouped_under ? ((await r.defects.find(own.grouped_under)) ?? own) : own;
        const state = publicDefectState(head.state);
        return {
          reference: own.reference,
          state,
          rejectionReason: state === 'rejected' ? head.rejection_reason : null,
          updatedAt: head.updated_at > own.updated_at ? head.updated_at : own.updated_at,
        };
      }),

    get: (viewer: AuthUser, id: string) =>
      tx.read(async (r) => toDefectDto(await mustFind(r, viewer, id), viewer)),

    list: (viewer: AuthUser, query: DefectListQuery) =>
      tx.read(async (r) => {
        const limit = query.limit ?? PAGE_SIZE;
        const { rows, total } = await r.defects.page(scopeOf(viewer), query, query.page ?? 1, limit);
        return { rows: rows.map((row) => toDefectDto(row, viewer)), total };
      }),

    /** Triage by an administrator: a state move, severity, duplicate, rejection reason, note. */
    async triage(actor: AuthUser, id: string, input: TriageDefectInput): Promise<Defect> {
      const defect = await tx.write(async (r) => {
        const found = await r.defects.find(id);
        if (!found) throw defectNotFound();
        await r.locks.asset(found.asset_id, 'update');
        const before = await r.defects.find(id);
        if (!before) throw defectNotFound();
        const state = input.state ?? before.state;
        const moving = state !== before.state;
        if (moving && !DEFECT_TRANSITIONS[before.state].includes(state))
          throw new ConflictError(
            'defect-transition-refused',
            `A defect cannot move from ${before.state} to ${state}`,
          );
        if (input.duplicateOf !== undefined && state !== 'duplicate')
          throw invalid('duplicateOf', 'not-applicable', 'duplicateOf is only for a defect marked duplicate');
        if (input.rejectionReason !== undefined && state !== 'rejected')
          throw invalid('rejectionReason', 'not-applicable', 'rejectionReason is only for a rejected defect');
        let duplicateOf = state === 'duplicate' ? (input.duplicateOf ?? before.duplicate_of) : null;
        if (state === 'duplicate') {
          if (duplicateOf === null)
            throw invalid('duplicateOf', 'required', 'A duplicate needs duplicateOf: the defect it repeats');
          if (duplicateOf === before.id)
            throw invalid('duplicateOf', 'unknown-reference', 'A defect cannot be a duplicate of itself');
          if (!(await r.defects.find(duplicateOf)))
            throw invalid('duplicateOf', 'unknown-reference', 'duplicateOf names no defect');
          // No cycle: follow what the target repeats, and what that repeats, back to this one.
          const seen = new Set<string>([before.id]);
          for (
            let next: string | null = duplicateOf;
            next !== null;
            next = await r.defects.duplicateOf(next)
          ) {
            if (seen.has(next))
              throw new ConflictError(
                'defect-duplicate-cycle',
                'That defect is itself a duplicate of this one: a duplicate cannot repeat its own duplicate',
              );
            seen.add(next);
          }
        } else duplicateOf = null;
        const rejectionReason =
          state === 'rejected' ? (input.rejectionReason ?? (moving ? null : before.rejection_reason)) : null;
        if (state === 'rejected' && rejectionReason === null)
          throw invalid('rejectionReason', 'required', 'A rejected defect needs a rejection reason');
        const severity = input.severity ?? before.severity;
        const now = nowIso();
        await r.defects.update(id, {
          state,
          severity,
          duplicate_of: duplicateOf,
          rejection_reason: rejectionReason,
          ...(input.triageNote === undefined
            ? {}
            : { triage_note: input.triageNote === '' ? null : input.triageNote }),
          triaged_by: actor.id,
          triaged_by_name: actor.username,
          triaged_at: now,
          updated_at: now,
        });
        const about = { asset: { id: before.asset_id, name: before.asset_name }, actor };
        const changes = [
          ...(moving
            ? [
                `state ${before.state} → ${state}${state === 'duplicate' ? ` (of ${duplicateOf})` : ''}${state === 'rejected' ? `: ${rejectionReason}` : ''}`,
              ]
            : []),
          ...(severity !== before.severity ? [`severity ${before.severity} → ${severity}`] : []),
          ...(input.triageNote !== undefined && (input.triageNote || null) !== before.triage_note
            ? ['triage note updated']
            : []),
        ];
        if (changes.length > 0)
          await r.activity.record({
            action: 'defect-triaged',
            details: `Defect ${before.reference}: ${changes.join(', ')}`,
            ...about,
          });
        const becameSafety = severity === 'safety' && before.severity !== 'safety';
        if (becameSafety) await toMaintenance(r, before.asset_id, actor, { at: now, receivedAt: now });
        const after = await r.defects.find(id);
        if (!after) throw defectNotFound();
        return { after, becameSafety };
      });
      if (defect.becameSafety) alerts.queue(defect.after);
      return toDefectDto(defect.after, actor);
    },

    /** Defects reported between two times in a person's scope (the digest's lines), at most `limit`. */
    reportedBetween: (viewer: { id: string; role: string }, since: string, until: string, limit: number) =>
      tx.read((r) =>
        r.defects.reportedBetween(viewer.role === 'admin' ? {} : { userId: viewer.id }, since, until, limit),
      ),

    /** Open defects for the admin dashboard. */
    openCounts: () => tx.read((r) => r.defects.openCounts()),
  };
}
export type DefectsService = ReturnType<typeof createDefectsService>;
