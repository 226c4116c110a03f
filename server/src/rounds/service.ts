/**
 * Rounds: an expected set frozen at the start, marks that count each asset once however many people scan
 * it, "move here" for an asset found in the wrong place, and a finish that turns what was not found into
 * missing. Every change runs with the round locked, so its counts and version move one step at a time.
 */
import {
  PAGE_SIZE,
  type MarkInput,
  type MarkResult,
  type RoundInput,
  type RoundItemsQuery,
  type RoundListQuery,
  type RoundScope,
  type RoundUpdate,
  roundInputSchema,
} from '@harbour/contract';
import { movedInRoundEntry, scannedEntry } from '../common/activity-entries';
import type { ActivityRepository } from '../activity/repository';
import type { AssetsRepository } from '../assets/repository';
import type { AuthUser } from '../common/auth-user';
import type { Locks } from '../db/locks';
import { newId, nowIso } from '../db/ids';
import { fieldTime } from '../common/field-time';
import type { Transactor } from '../db/transactor';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors';
import { failedItemLabels } from '../common/inspection-dto';
import type { RecordedAnswer } from '../common/inspection-dto';
import type { PlansRepository } from '../plans/repository';
import type { LocationsRepository } from '../locations/repository';
import type { StationCheck, StationRepositories } from '../locations/off-station-service';
import type { Mark, RoundRow, RoundsRepository } from './repository';

interface RoundsRepositories extends StationRepositories {
  rounds: RoundsRepository;
  assets: AssetsRepository;
  locations: LocationsRepository;
  activity: ActivityRepository;
  plans: PlansRepository;
  locks: Locks;
}

/** A round as the service answers it: the row, its people, and what the caller may do with it. */
export interface RoundView {
  row: RoundRow;
  assignees: { id: string; username: string }[];
  can: { mark: boolean; finish: boolean; edit: boolean };
}

export const ROUND_MESSAGES = {
  notFound: 'Round not found',
  finishedNoMarks: 'This round is finished: it takes no more scans',
  finishedReadOnly: 'This round is finished and can no longer be changed',
  alreadyFinished: 'This round is already finished',
  mayNotFinish: 'Only an administrator may finish this round',
  moveNeedsOneLocation: 'Move here works only in a round scoped to one location',
  moveOnlyUnexpected: 'Only an asset scanned here without being expected can be moved here',
  assetNotFound: 'Asset not found',
} as const;

const roundNotFound = () => new NotFoundError('round-not-found', ROUND_MESSAGES.notFound);
const isAdmin = (actor: AuthUser) => actor.role === 'admin';
const parseList = (json: string): string[] => JSON.parse(json) as string[];
export const scopeOf = (row: RoundRow): RoundScope => ({
  locations: parseList(row.scope_locations),
  types: parseList(row.scope_types),
});

const pageOf = (query: { page?: number | undefined; limit?: number | undefined }) => {
  const limit = query.limit ?? PAGE_SIZE;
  return { offset: ((query.page ?? 1) - 1) * limit, limit };
};

export function createRoundsService(tx: Transactor<RoundsRepositories>, station: StationCheck) {
  /** The round if the actor may see it (an admin, or an assignee); otherwise as if it did not exist. */
  async function visibleRound(r: RoundsRepositories, actor: AuthUser, id: string): Promise<RoundView> {
    const row = await r.rounds.find(id);
    if (!row) throw roundNotFound();
    const assignees = (await r.rounds.assignees([id])).get(id) ?? [];
    const assigned = assignees.some((a) => a.id === actor.id);
    if (!isAdmin(actor) && !assigned) throw roundNotFound();
    return { row, assignees, can: permissions(row, actor, assigned) };
  }

  const permissions = (row: RoundRow, actor: AuthUser, assigned: boolean) => {
    const open = row.status === 'open';
    return {
      mark: open,
      finish: open && (isAdmin(actor) || (assigned && row.assignees_may_finish === 1)),
      edit: open && isAdmin(actor),
    };
  };

  /** Locks the round, then reads it as the actor may see it; refused once finished. */
  async function openRoundForChange(
    r: RoundsRepositories,
    actor: AuthUser,
    id: string,
    finishedMessage: string,
  ) {
    await r.locks.round(id);
    const view = await visibleRound(r, actor, id);
    if (view.row.status !== 'open') throw new ConflictError('round-finished', finishedMessage);
    return view;
  }

  async function checkedAssignees(r: RoundsRepositories, ids: string[]): Promise<string[]> {
    const unique = [...new Set(ids)];
    const found = new Set(await r.rounds.existingUserIds(unique));
    const unknown = unique.filter((id) => !found.has(id));
    if (unknown.length > 0)
      throw new ValidationError('validation-failed', `No user has the id ${unknown.join(', ')}`, {
        assignees: { code: 'unknown-reference', message: 'Unknown user' },
      });
    return unique;
  }

  async function checkedPlan(r: RoundsRepositories, input: ReturnType<typeof roundInputSchema.parse>) {
    if (input.planId === undefined) {
      if (input.kind === 'inspection')
        throw new ValidationError('validation-failed', 'An inspection round needs an inspection plan', {
          planId: { code: 'required', message: 'Choose the plan whose checklist each scan opens' },
        });
      return null;
    }
    const plan = await r.plans.find(input.planId);
    if (!plan)
      throw new ValidationError('validation-failed', 'No inspection plan has that id', {
        planId: { code: 'unknown-reference', message: 'Unknown plan' },
      });
    return plan;
  }

  const withAssignees = async (r: RoundsRepositories, rows: RoundRow[], actor: AuthUser) => {
    const byRound = await r.rounds.assignees(rows.map((row) => row.id));
    return rows.map((row): RoundView => {
      const assignees = byRound.get(row.id) ?? [];
      return {
        row,
        assignees,
        can: permissions(
          row,
          actor,
          assignees.some((a) => a.id === actor.id),
        ),
      };
    });
  };

  const changed = async (r: RoundsRepositories, row: RoundRow, changes: Partial<RoundRow>) => {
    const next = { ...row, ...changes, version: row.version + 1 };
    await r.rounds.update(row.id, { ...changes, version: next.version });
    return next;
  };

  return {
    preview: (scope: RoundScope) => tx.read((r) => r.rounds.countInScope(scope)),

    create: (actor: AuthUser, raw: RoundInput) =>
      tx.write(async (r) => {
        const input = roundInputSchema.parse(raw);
        const plan = await checkedPlan(r, input);
        const assignees = await checkedAssignees(r, input.assignees);
        const id = newId();
        const scope = {
          locations: [...new Set(input.scope.locations)],
          types: [...new Set(input.scope.types)],
        };
        await r.rounds.insert({
          id,
          name: input.name,
          kind: input.kind,
          status: 'open',
          scope_locations: JSON.stringify(scope.locations),
          scope_types: JSON.stringify(scope.types),
          plan_id: plan?.id ?? null,
          plan_name: plan?.name ?? null,
          due_on: input.dueOn ?? null,
          assignees_may_finish: input.assigneesMayFinish ? 1 : 0,
          created_by: actor.username,
          started_at: nowIso(),
          finished_at: null,
          finished_by: null,
          expected_count: 0,
          found_count: 0,
          unexpected_count: 0,
          version: 1,
        });
        await r.rounds.setAssignees(id, assignees);
        const expected = await r.rounds.freezeExpected(id, scope);
        await r.rounds.update(id, { expected_count: expected });
        return visibleRound(r, actor, id);
      }),

    get: (actor: AuthUser, id: string) => tx.read((r) => visibleRound(r, actor, id)),

    list: (actor: AuthUser, query: RoundListQuery) =>
      tx.read(async (r) => {
        const filter = {
          ...(query.status ? { status: query.status } : {}),
          ...(query.kind ? { kind: query.kind } : {}),
          ...(isAdmin(actor) ? {} : { assignee: actor.id }),
        };
        const [rows, total] = await Promise.all([
          r.rounds.list(filter, pageOf(query)),
          r.rounds.count(filter),
        ]);
        return { rounds: await withAssignees(r, rows, actor), total };
      }),

    items: (actor: AuthUser, id: string, query: RoundItemsQuery) =>
      tx.read(async (r) => {
        await visibleRound(r, actor, id);
        const [rows, total] = await Promise.all([
          r.rounds.items(id, query.state, pageOf(query)),
          r.rounds.countItems(id, query.state),
        ]);
        return { rows, total };
      }),

    update: (actor: AuthUser, id: string, update: RoundUpdate) =>
      tx.write(async (r) => {
        const { row } = await openRoundForChange(r, actor, id, ROUND_MESSAGES.finishedReadOnly);
        if (update.assignees) await r.rounds.setAssignees(id, await checkedAssignees(r, update.assignees));
        await changed(r, row, {
          ...(update.name !== undefined ? { name: update.name } : {}),
          ...(update.dueOn !== undefined ? { due_on: update.dueOn } : {}),
          ...(update.assigneesMayFinish !== undefined
            ? { assignees_may_finish: update.assigneesMayFinish ? 1 : 0 }
            : {}),
        });
        return visibleRound(r, actor, id);
      }),

    /**
     * Marks one scanned asset: found if expected, unexpected if not, and nothing at all if it was marked
     * before (a second scanner, a resend, the camera reading the label twice). A mark that changes the
     * round is also the asset's ordinary scan in its history.
     */
    mark: (actor: AuthUser, id: string, input: MarkInput) =>
      tx.write(async (r) => {
        const time = fieldTime(input.occurredAt);
        const view = await openRoundForChange(r, actor, id, ROUND_MESSAGES.finishedNoMarks);
        await r.locks.asset(input.assetId, 'share');
        const asset = await r.assets.findById(input.assetId);
        if (!asset) throw new NotFoundError('asset-not-found', ROUND_MESSAGES.assetNotFound);
        const mark: Mark = {
          at: time.at,
          receivedAt: time.receivedAt,
          by: actor.username,
          seq: view.row.version + 1,
          position: input.position,
        };
        const item = await r.rounds.findItem(id, asset.id);
        let result: MarkResult;
        let row = view.row;
        if (!item) {
          result = 'unexpected';
          await r.rounds.insertUnexpected(id, asset, mark);
          row = await changed(r, row, { unexpected_count: row.unexpected_count + 1 });
        } else if (item.state === 'pending') {
          result = 'found';
          await r.rounds.markFound(id, asset.id, mark);
          row = await changed(r, row, { found_count: row.found_count + 1 });
        } else {
          return { result: 'already-found' as const, item, row };
        }
        await r.activity.record({
          ...scannedEntry(actor.username),
          asset: { id: asset.id, name: asset.name },
          actor,
          scanLocation: `Round '${row.name}'`,
          ...time,
        });
        if (input.position) await station.check(r, actor, asset, input.position, time.at);
        return { result, item: (await r.rounds.findItem(id, asset.id))!, row };
      }),

    /** "Move here": an unexpected asset's location becomes the round's one location, in its history too. */
    move: (actor: AuthUser, id: string, assetId: string, occurredAt?: string) =>
      tx.write(async (r) => {
        const time = fieldTime(occurredAt);
        const { row } = await openRoundForChange(r, actor, id, ROUND_MESSAGES.finishedReadOnly);
        const [location, ...others] = scopeOf(row).locations;
        if (location === undefined || others.length > 0)
          throw new ConflictError('move-needs-one-location', ROUND_MESSAGES.moveNeedsOneLocation);
        const item = await r.rounds.findItem(id, assetId);
        if (item?.state !== 'unexpected')
          throw new ConflictError('move-only-unexpected', ROUND_MESSAGES.moveOnlyUnexpected);
        await r.locks.asset(assetId, 'update');
        const asset = await r.assets.findById(assetId);
        if (!asset) throw new NotFoundError('asset-not-found', ROUND_MESSAGES.assetNotFound);
        const place = await r.locations.ensure(location);
        if (item.moved_at !== null && asset.location_id === place.id) return { item, row };
        if (asset.location_id !== place.id || asset.location !== place.path) {
          await r.assets.update(asset.id, {
            name: asset.name,
            type: asset.type,
            location: place.path,
            location_id: place.id,
            updated_at: time.receivedAt,
          });
          await r.activity.record({
            ...movedInRoundEntry(asset.location, place.path, row.name),
            asset: { id: asset.id, name: asset.name },
            actor,
            ...time,
          });
        }
        await r.rounds.setMoved(id, asset.id, place.path, time.at);
        const next = await changed(r, row, {});
        return { item: (await r.rounds.findItem(id, asset.id))!, row: next };
      }),

    finish: (actor: AuthUser, id: string) =>
      tx.write(async (r) => {
        const { row, can } = await openRoundForChange(r, actor, id, ROUND_MESSAGES.alreadyFinished);
        if (!can.finish) throw new ForbiddenError('forbidden', ROUND_MESSAGES.mayNotFinish);
        await r.rounds.markPendingMissing(id);
        await changed(r, row, { status: 'finished', finished_at: nowIso(), finished_by: actor.username });
        return visibleRound(r, actor, id);
      }),

    forAsset: (actor: AuthUser, assetId: string) =>
      tx.read(async (r) => {
        if (!(await r.assets.findById(assetId)))
          throw new NotFoundError('asset-not-found', ROUND_MESSAGES.assetNotFound);
        return r.rounds.forAsset(assetId, isAdmin(actor) ? undefined : actor.id);
      }),

    /** Everything a report lists: the round, its people, every item and the checklist items failed during it. */
    reportData: (actor: AuthUser, id: string) =>
      tx.read(async (r) => {
        const view = await visibleRound(r, actor, id);
        const { row } = view;
        const [items, inspections] = await Promise.all([
          r.rounds.allItems(id),
          row.plan_id === null
            ? []
            : r.rounds.failedInspections(id, row.plan_id, row.started_at, row.finished_at ?? nowIso()),
        ]);
        const failures = inspections.map((inspection) => ({
          assetName: inspection.asset_name,
          location: inspection.asset_location,
          performedAt: inspection.performed_at,
          receivedAt: inspection.received_at,
          username: inspection.username,
          failedItems: failedItemLabels(JSON.parse(inspection.answers) as RecordedAnswer[]),
          notes: inspection.notes,
        }));
        return { ...view, items, failures };
      }),
  };
}
export type RoundsService = ReturnType<typeof createRoundsService>;
