/**
 * Decides what each row of an import does: create an asset, update the one it matches (by _id, else by
 * serial number) or nothing, or which errors keep it out. Reads in batches; writes nothing.
 */
import {
  assetTypeKey,
  FIELD_VALUE_PREFIX,
  IMPORT_LIMITS,
  OBJECT_ID_PATTERN,
  REGISTER_FIELDS,
  type AssetImportField,
  type FieldValues,
  type ImportRowError,
} from '@harbour/contract';
import type { AssetTypeRecord, AssetTypesRepository } from '../asset-types/repository';
import { applyFieldValues, parseStoredValues, valuesOfFields } from '../common/asset-field-values';
import { applyAssignment, type AssignmentChange } from '../common/asset-assignment';
import { checkAssetFields, positionColumns } from '../common/asset-form';
import { registerColumns } from '../common/asset-register';
import type { AssetsRepository } from '../assets/repository';
import type { AssetRow } from '../common/asset-dto';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { Locks } from '../db/locks';
import type { PlansRepository } from '../plans/repository';
import type { UsersRepository } from '../users/repository';
import type { ImportColumn } from './columns';
import { lastDoneOf, planColumns, rowInspections, type ImportedInspection } from './last-inspections';
import type { ParsedRow } from './parsed-rows';
import type { ImportsRepository } from './repository';

export interface PlanRepositories {
  assets: AssetsRepository;
  assetTypes: AssetTypesRepository;
  users: UsersRepository;
  plans: PlansRepository;
  imports: ImportsRepository;
  locks: Locks;
}

/** The columns an import writes, as the assets table names them. */
export interface AssetState {
  name: string;
  type: string;
  location: string;
  status: AssetRow['status'];
  assigned_to: string | null;
  date_assigned: string | null;
  serial_number?: string | null;
  manufacturer?: string | null;
  model?: string | null;
  manufactured_on?: string | null;
  in_service_on?: string | null;
  critical?: number;
  notes?: string | null;
  /** Its own charted position, when the file has a position column. */
  lat?: number | null;
  lon?: number | null;
}

export interface PlannedWrite {
  before: AssetRow | undefined;
  next: AssetState;
  change: AssignmentChange;
  newAssigneeName: string | null;
  /** Its values of its type's fields after the import. */
  values: FieldValues;
  /** False when only last inspections are recorded: the asset itself stays as it is. */
  fieldsChanged: boolean;
  inspections: ImportedInspection[];
}

export interface ImportPlan {
  writes: PlannedWrite[];
  unchanged: number;
  errors: ImportRowError[];
  errorCount: number;
  /** Every row with an error, in order; errors of a whole column are not among them. */
  errorRows: number[];
  /** The last inspections the writes record. */
  inspectionCount: number;
}

const BATCH = 500;
const shortValue = (value: string) => (value.length > 60 ? `${value.slice(0, 57)}...` : value);
const serialKey = (value: string | undefined) => value?.trim().normalize('NFC') || undefined;

type User = { id: string; username: string } | null;

/** The same values, whatever their keys' order. */
const sameValues = (a: FieldValues, b: FieldValues) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([key, value]) => b[key] === value);

export async function planRows(
  r: PlanRepositories,
  rows: ParsedRow[],
  columns: ImportColumn[],
  options: { lock: boolean; now: string; today: string; columnErrors: ImportRowError[] },
): Promise<ImportPlan> {
  const headerOf = new Map<string, string>();
  for (const c of columns)
    if (c.field === 'fieldValue') headerOf.set(`${FIELD_VALUE_PREFIX}${c.key}`, c.header);
    else if (c.field) headerOf.set(c.field, c.header);
  /** Types by key as they are before the import: a type it names that has none yet has no fields. */
  const types = new Map<string, AssetTypeRecord | null>();
  const typeOf = async (name: string) => {
    const key = assetTypeKey(name);
    if (!types.has(key)) types.set(key, (await r.assetTypes.findByKey(key)) ?? null);
    return types.get(key) ?? null;
  };
  const plan: ImportPlan = {
    writes: [],
    unchanged: 0,
    errors: [],
    errorCount: 0,
    errorRows: [],
    inspectionCount: 0,
  };
  const plans = await planColumns(r.plans, columns);
  for (const error of [...options.columnErrors, ...plans.errors]) {
    plan.errorCount += 1;
    plan.errors.push(error);
  }
  const users = new Map<string, User>();
  /** Which row already claimed an asset (by id) or a new serial number: a second claim is an error. */
  const claimed = new Map<string, number>();

  const findUser = async (written: string): Promise<User> => {
    const cached = users.get(written);
    if (cached !== undefined) return cached;
    const found =
      (await r.users.findByUsername(written)) ??
      (OBJECT_ID_PATTERN.test(written.toLowerCase())
        ? await r.users.findById(written.toLowerCase())
        : undefined);
    const user = found ? { id: found.id, username: found.username } : null;
    users.set(written, user);
    return user;
  };

  for (let start = 0; start < rows.length; start += BATCH) {
    // On SQLite every lookup answers at once, so without this a 100,000-row plan would hold the event loop
    // (health checks, every other request) for its whole run: each batch lets waiting work go first.
    if (start > 0) await yieldToEventLoop();
    const batch = rows.slice(start, start + BATCH);
    const ids = batch.flatMap((p) => {
      const id = p.values._id?.trim().toLowerCase();
      return id && OBJECT_ID_PATTERN.test(id) ? [id] : [];
    });
    const serials = batch.flatMap((p) =>
      p.values._id?.trim() ? [] : (serialKey(p.values.serialNumber) ?? []),
    );
    // An import's updates wait for (and then hold) the assets' row locks, like an edit (PostgreSQL).
    if (options.lock) await r.locks.assets([...new Set(ids)].sort());
    const byId = new Map((await r.assets.findManyByIds(ids)).map((a) => [a.id, a]));
    const bySerial = new Map<string, AssetRow[]>();
    for (const asset of await r.assets.findManyBySerialNumbers([...new Set(serials)]))
      bySerial.set(asset.serial_number ?? '', [...(bySerial.get(asset.serial_number ?? '') ?? []), asset]);
    const lastDone =
      plans.byColumn.size === 0
        ? new Map<string, string>()
        : await lastDoneOf(r.imports, [
            ...new Set([...byId.keys(), ...[...bySerial.values()].flat().map((a) => a.id)]),
          ]);

    for (const parsed of batch) {
      const errors: { field: string; message: string }[] = [];
      const fail = (field: string, message: string) => errors.push({ field, message });
      const v = parsed.values;
      let before: AssetRow | undefined;

      const id = v._id?.trim().toLowerCase();
      const serial = serialKey(v.serialNumber);
      if (id) {
        before = byId.get(id);
        if (!OBJECT_ID_PATTERN.test(id)) fail('_id', `'${shortValue(id)}' is not an asset id`);
        else if (!before) fail('_id', `no asset has the id '${id}' (leave _id empty to create one)`);
      } else if (serial) {
        const matches = bySerial.get(serial) ?? [];
        if (matches.length > 1)
          fail(
            'serialNumber',
            `'${shortValue(serial)}' is the serial number of ${matches.length} assets: add an _id column to say which`,
          );
        before = matches[0];
      }
      const claim = before ? `id:${before.id}` : serial ? `serial:${serial}` : undefined;
      const claimedBy = claim === undefined ? undefined : claimed.get(claim);
      if (claim !== undefined && claimedBy !== undefined)
        fail(before ? (id ? '_id' : 'serialNumber') : 'serialNumber', `the same asset as row ${claimedBy}`);
      else if (claim !== undefined) claimed.set(claim, parsed.row);

      const candidate: Record<string, string | undefined> = {
        name: v.name ?? before?.name,
        type: v.type ?? before?.type,
        location: v.location ?? before?.location,
        status: v.status?.trim() ? v.status : undefined,
        // Absent keeps the position; an empty cell clears it.
        position: v.position,
      };
      for (const field of REGISTER_FIELDS) candidate[field] = v[field];
      let assignee: User = null;
      if (v.assignedTo !== undefined) {
        const written = v.assignedTo.trim();
        assignee = written ? await findUser(written) : null;
        if (written && !assignee) fail('assignedTo', `no user is called '${shortValue(written)}'`);
        candidate.assignedTo = assignee?.id ?? '';
      }
      const checked = checkAssetFields(candidate);
      for (const [field, { message }] of Object.entries(checked.errors ?? {})) {
        const value = v[field as AssetImportField];
        fail(field, value?.trim() ? `'${shortValue(value.trim())}': ${message}` : message);
      }
      let values: FieldValues = {};
      let valuesChanged = false;
      if (checked.fields) {
        const type = await typeOf(checked.fields.type);
        const definitions = { name: checked.fields.type, fields: type?.fields ?? [] };
        const stored = before ? parseStoredValues(before.fields) : {};
        const typeChanged = !before || !type || before.type_id !== type.id;
        // An empty cell of a field the type does not have is another type's column: nothing to say.
        const sent = Object.fromEntries(
          Object.entries(parsed.fieldValues).filter(
            ([key, cell]) => cell.trim() !== '' || definitions.fields.some((field) => field.key === key),
          ),
        );
        const applied = applyFieldValues(
          definitions,
          typeChanged ? valuesOfFields(definitions.fields, stored) : stored,
          sent,
          typeChanged || Object.keys(sent).length > 0,
        );
        if (applied.problems)
          for (const [name, { message }] of Object.entries(applied.problems)) {
            const cell = parsed.fieldValues[name.slice(FIELD_VALUE_PREFIX.length)]?.trim();
            fail(name, cell ? `'${shortValue(cell)}': ${message}` : message);
          }
        else {
          values = applied.values;
          valuesChanged = !sameValues(values, stored);
        }
      }
      const dated = rowInspections(parsed.inspected, {
        plans: plans.byColumn,
        asset: { id: before?.id, type: checked.fields?.type ?? candidate.type ?? '' },
        lastDone,
        today: options.today,
      });
      const dateErrors = dated.errors.map(({ index, message }) => ({
        column: columns[index]?.header ?? null,
        message,
      }));
      if (errors.length > 0 || dateErrors.length > 0 || !checked.fields) {
        plan.errorCount += errors.length + dateErrors.length;
        plan.errorRows.push(parsed.row);
        const listed = [
          ...errors.map(({ field, message }) => ({ column: headerOf.get(field) ?? field, message })),
          ...dateErrors,
        ];
        for (const { column, message } of listed)
          if (plan.errors.length < IMPORT_LIMITS.listedErrors)
            plan.errors.push({ row: parsed.row, column, message });
        continue;
      }
      const fields = checked.fields;
      const assignment = applyAssignment(
        before
          ? { assignedTo: before.assigned_to, status: before.status, dateAssigned: before.date_assigned }
          : null,
        { assignedTo: fields.assignedTo, status: fields.status },
        options.now,
      );
      const next: AssetState = {
        name: fields.name,
        type: fields.type,
        location: fields.location,
        status: assignment.status,
        assigned_to: assignment.assignedTo,
        date_assigned: assignment.dateAssigned,
        ...registerColumns(fields),
        ...positionColumns(fields.position),
      };
      const fieldsChanged =
        !before ||
        valuesChanged ||
        !(Object.keys(next) as (keyof AssetState)[]).every((k) => next[k] === before[k]);
      if (!fieldsChanged && dated.inspections.length === 0) {
        plan.unchanged += 1;
        continue;
      }
      plan.inspectionCount += dated.inspections.length;
      plan.writes.push({
        before,
        next,
        change: assignment.change,
        newAssigneeName: assignee?.username ?? null,
        values,
        fieldsChanged,
        inspections: dated.inspections,
      });
    }
  }
  return plan;
}
