/**
 * Asset types: an administrator's list of types with their fields and settings. A rename renames the type
 * text of its assets (each asset's history says so); a change of its fields keeps every value of a field
 * still listed, flags those that no longer fit, and drops the values of a field removed.
 */
import {
  assetTypeKey,
  type AssetType,
  type CreateAssetTypeInput,
  type UpdateAssetTypeInput,
} from '@harbour/contract';
import type { ActivityRepository } from '../activity/repository';
import type { AssetsRepository } from '../assets/repository';
import { typeRenamedEntry } from '../common/activity-entries';
import { indexFieldValues, parseStoredValues, valuesOfFields } from '../common/asset-field-values';
import type { AuthUser } from '../common/auth-user';
import { isUniqueViolation } from '../db/dialect';
import { newId, nowIso } from '../db/ids';
import type { Transactor } from '../db/transactor';
import { ConflictError, NotFoundError } from '../errors';
import type { PlansRepository } from '../plans/repository';
import type { AssetTypeRecord, AssetTypeSettings, AssetTypesRepository } from './repository';

interface AssetTypesRepositories {
  assetTypes: AssetTypesRepository;
  assets: AssetsRepository;
  activity: ActivityRepository;
  plans: PlansRepository;
}

/** Assets rewritten per read when a type changes. */
const PAGE = 500;

const notFound = () => new NotFoundError('asset-type-not-found', 'Asset type not found');

const toDto = (row: AssetTypeRecord, counts?: { assets: number; notFitting: number }): AssetType => ({
  _id: row.id,
  name: row.name,
  fields: row.fields,
  publicReports: row.public_reports === 1,
  offStationMeters: row.off_station_meters,
  availabilityCategory:
    row.availability_category === 1 || row.availability_category === 2 || row.availability_category === 3
      ? row.availability_category
      : null,
  commonFaults: row.common_faults,
  assetCount: counts?.assets ?? 0,
  valuesNotFitting: counts?.notFitting ?? 0,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export function createAssetTypesService(tx: Transactor<AssetTypesRepositories>) {
  /** A name whose key another type has: the refusal names that type as it is written. */
  const nameTaken = (name: string, cause?: unknown) =>
    new ConflictError('asset-type-name-taken', `An asset type named '${name}' already exists`, { cause });
  /** Refuses a name another type's key already has (a race is caught by the unique key instead). */
  const refuseTakenName = async (r: AssetTypesRepositories, name: string, id?: string) => {
    const existing = await r.assetTypes.findByKey(assetTypeKey(name));
    if (existing && existing.id !== id) throw nameTaken(existing.name);
  };

  const withCounts = async (r: AssetTypesRepositories, row: AssetTypeRecord) =>
    toDto(row, (await r.assetTypes.counts(row.id)).get(row.id));

  /** Rewrites each asset of the type: its type text after a rename, its values after a change of fields. */
  const rewriteAssets = async (
    r: AssetTypesRepositories,
    actor: AuthUser,
    type: AssetTypeRecord,
    renamedFrom: string | null,
  ) => {
    const now = nowIso();
    const oldNames = new Set<string>();
    let after = '';
    for (;;) {
      const page = await r.assets.pageOfType(type.id, after, PAGE);
      for (const asset of page) {
        const values = valuesOfFields(type.fields, parseStoredValues(asset.fields));
        const renamed = renamedFrom !== null && asset.type !== type.name;
        await r.assets.update(
          asset.id,
          {
            name: asset.name,
            type: renamed ? type.name : asset.type,
            location: asset.location,
            ...(renamed ? { updated_at: now } : {}),
          },
          indexFieldValues(type.fields, values),
        );
        if (renamed) {
          oldNames.add(asset.type);
          await r.activity.record({
            ...typeRenamedEntry(asset.type, type.name),
            asset: { id: asset.id, name: asset.name },
            actor,
          });
        }
      }
      if (page.length < PAGE) break;
      after = page[page.length - 1]?.id ?? after;
    }
    // The plans that applied to the type's old names apply to its new one.
    if (renamedFrom !== null) await r.plans.renameType([renamedFrom, ...oldNames], type.name);
  };

  return {
    list: () =>
      tx.read(async (r) => {
        const [rows, counts] = await Promise.all([r.assetTypes.list(), r.assetTypes.counts()]);
        return rows.map((row) => toDto(row, counts.get(row.id)));
      }),

    create: (input: CreateAssetTypeInput) =>
      tx.write(async (r) => {
        const id = newId();
        const settings: AssetTypeSettings = {
          name: input.name,
          fields: input.fields,
          public_reports: input.publicReports ? 1 : 0,
          off_station_meters: input.offStationMeters,
          availability_category: input.availabilityCategory,
          common_faults: input.commonFaults,
        };
        await refuseTakenName(r, input.name);
        try {
          await r.assetTypes.insert(id, settings, nowIso());
        } catch (error) {
          if (isUniqueViolation(error)) throw nameTaken(input.name, error);
          throw error;
        }
        const made = await r.assetTypes.findById(id);
        if (!made) throw notFound();
        return toDto(made);
      }),

    update: (actor: AuthUser, id: string, input: UpdateAssetTypeInput) =>
      tx.write(async (r) => {
        const before = await r.assetTypes.findById(id);
        if (!before) throw notFound();
        const settings: AssetTypeSettings = {
          name: input.name ?? before.name,
          fields: input.fields ?? before.fields,
          public_reports:
            input.publicReports === undefined ? before.public_reports : input.publicReports ? 1 : 0,
          off_station_meters: input.offStationMeters ?? before.off_station_meters,
          availability_category:
            input.availabilityCategory === undefined
              ? before.availability_category
              : input.availabilityCategory,
          common_faults: input.commonFaults ?? before.common_faults,
        };
        await refuseTakenName(r, settings.name, id);
        try {
          await r.assetTypes.update(id, settings, nowIso());
        } catch (error) {
          if (isUniqueViolation(error)) throw nameTaken(settings.name, error);
          throw error;
        }
        const after = await r.assetTypes.findById(id);
        if (!after) throw notFound();
        const renamed = after.name !== before.name;
        if (renamed || JSON.stringify(after.fields) !== JSON.stringify(before.fields))
          await rewriteAssets(r, actor, after, renamed ? before.name : null);
        return withCounts(r, after);
      }),

    remove: (id: string) =>
      tx.write(async (r) => {
        const type = await r.assetTypes.findById(id);
        if (!type) throw notFound();
        const count = (await r.assetTypes.counts(id)).get(id)?.assets ?? 0;
        if (count > 0)
          throw new ConflictError(
            'asset-type-in-use',
            `${type.name} cannot be deleted: ${count} ${count === 1 ? 'asset has' : 'assets have'} this type`,
          );
        await r.assetTypes.delete(id);
        return type;
      }),
  };
}
export type AssetTypesService = ReturnType<typeof createAssetTypesService>;
