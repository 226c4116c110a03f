/**
 * The arithmetic of availability, as pure functions. For a period [from, to), measured up to now:
 * - service time: the part of the period covered by the asset's intervals (the time it existed);
 * - downtime: the part covered by Under Maintenance intervals;
 * - availability: (service − downtime) / service;
 * - failures: Under Maintenance intervals that begin in the period;
 * - mean time to repair: the mean full length of the Under Maintenance intervals that end in the period.
 * Intervals written by the upgrade's backfill are counted in service time and downtime, but are not
 * failures or repairs: when they began is not known.
 */
import { OUT_OF_SERVICE_STATUS, availabilityTarget, type AssetStatus } from '@harbour/contract';

/** One status interval, times in epoch milliseconds; `endedAt` null while current. */
export interface TimedInterval {
  status: AssetStatus;
  startedAt: number;
  endedAt: number | null;
  /** Written by the upgrade's backfill: its start is not when the status began. */
  backfilled: boolean;
}

/** The sums the figures are made of: what the database adds up for many assets at once. */
export interface AvailabilitySums {
  serviceMs: number;
  downtimeMs: number;
  failures: number;
  /** Total length of the outages that ended in the period, and how many they were. */
  repairMs: number;
  repairs: number;
}

export interface AvailabilityFigures {
  serviceMs: number;
  downtimeMs: number;
  availability: number | null;
  failures: number;
  meanTimeToRepairMs: number | null;
}

export const NO_SUMS: AvailabilitySums = {
  serviceMs: 0,
  downtimeMs: 0,
  failures: 0,
  repairMs: 0,
  repairs: 0,
};

/** The part of [start, end) inside [from, to), in milliseconds. */
const overlap = (start: number, end: number, from: number, to: number) =>
  Math.max(0, Math.min(end, to) - Math.max(start, from));

/** One asset's sums over [from, to); an open interval runs to `to` (the caller passes min(to, now)). */
export function sumIntervals(intervals: TimedInterval[], from: number, to: number): AvailabilitySums {
  const sums = { ...NO_SUMS };
  for (const interval of intervals) {
    const end = interval.endedAt ?? to;
    const length = overlap(interval.startedAt, end, from, to);
    sums.serviceMs += length;
    if (interval.status !== OUT_OF_SERVICE_STATUS) continue;
    sums.downtimeMs += length;
    if (interval.backfilled) continue;
    if (interval.startedAt >= from && interval.startedAt < to) sums.failures += 1;
    if (interval.endedAt !== null && interval.endedAt >= from && interval.endedAt < to) {
      sums.repairMs += interval.endedAt - interval.startedAt;
      sums.repairs += 1;
    }
  }
  return sums;
}

/** Sums of many assets (a type's, the totals). */
export const addSums = (a: AvailabilitySums, b: AvailabilitySums): AvailabilitySums => ({
  serviceMs: a.serviceMs + b.serviceMs,
  downtimeMs: a.downtimeMs + b.downtimeMs,
  failures: a.failures + b.failures,
  repairMs: a.repairMs + b.repairMs,
  repairs: a.repairs + b.repairs,
});

/** Availability in percent; null when there was no time to be in service. */
const availabilityPercent = (sums: AvailabilitySums): number | null =>
  sums.serviceMs > 0 ? ((sums.serviceMs - sums.downtimeMs) / sums.serviceMs) * 100 : null;

export const figuresOf = (sums: AvailabilitySums): AvailabilityFigures => ({
  serviceMs: sums.serviceMs,
  downtimeMs: sums.downtimeMs,
  availability: availabilityPercent(sums),
  failures: sums.failures,
  meanTimeToRepairMs: sums.repairs > 0 ? sums.repairMs / sums.repairs : null,
});

/**
 * Below its category's target; never without a category or without time to be in service. Written as
 * (service − downtime) × 100 < target × service, as the database compares it when it counts.
 */
export function belowTarget(sums: AvailabilitySums, category: number | null): boolean {
  const target = availabilityTarget(category);
  return (
    target !== null &&
    sums.serviceMs > 0 &&
    (sums.serviceMs - sums.downtimeMs) * 100 < target * sums.serviceMs
  );
}
