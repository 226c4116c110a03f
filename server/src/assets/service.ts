import {
  checkFieldValue,
  DEFAULT_ASSET_STATUS,
  FIELD_FILTER_PREFIX,
  FILTERABLE_FIELD_KINDS,
  PAGE_SIZE,
  type AssetListQuery,
  type FieldValues,
  type Position,
} from '@harbour/contract';
import type { AssetTypeRecord, AssetTypesRepository } from '../asset-types/repository';
import {
  applyFieldValues,
  filterValue,
  indexFieldValues,
  parseStoredValues,
  valuesOfFields,
} from '../common/asset-field-values';
import type { ActivityRepository } from '../activity/repository';
import { accessScope } from '../common/access-scope';
import type { AuthUser } from '../common/auth-user';
import type { DueRecompute, DueRecomputeRepositories } from '../compliance/due-recompute-service';
import { newId, nowIso } from '../db/ids';
import { fieldTime } from '../common/field-time';
import type { LockMode, Locks } from '../db/locks';
import type { Transactor } from '../db/transactor';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import type { ProcessedImage } from '../common/images';
import type { FilesRepository } from '../files/repository';
import type { UsersRepository } from '../users/repository';
import { applyAssignment } from '../common/asset-assignment';
import { positionColumns, type AssetFields } from '../common/asset-form';
import {
  assignedEntry,
  createdEntry,
  deletedEntry,
  describeEdit,
  scannedEntry,
} from '../common/activity-entries';
import { registerColumns } from '../common/asset-register';
import type { AssetRow } from '../common/asset-dto';
import type { AssetsRepository, FieldFilter } from './repository';
import type { LocationsRepository } from '../locations/repository';
import type { StationCheck } from '../locations/off-station-service';
import type { FieldProblems } from '../errors';

interface AssetsRepositories extends DueRecomputeRepositories {
  assets: AssetsRepository;
  locations: LocationsRepository;
  assetTypes: AssetTypesRepository;
  users: UsersRepository;
  files: FilesRepository;
  activity: ActivityRepository;
  locks: Locks;
}

const assetNotFound = () => new NotFoundError('asset-not-found', 'Asset not found');

/** The same scan (asset, user and location) again this soon is a repeat (a double tap, a resend): merged. */
const SCAN_REPEAT_MS = 10_000;

async function assigneeName(r: AssetsRepositories, assignedTo: string | undefined): Promise<string | null> {
  if (!assignedTo) return null;
  // Held until commit: the user cannot be deleted between this check and the assignment.
  await r.locks.user(assignedTo, 'share');
  const user = await r.users.findById(assignedTo);
  if (!user)
    throw new ValidationError('validation-failed', 'The assigned user does not exist', {
      assignedTo: { code: 'unknown-reference', message: 'Unknown user' },
    });
  return user.username;
}

async function storeImage(r: AssetsRepositories, image: ProcessedImage | undefined) {
  if (!image) return undefined;
  await r.files.save(image.image);
  await r.files.save(image.thumbnail);
  return { image_file: image.image.name, thumb_file: image.thumbnail.name };
}

/** The values an asset holds after a write, or the refusal naming each value that does not fit. */
function valuesOrRefuse(
  type: AssetTypeRecord,
  base: FieldValues,
  sent: Record<string, string>,
  checkRequired: boolean,
): FieldValues {
  const applied = applyFieldValues(type, base, sent, checkRequired);
  if (!applied.problems) return applied.values;
  const { problems } = applied;
  const message = `Invalid asset: ${Object.entries(problems)
    .map(([field, problem]) => `${field}: ${problem.message}`)
    .join('; ')}`;
  throw new ValidationError('validation-failed', message, problems);
}

/** An IMO number is searched by its seven digits, written with or without "IMO " before them. */
const searchText = (q: string | undefined) => q?.trim().match(/^imo\s*(\d{7})$/i)?.[1] ?? q;

/**
 * The list's `field.<key>=<value>` parameters as filters on choice and yes-no fields: a choice matches its
 * option ignoring case, a yes-no field yes, no, true or false. A key no type has as such a field is refused.
 */
async function fieldFiltersOf(r: AssetsRepositories, query: AssetListQuery): Promise<FieldFilter[]> {
  const filters: FieldFilter[] = [];
  const problems: FieldProblems = {};
  for (const [name, sent] of Object.entries(query)) {
    if (!name.startsWith(FIELD_FILTER_PREFIX)) continue;
    const key = name.slice(FIELD_FILTER_PREFIX.length);
    const fields = (await r.assetTypes.fieldsWithKey(key)).filter((field) =>
      FILTERABLE_FIELD_KINDS.includes(field.kind),
    );
    if (typeof sent !== 'string') {
      problems[name] = { code: 'invalid-type', message: `${name} must be given once, as text` };
      continue;
    }
    if (fields.length === 0) {
      problems[name] = { code: 'unknown-reference', message: `${key} is not a choice or yes-no field` };
      continue;
    }
    const values = new Set<string>();
    let refusal = '';
    for (const field of fields) {
      if (field.kind === 'choice') values.add(filterValue(sent));
      else {
        const checked = checkFieldValue({ ...field, required: false }, sent);
        if (checked.ok && typeof checked.value === 'boolean') values.add(filterValue(checked.value));
        else if (!checked.ok) refusal = checked.message;
      }
    }
    if (values.size === 0) problems[name] = { code: 'invalid-choice', message: refusal };
    else filters.push({ key, values: [...values] });
  }
  if (Object.keys(problems).length > 0)
    throw new ValidationError(
      'validation-failed',
      Object.values(problems)
        .map((problem) => problem.message)
        .join('; '),
      problems,
    );
  return filters;
}

export function createAssetsService(
  tx: Transactor<AssetsRepositories>,
  dueRecompute: DueRecompute,
  station: StationCheck,
) {
  const mustFind = async (r: AssetsRepositories, id: string): Promise<AssetRow> => {
    const row = await r.assets.findById(id);
    if (!row) throw assetNotFound();
    return row;
  };
  /** Reads the asset under a lock, so concurrent edits apply one after the other to the latest state. */
  const lockAndFind = async (r: AssetsRepositories, id: string, mode: LockMode = 'update') => {
    await r.locks.asset(id, mode);
    return mustFind(r, id);
  };

  return {
    get: (id: string) => tx.read((r) => mustFind(r, id)),

    listAll: () => tx.read((r) => r.assets.listAll()),

    /**
     * One page of the register. The compliance filter reads compliance state, so an employee's reaches only
     * the assets they hold, as GET /compliance does.
     */
    listPage: async (viewer: AuthUser, filters: AssetListQuery) => {
      const scope = filters.compliance ? accessScope(viewer) : {};
      // Another holder's (or nobody's) assets, by compliance: none of them is the employee's to see.
      if (scope.assignedTo && filters.assignedTo && filters.assignedTo !== scope.assignedTo)
        return { rows: [], total: 0 };
      return tx.read(async (r) => {
        const locationSubtree = await r.locations.filterOf(filters);
        if (locationSubtree === null) return { rows: [], total: 0 };
        const query = {
          ...filters,
          ...scope,
          q: searchText(filters.q),
          fieldFilters: await fieldFiltersOf(r, filters),
          ...(locationSubtree ? { locationSubtree } : {}),
        };
        return r.assets.listPage(query, query.page ?? 1, query.limit ?? PAGE_SIZE, dueRecompute.today());
      });
    },

    create: (actor: AuthUser, fields: AssetFields, image?: ProcessedImage) =>
      tx.write(async (r) => {
        const now = nowIso();
        const newName = await assigneeName(r, fields.assignedTo);
        const assignment = applyAssignment(
          null,
          { assignedTo: fields.assignedTo, status: fields.status },
          now,
        );
        const id = newId();
        const type = await r.assetTypes.ensure(fields.type);
        const values = valuesOrRefuse(type, {}, fields.fieldValues, true);
        const place = await r.locations.ensure(fields.location);
        await r.assets.insert({
          id,
          name: fields.name,
          type: fields.type,
          location: place.path,
          location_id: place.id,
          ...positionColumns(fields.position),
          status: assignment.status ?? DEFAULT_ASSET_STATUS,
          assigned_to: assignment.assignedTo,
          date_assigned: assignment.dateAssigned,
          image_file: null,
          thumb_file: null,
          created_at: now,
          updated_at: now,
          ...registerColumns(fields),
          ...(await storeImage(r, image)),
          type_id: type.id,
          fieldIndex: indexFieldValues(type.fields, values),
        });
        await dueRecompute.forAsset(r, { id, type: fields.type });
        const asset = { id, name: fields.name };
        await r.activity.record(
          { ...createdEntry(fields.type, place.path), asset, actor },
          ...(newName ? [{ ...assignedEntry(newName), asset, actor }] : []),
        );
        return mustFind(r, id);
      }),

    update: (actor: AuthUser, id: string, fields: AssetFields, image?: ProcessedImage) =>
      tx.write(async (r) => {
        const before = await lockAndFind(r, id);
        const now = nowIso();
        const newName = await assigneeName(r, fields.assignedTo);
        const assignment = applyAssignment(
          { assignedTo: before.assigned_to, status: before.status, dateAssigned: before.date_assigned },
          { assignedTo: fields.assignedTo, status: fields.status },
          now,
        );
        const type = await r.assetTypes.ensure(fields.type);
        const stored = parseStoredValues(before.fields);
        const typeChanged = before.type_id !== type.id;
        // Changing the type drops the values of fields the new type does not have.
        const base = typeChanged ? valuesOfFields(type.fields, stored) : stored;
        const valuesSent = Object.keys(fields.fieldValues).length > 0;
        const values = valuesOrRefuse(type, base, fields.fieldValues, typeChanged || valuesSent);
        const newImage = await storeImage(r, image);
        const place = await r.locations.ensure(fields.location);
        await r.assets.update(
          id,
          {
            name: fields.name,
            type: fields.type,
            location: place.path,
            location_id: place.id,
            ...positionColumns(fields.position),
            status: assignment.status,
            assigned_to: assignment.assignedTo,
            date_assigned: assignment.dateAssigned,
            updated_at: now,
            ...registerColumns(fields),
            ...newImage,
            type_id: type.id,
            statusCause: 'edit',
          },
          indexFieldValues(type.fields, values),
        );
        if (newImage) await r.files.deleteUnreferenced([before.image_file, before.thumb_file]);
        const after = await mustFind(r, id);
        if (
          after.type !== before.type ||
          after.manufactured_on !== before.manufactured_on ||
          after.in_service_on !== before.in_service_on
        )
          await dueRecompute.forAsset(r, after, before.type);
        const entries = describeEdit(
          { ...before, imageFile: before.image_file, fieldValues: stored },
          { ...after, imageFile: after.image_file, fieldValues: values },
          { change: assignment.change, previousName: before.assignee_name, newName },
        );
        const asset = { id, name: fields.name };
        await r.activity.record(...entries.map((e) => ({ ...e, asset, actor })));
        return after;
      }),

    remove: (actor: AuthUser, id: string) =>
      tx.write(async (r) => {
        const before = await lockAndFind(r, id);
        await r.assets.delete(id);
        await r.files.deleteUnreferenced([before.image_file, before.thumb_file]);
        await r.activity.record({
          ...deletedEntry(before.type, before.location),
          asset: { id, name: before.name },
          actor,
        });
        return before;
      }),

    /** An administrator's word that a flagged asset is back on station, with a note saying how they know. */
    backOnStation: (actor: AuthUser, id: string, note: string) =>
      tx.write(async (r) => {
        const asset = await lockAndFind(r, id);
        if (asset.off_station_at === null)
          throw new ConflictError('not-off-station', `${asset.name} is not flagged off station`);
        await station.clear(r, actor, asset, note);
        return mustFind(r, id);
      }),

    async recordScan(
      actor: AuthUser,
      assetId: string,
      scanLocation: string | undefined,
      occurredAt?: string,
      position?: Position,
    ) {
      const location = scanLocation ?? null;
      const time = fieldTime(occurredAt);
      // Read before the write, so the scan's own transaction (and the asset lock it holds) stays as short.
      const happened = Date.parse(time.at);
      const since = new Date(happened - SCAN_REPEAT_MS).toISOString();
      const until = new Date(happened + SCAN_REPEAT_MS).toISOString();
      const latest = await tx.read((r) => r.activity.latestByUserOnAsset(assetId, actor.id, since, until));
      const repeated = latest?.action === 'scanned' && latest.scan_location === location ? latest : null;
      return tx.write(async (r) => {
        // A scan and a deletion of the same asset are recorded in one order or the other, never crossed.
        const asset = await lockAndFind(r, assetId, 'share');
        // A repeat moves the scan it repeats to the later of the two (one synced late may be the earlier).
        if (repeated) {
          if (time.at > repeated.created_at) await r.activity.renewScan(repeated.id, time);
        } else
          await r.activity.record({
            ...scannedEntry(actor.username),
            asset: { id: asset.id, name: asset.name },
            actor,
            scanLocation: location,
            ...time,
          });
        if (!position) return asset;
        await station.check(r, actor, asset, position, time.at);
        return mustFind(r, assetId);
      });
    },
  };
}
export type AssetsService = ReturnType<typeof createAssetsService>;
