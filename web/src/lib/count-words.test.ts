import { describe, expect, it } from 'vitest';
import { countWords } from './count-words';

describe('count words', () => {
  it('says one item, and items for every other count', () => {
    expect(countWords(1, 'item', 'items')).toBe('1 item');
    expect(countWords(0, 'item', 'items')).toBe('0 items');
    expect(countWords(2, 'item', 'items')).toBe('2 items');
  });
});
