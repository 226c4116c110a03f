import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2026-05-01T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('relative time', () => {
  it('says just now under a minute, also for a clock a little ahead', () => {
    expect(relativeTime(ago(0), now)).toBe('just now');
    expect(relativeTime(ago(59_000), now)).toBe('just now');
    expect(relativeTime(ago(-5_000), now)).toBe('just now');
  });

  it('counts whole minutes below an hour, with a singular for one', () => {
    expect(relativeTime(ago(60_000), now)).toBe('1 minute ago');
    expect(relativeTime(ago(59 * 60_000 + 59_000), now)).toBe('59 minutes ago');
  });

  it('counts hours below a day', () => {
    expect(relativeTime(ago(60 * 60_000), now)).toBe('1 hour ago');
    expect(relativeTime(ago(23 * 3_600_000 + 59 * 60_000), now)).toBe('23 hours ago');
  });

  it('counts days from 24 hours on', () => {
    expect(relativeTime(ago(24 * 3_600_000), now)).toBe('1 day ago');
    expect(relativeTime(ago(10 * 24 * 3_600_000), now)).toBe('10 days ago');
  });
});
