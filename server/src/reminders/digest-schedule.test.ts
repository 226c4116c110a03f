import { describe, expect, it } from 'vitest';
import { nextDigestTime, scheduleDailyDigest } from './digest-schedule';

describe('when the daily digest runs', () => {
  it('is at 06:00 in the authority zone, today when before it, tomorrow once past', () => {
    expect(nextDigestTime(new Date('2026-03-02T04:59:00Z'), 'Europe/Oslo')).toEqual({
      at: new Date('2026-03-02T05:00:00Z'),
      todayPassed: false,
    });
    expect(nextDigestTime(new Date('2026-03-02T05:00:00Z'), 'Europe/Oslo')).toEqual({
      at: new Date('2026-03-03T05:00:00Z'),
      todayPassed: true,
    });
  });

  it('follows the clock change: 06:00 in Oslo is 05:00 UTC before summer time, 04:00 after', () => {
    expect(nextDigestTime(new Date('2026-03-28T05:30:00Z'), 'Europe/Oslo').at).toEqual(
      new Date('2026-03-29T04:00:00Z'),
    );
  });

  it('takes the day of the authority, not of UTC', () => {
    // 20:00 UTC on 1 March is already 2 March in Auckland, past its 06:00.
    expect(nextDigestTime(new Date('2026-03-01T20:00:00Z'), 'Pacific/Auckland')).toEqual({
      at: new Date('2026-03-02T17:00:00Z'),
      todayPassed: true,
    });
  });

  it('runs at start only when the hour has passed, and stops', async () => {
    const runs: Date[] = [];
    const run = (now: Date) => Promise.resolve(void runs.push(now));
    const early = scheduleDailyDigest({
      run,
      timeZone: 'UTC',
      clock: () => new Date('2026-03-02T05:00:00Z'),
      onError: () => undefined,
    });
    await early.startup;
    early.stop();
    expect(runs).toEqual([]);
    const late = scheduleDailyDigest({
      run,
      timeZone: 'UTC',
      clock: () => new Date('2026-03-02T07:00:00Z'),
      onError: () => undefined,
    });
    await late.startup;
    late.stop();
    expect(runs).toEqual([new Date('2026-03-02T07:00:00Z')]);
  });

  it('reports a failed run instead of throwing it', async () => {
    const errors: unknown[] = [];
    const failing = scheduleDailyDigest({
      run: () => Promise.reject(new Error('SMTP refused')),
      timeZone: 'UTC',
      clock: () => new Date('2026-03-02T07:00:00Z'),
      onError: (error) => errors.push(error),
    });
    await failing.startup;
    failing.stop();
    expect(errors).toEqual([new Error('SMTP refused')]);
  });
});
