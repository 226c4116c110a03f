/** Writes an import's plan inside the caller's transaction: the assets, their history and their due items. */
import type { ActivityRepository } from '../activity/repository';
import {
  assignedEntry,
  createdEntry,
  describeEdit,
  registerInspectionEntry,
} from '../common/activity-entries';
import type { AssetsRepository } from '../assets/repository';
import type { AssetTypeRecord, AssetTypesRepository } from '../asset-types/repository';
import { indexFieldValues, parseStoredValues } from '../common/asset-field-values';
import type { DueRecompute, DueRecomputeRepositories } from '../compliance/due-recompute-service';
import { newId } from '../db/ids';
import type { InspectionsRepository } from '../inspections/repository';
import type { PlansRepository } from '../plans/repository';
import type { ImportedInspection } from './last-inspections';
import type { PlannedWrite } from './plan-rows';

import type { LocationsRepository } from '../locations/repository';

export interface ApplyRepositories extends DueRecomputeRepositories {
  assets: AssetsRepository;
  assetTypes: AssetTypesRepository;
  locations: LocationsRepository;
  activity: ActivityRepository;
  plans: PlansRepository;
  inspections: InspectionsRepository;
}

type Entry = Parameters<ActivityRepository['record']>[number];
type Actor = { id: string; username: string };

/** Rows per INSERT: 1,000 assets bind 19,000 parameters, under SQLite's 32,766 and PostgreSQL's 65,535. */
const CHUNK = 1000;

async function inChunks<T>(items: T[], write: (chunk: T[]) => Promise<void>) {
  for (let start = 0; start < items.length; start += CHUNK) await write(items.slice(start, start + CHUNK));
}

/**
 * Records a register's last inspections of one asset (no checklist, marked `register`), then its due items
 * from them, and says in its history where they came from.
 */
async function recordInspections(
  r: ApplyRepositories,
  dueRecompute: DueRecompute,
  actor: Actor,
  asset: { id: string; name: string; type: string },
  inspections: ImportedInspection[],
): Promise<Entry[]> {
  const ids = inspections.map(() => newId());
  for (const [index, inspection] of inspections.entries())
    await r.inspections.insert({
      id: ids[index]!,
      assetId: asset.id,
      planId: inspection.planId,
      planName: inspection.planName,
      userId: actor.id,
      username: actor.username,
      // The register gives a day, not a time: midday UTC is that day in every zone from UTC-11 to UTC+11.
      performedAt: `${inspection.on}T12:00:00.000Z`,
      performedOn: inspection.on,
      // Not a field record that arrived late: the register's date is all there is.
      receivedAt: null,
      passed: true,
      answers: [],
      notes: null,
      position: null,
      nextDueOn: null,
      source: 'register',
    });
  const items = await dueRecompute.forAsset(r, asset);
  const entries: Entry[] = [];
  for (const [index, inspection] of inspections.entries()) {
    const nextDueOn = items.find((item) => item.source_id === inspection.planId)?.due_on ?? null;
    await r.inspections.setNextDueOn(ids[index]!, nextDueOn);
    entries.push({
      ...registerInspectionEntry(inspection.planName, inspection.on, nextDueOn),
      asset: { id: asset.id, name: asset.name },
      actor,
    });
  }
  return entries;
}

export async function applyPlan(
  r: ApplyRepositories,
  dueRecompute: DueRecompute,
  actor: Actor,
  writes: PlannedWrite[],
  now: string,
): Promise<void> {
  const plannedTypes = await r.plans.plannedTypes();
  const types = new Map<string, AssetTypeRecord>();
  /** The type each asset is written with: made (without fields) for a type text it has no record of. */
  const typeOf = async (name: string) => {
    const made = types.get(name) ?? (await r.assetTypes.ensure(name));
    types.set(name, made);
    return made;
  };
  const places = new Map<string, { id: string; path: string }>();
  /** The location each asset is written at, by its text: made as a new root for a text naming none. */
  const placeOf = async (text: string) => {
    const place = places.get(text) ?? (await r.locations.ensure(text));
    places.set(text, place);
    return place;
  };
  const entries: Entry[] = [];
  const newRows = [];
  const recompute: { asset: { id: string; type: string }; previousType?: string }[] = [];
  const inspected: {
    asset: { id: string; name: string; type: string };
    inspections: ImportedInspection[];
  }[] = [];
  for (const write of writes) {
    const { before, change, newAssigneeName, values, fieldsChanged, inspections } = write;
    const place = await placeOf(write.next.location);
    const next = { ...write.next, location: place.path, location_id: place.id };
    const type = await typeOf(next.type);
    const fieldIndex = indexFieldValues(type.fields, values);
    if (!before) {
      const id = newId();
      newRows.push({
        id,
        ...next,
        image_file: null,
        thumb_file: null,
        created_at: now,
        updated_at: now,
        type_id: type.id,
        fieldIndex,
        statusCause: 'import' as const,
      });
      const asset = { id, name: next.name };
      entries.push({ ...createdEntry(next.type, next.location), asset, actor });
      if (newAssigneeName) entries.push({ ...assignedEntry(newAssigneeName), asset, actor });
      if (inspections.length > 0) inspected.push({ asset: { ...asset, type: next.type }, inspections });
      else if (plannedTypes.has(next.type)) recompute.push({ asset: { id, type: next.type } });
      continue;
    }
    const after = { ...before, ...next };
    if (inspections.length > 0)
      inspected.push({ asset: { id: before.id, name: after.name, type: after.type }, inspections });
    if (!fieldsChanged) continue;
    await r.assets.update(
      before.id,
      { ...next, updated_at: now, type_id: type.id, statusCause: 'import' },
      fieldIndex,
    );
    const asset = { id: before.id, name: next.name };
    const described = describeEdit(
      { ...before, imageFile: before.image_file, fieldValues: parseStoredValues(before.fields) },
      { ...after, imageFile: after.image_file, fieldValues: values },
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
  for (const { asset, previousType } of recompute) await dueRecompute.forAsset(r, asset, previousType);
  for (const { asset, inspections } of inspected)
    entries.push(...(await recordInspections(r, dueRecompute, actor, asset, inspections)));
  await inChunks(entries, (chunk) => r.activity.record(...chunk));
}
