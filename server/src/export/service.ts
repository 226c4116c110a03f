/**
 * CSV exports, as rows of cells read a page at a time (never a whole table in memory): assets, activity,
 * inspections, and the compliance list with the filters of GET /api/compliance.
 */
import { FIELD_VALUE_PREFIX, LAST_INSPECTED_PREFIX, type ComplianceQuery } from '@harbour/contract';
import type { AssetTypesRepository } from '../asset-types/repository';
import type { ActivityRepository } from '../activity/repository';
import { toActivityDto } from '../common/activity-dto';
import { toAssetDto, type AssetRow } from '../common/asset-dto';
import type { AssetsRepository } from '../assets/repository';
import type { AuthUser } from '../common/auth-user';
import type { ComplianceService } from '../compliance/service';
import type { Transactor } from '../db/transactor';
import { toInspectionDto } from '../common/inspection-dto';
import type { InspectionsRepository } from '../inspections/repository';
import type { QrSettings } from '../common/qr-payload';
import type { ImportsRepository } from '../import/repository';
import type { PlansRepository } from '../plans/repository';
import { ACTIVITY_COLUMNS, ASSET_COLUMNS, cell, COMPLIANCE_COLUMNS, INSPECTION_COLUMNS } from './columns';

interface ExportRepositories {
  assets: AssetsRepository;
  assetTypes: AssetTypesRepository;
  activity: ActivityRepository;
  inspections: InspectionsRepository;
  plans: PlansRepository;
  imports: ImportsRepository;
}

const PAGE = 1000;

/** Pages after the last id read, until one comes back short. */
async function* byId<T extends { id: string }>(next: (afterId: string) => Promise<T[]>) {
  let afterId = '';
  for (;;) {
    const page = await next(afterId);
    yield* page;
    if (page.length < PAGE) return;
    afterId = page[page.length - 1]!.id;
  }
}

export function createExportService(
  tx: Transactor<ExportRepositories>,
  compliance: ComplianceService,
  qr: QrSettings,
) {
  const r = tx.repositories;
  return {
    /**
     * Every asset, its own charted position (`lat, lon`), then a `lastInspected.<plan>` column per plan and a
     * `fields.<key>` column per field key of any type: the import reads them back unchanged.
     */
    async *assets(origin: string | undefined) {
      const plans = await r.plans.list();
      const keys = [
        ...new Set((await r.assetTypes.list()).flatMap((type) => type.fields.map((field) => field.key))),
      ];
      yield [
        ...ASSET_COLUMNS,
        'position',
        ...plans.map((plan) => `${LAST_INSPECTED_PREFIX}${plan.name}`),
        ...keys.map((key) => `${FIELD_VALUE_PREFIX}${key}`),
      ];
      let page: AssetRow[] = [];
      const flush = async function* () {
        const last = await r.imports.lastInspections(page.map((row) => row.id));
        const lastOf = new Map(last.map((l) => [`${l.asset_id} ${l.plan_id}`, l.last]));
        for (const row of page) {
          const dto = toAssetDto(row, qr, origin);
          yield [
            ...ASSET_COLUMNS.map((column) => cell(dto[column])),
            dto.position ? `${dto.position.lat}, ${dto.position.lon}` : '',
            ...plans.map((plan) => cell(lastOf.get(`${row.id} ${plan.id}`))),
            ...keys.map((key) => cell(dto.fields[key])),
          ];
        }
        page = [];
      };
      for await (const row of byId((after) => r.assets.pageAfter(after, PAGE))) {
        page.push(row);
        if (page.length === PAGE) yield* flush();
      }
      yield* flush();
    },

    async *activity() {
      yield ACTIVITY_COLUMNS;
      for await (const row of byId((after) => r.activity.pageAfter(after, PAGE))) {
        const a = toActivityDto(row);
        yield [a._id, a.timestamp, a.action, a.details, cell(a.asset._id), a.asset.name, a.username];
      }
    },

    async *inspections() {
      yield INSPECTION_COLUMNS;
      for await (const stored of byId((after) => r.inspections.pageAfter(after, PAGE))) {
        const i = toInspectionDto(stored);
        yield [
          i._id,
          i.assetId,
          cell(i.planId),
          i.planName,
          i.username,
          i.performedAt,
          i.result,
          i.failedItems.join('; '),
          cell(i.notes),
          cell(i.position?.lat),
          cell(i.position?.lon),
          cell(i.position?.accuracy),
          cell(i.nextDueOn),
          JSON.stringify(i.answers),
        ];
      }
    },

    /** The caller's compliance list (an employee's own assets), every page of it. */
    async *compliance(query: Omit<ComplianceQuery, 'page' | 'limit'>, user: AuthUser) {
      yield COMPLIANCE_COLUMNS;
      for (let page = 1; ; page++) {
        const { items } = await compliance.list({ ...query, page, limit: PAGE }, user);
        for (const item of items) yield COMPLIANCE_COLUMNS.map((column) => cell(item[column]));
        if (items.length < PAGE) return;
      }
    },
  };
}
export type ExportService = ReturnType<typeof createExportService>;
