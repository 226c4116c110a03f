import { describe, expect, it } from 'vitest';
import { addSums, belowTarget, figuresOf, NO_SUMS, sumIntervals, type TimedInterval } from './figures';

const DAY = 86_400_000;
/** The period: ten days from day 0. */
const FROM = 0;
const TO = 10 * DAY;

const up = (start: number, end: number | null): TimedInterval => ({
  status: 'Available',
  startedAt: start * DAY,
  endedAt: end === null ? null : end * DAY,
  backfilled: false,
});
const down = (start: number, end: number | null, backfilled = false): TimedInterval => ({
  ...up(start, end),
  status: 'Under Maintenance',
  backfilled,
});
const figures = (intervals: TimedInterval[]) => figuresOf(sumIntervals(intervals, FROM, TO));

describe('availability arithmetic', () => {
  it('counts only the part inside the period of an outage that began before it, and its full length as the repair', () => {
    expect(figures([down(-2, 3), up(3, null)])).toEqual({
      serviceMs: 10 * DAY,
      downtimeMs: 3 * DAY,
      availability: 70,
      failures: 0,
      meanTimeToRepairMs: 5 * DAY,
    });
  });

  it('counts an asset still down at the end as a failure with no repair yet', () => {
    expect(figures([up(-5, 6), down(6, null)])).toEqual({
      serviceMs: 10 * DAY,
      downtimeMs: 4 * DAY,
      availability: 60,
      failures: 1,
      meanTimeToRepairMs: null,
    });
  });

  it('measures an asset created inside the period from its creation', () => {
    expect(figures([up(4, null)])).toMatchObject({ serviceMs: 6 * DAY, downtimeMs: 0, availability: 100 });
    const result = figures([down(4, 5), up(5, null)]);
    expect(result.serviceMs).toBe(6 * DAY);
    expect(result.availability).toBeCloseTo((5 / 6) * 100, 10);
    expect(result.meanTimeToRepairMs).toBe(DAY);
  });

  it('adds two outages and averages their repairs', () => {
    expect(figures([up(-1, 1), down(1, 2), up(2, 5), down(5, 8), up(8, null)])).toEqual({
      serviceMs: 10 * DAY,
      downtimeMs: 4 * DAY,
      availability: 60,
      failures: 2,
      meanTimeToRepairMs: 2 * DAY,
    });
  });

  it('gives full availability and no repair time without outages', () => {
    expect(figures([up(-1, null)])).toEqual({
      serviceMs: 10 * DAY,
      downtimeMs: 0,
      availability: 100,
      failures: 0,
      meanTimeToRepairMs: null,
    });
  });

  it('ignores intervals wholly outside the period and a deleted asset after its deletion', () => {
    expect(figures([down(-5, -3), up(-3, 12), down(12, null)])).toMatchObject({
      serviceMs: 10 * DAY,
      downtimeMs: 0,
      failures: 0,
    });
    expect(figures([up(0, 2)])).toMatchObject({ serviceMs: 2 * DAY, availability: 100 });
  });

  it('counts a backfilled outage as downtime but not as a failure or a repair', () => {
    expect(figures([down(-1, 2, true), up(2, null)])).toMatchObject({
      downtimeMs: 2 * DAY,
      failures: 0,
      meanTimeToRepairMs: null,
    });
  });

  it('has no availability without time to be in service', () => {
    expect(figures([up(11, null)]).availability).toBeNull();
    expect(figuresOf(NO_SUMS).availability).toBeNull();
  });

  it('weighs assets by their service time when added together', () => {
    const total = addSums(sumIntervals([up(-1, null)], FROM, TO), sumIntervals([down(5, null)], FROM, TO));
    expect(figuresOf(total).availability).toBeCloseTo((10 / 15) * 100, 10);
  });

  it("is below target under the category's objective only", () => {
    const at = (percent: number) => ({ ...NO_SUMS, serviceMs: 1000, downtimeMs: 1000 - percent * 10 });
    expect(belowTarget(at(99.7), 1)).toBe(true);
    expect(belowTarget(at(99.8), 1)).toBe(false);
    expect(belowTarget(at(98.9), 2)).toBe(true);
    expect(belowTarget(at(97), 3)).toBe(false);
    expect(belowTarget(at(10), null)).toBe(false);
    expect(belowTarget(NO_SUMS, 1)).toBe(false);
  });
});
