import { describe, expect, it } from 'vitest';
import { pageCount, paginationSummary, visiblePages } from './pagination';

describe('pagination text', () => {
  it('shows the range of the current page and the total', () => {
    expect(paginationSummary(1, 10, 25)).toBe('Showing 1 to 10 of 25 results');
    expect(paginationSummary(3, 10, 25)).toBe('Showing 21 to 25 of 25 results');
  });

  it('shows zeros for an empty list', () => {
    expect(paginationSummary(1, 10, 0)).toBe('Showing 0 to 0 of 0 results');
  });

  it('names users on the download screen', () => {
    expect(paginationSummary(2, 10, 12, 'users')).toBe('Showing 11 to 12 of 12 users');
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(21, 10)).toBe(3);
  });

  it('lists every page when there are few, and elides the middle when there are many', () => {
    expect(visiblePages(1, 3)).toEqual([1, 2, 3]);
    expect(visiblePages(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(visiblePages(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(visiblePages(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });
});
