import { describe, expect, it } from 'vitest';
import { RepeatFilter } from './repeat-filter';

describe('RepeatFilter', () => {
  it('acts on a code once while it stays in view, however often it is read', () => {
    const filter = new RepeatFilter(3000);
    expect(filter.isFresh('a', 0)).toBe(true);
    for (let at = 100; at <= 10_000; at += 100) expect(filter.isFresh('a', at)).toBe(false);
  });

  it('acts on it again once it has been out of view for the whole window', () => {
    const filter = new RepeatFilter(3000);
    expect(filter.isFresh('a', 0)).toBe(true);
    expect(filter.isFresh('a', 2999)).toBe(false);
    expect(filter.isFresh('a', 6000)).toBe(true);
  });

  it('keeps each code to itself: another label in between is acted on at once', () => {
    const filter = new RepeatFilter(3000);
    expect(filter.isFresh('a', 0)).toBe(true);
    expect(filter.isFresh('b', 500)).toBe(true);
    expect(filter.isFresh('a', 1000)).toBe(false);
    expect(filter.isFresh('b', 4000)).toBe(true);
  });
});
