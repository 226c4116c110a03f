/**
 * Availability sums from the status intervals, many assets at once: one statement per answer part (per
 * type, a page of assets), each reading only the intervals that overlap the period.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { AVAILABILITY_TARGETS, OUT_OF_SERVICE_STATUS, assetTypeKey } from '@harbour/contract';
import { countAll, epochMs, type DatabaseKind } from '../db/dialect';
import type { Database } from '../db/types';
import { subtreeIds } from '../common/location-subtree';
import type { AvailabilitySums } from './figures';

/** The period [from, to) as stored timestamps (`to` already no later than now), and the filters. */
export interface AvailabilityFilter {
  from: string;
  to: string;
  type?: string;
  locationSubtree?: string;
}

export type SumsRow = AvailabilitySums & { category: number | null };

const asInteger = (expression: RawBuilder<unknown>) => sql<number>`cast(${expression} as integer)`;
const asNumber = (expression: RawBuilder<unknown>) => sql<number>`cast(${expression} as double precision)`;

export function createAvailabilityRepository(db: Kysely<Database>, kind: DatabaseKind) {
  const ms = (column: RawBuilder<unknown>) => epochMs(kind, column);

  /** Each asset's sums over the period, with what the answer shows of it: a subquery. */
  const perAsset = ({ from, to, type, locationSubtree }: AvailabilityFilter) => {
    const start = sql`case when i.started_at > ${from} then i.started_at else ${from} end`;
    const end = sql`case when i.ended_at is not null and i.ended_at < ${to} then i.ended_at else ${to} end`;
    const clip = sql`(${ms(end)} - ${ms(start)})`;
    const down = sql`i.status = ${OUT_OF_SERVICE_STATUS}`;
    const counted = sql`${down} and i.cause <> 'backfill'`;
    const repaired = sql`${counted} and i.ended_at is not null and i.ended_at >= ${from} and i.ended_at < ${to}`;
    let query = db
      .selectFrom('asset_status_intervals as i')
      .innerJoin('assets as a', 'a.id', 'i.asset_id')
      .leftJoin('asset_types as t', 't.id', 'a.type_id')
      .where('i.started_at', '<', to)
      .where((eb) => eb.or([eb('i.ended_at', 'is', null), eb('i.ended_at', '>=', from)]))
      .groupBy(['a.id', 't.id', 't.name', 't.availability_category'])
      .select([
        'a.id',
        't.id as type_id',
        't.name as type_name',
        't.availability_category as category',
        asNumber(sql`sum(${clip})`).as('service_ms'),
        asNumber(sql`sum(case when ${down} then ${clip} else 0 end)`).as('downtime_ms'),
        asInteger(sql`sum(case when ${counted} and i.started_at >= ${from} then 1 else 0 end)`).as(
          'failures',
        ),
        asNumber(
          sql`sum(case when ${repaired} then ${ms(sql`i.ended_at`)} - ${ms(sql`i.started_at`)} else 0 end)`,
        ).as('repair_ms'),
        asInteger(sql`sum(case when ${repaired} then 1 else 0 end)`).as('repairs'),
      ]);
    if (type) query = query.where('t.name_key', '=', assetTypeKey(type));
    if (locationSubtree) query = query.where('a.location_id', 'in', subtreeIds(db, locationSubtree));
    return query;
  };

  /** The category's target in percent, as the database compares: null without a category. */
  const targetOf = sql`case p.category ${sql.join(
    Object.entries(AVAILABILITY_TARGETS).map(
      ([category, target]) =>
        sql`when ${asInteger(sql`${Number(category)}`)} then ${asNumber(sql`${target}`)}`,
    ),
    sql` `,
  )} end`;
  const below = sql`case when p.service_ms > 0 and (p.service_ms - p.downtime_ms) * 100 < ${targetOf} * p.service_ms then 1 else 0 end`;
  /** Worst first: the lowest availability (none counts as full), the most downtime, then by name. */
  const ratio = sql`case when p.service_ms > 0 then (p.service_ms - p.downtime_ms) / p.service_ms else 1 end`;

  const sumsOf = (row: {
    service_ms: number | null;
    downtime_ms: number | null;
    failures: number | null;
    repair_ms: number | null;
    repairs: number | null;
  }): AvailabilitySums => ({
    serviceMs: Number(row.service_ms ?? 0),
    downtimeMs: Number(row.downtime_ms ?? 0),
    failures: Number(row.failures ?? 0),
    repairMs: Number(row.repair_ms ?? 0),
    repairs: Number(row.repairs ?? 0),
  });

  return {
    /** Per type (null: assets without a type record): its assets, those below target, and its sums. */
    byType: async (filter: AvailabilityFilter) => {
      const rows = await db
        .selectFrom(perAsset(filter).as('p'))
        .groupBy(['p.type_id', 'p.type_name', 'p.category'])
        .select([
          'p.type_name',
          'p.category',
          countAll().as('assets'),
          asInteger(sql`sum(${below})`).as('assets_below'),
          asNumber(sql`sum(p.service_ms)`).as('service_ms'),
          asNumber(sql`sum(p.downtime_ms)`).as('downtime_ms'),
          asInteger(sql`sum(p.failures)`).as('failures'),
          asNumber(sql`sum(p.repair_ms)`).as('repair_ms'),
          asInteger(sql`sum(p.repairs)`).as('repairs'),
        ])
        .orderBy('p.type_name')
        .execute();
      return rows.map((row) => ({
        type: row.type_name,
        category: row.category,
        assets: Number(row.assets),
        assetsBelow: Number(row.assets_below),
        sums: sumsOf(row),
      }));
    },

    /** A page of assets, worst first. */
    pageOfAssets: async (filter: AvailabilityFilter, page: number, limit: number) => {
      const rows = await db
        .selectFrom(perAsset(filter).as('p'))
        .innerJoin('assets as a', 'a.id', 'p.id')
        .select([
          'a.id',
          'a.name',
          'a.type',
          'a.location',
          'a.status',
          'p.category',
          'p.service_ms',
          'p.downtime_ms',
          'p.failures',
          'p.repair_ms',
          'p.repairs',
        ])
        .orderBy(ratio)
        .orderBy('p.downtime_ms', 'desc')
        .orderBy('a.name_sort')
        .orderBy('a.id')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute();
      return rows.map((row) => ({ ...row, sums: sumsOf(row) }));
    },
  };
}
export type AvailabilityRepository = ReturnType<typeof createAvailabilityRepository>;
