import { describe, expect, it } from 'vitest';
import { createMemo } from './memo';

/** A memo whose computations are counted, per key. */
function counted(maxEntries: number) {
  const memo = createMemo<string>(maxEntries);
  const computed: string[] = [];
  const get = (key: string) =>
    memo.get(key, () => {
      computed.push(key);
      return `value of ${key}`;
    });
  return { memo, computed, get };
}

describe('memo', () => {
  it('computes a value once and answers it again while it is recent', () => {
    const { computed, get } = counted(4);
    expect(get('a')).toBe('value of a');
    expect(get('a')).toBe('value of a');
    get('b');
    expect(get('a')).toBe('value of a');
    expect(computed).toEqual(['a', 'b']);
  });

  it('keeps at most maxEntries values, always the most recent half of them', () => {
    const { computed, get } = counted(4);
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'g']) get(key);
    computed.length = 0;
    // The newest two (half of four) are kept whatever came before them.
    get('g');
    get('f');
    expect(computed).toEqual([]);
    // Never more than four: of the seven, at least three were dropped.
    for (const key of ['a', 'b', 'c', 'd', 'e']) get(key);
    expect(computed.length).toBeGreaterThanOrEqual(3);
  });

  it('keeps a value that is used again, however many others pass through', () => {
    const { computed, get } = counted(4);
    for (let i = 0; i < 1000; i++) {
      get('hot');
      get(`cold ${i}`);
    }
    expect(computed.filter((key) => key === 'hot')).toHaveLength(1);
    expect(computed).toHaveLength(1001);
  });

  it('computes again after forget', () => {
    const { memo, computed, get } = counted(4);
    get('a');
    get('b');
    get('c');
    memo.forget('a');
    memo.forget('c');
    get('a');
    get('c');
    expect(computed).toEqual(['a', 'b', 'c', 'a', 'c']);
  });
});
