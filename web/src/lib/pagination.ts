/** Paging arithmetic shared by every list. */
import { translate } from '@/i18n/translator';
import { wordsMessages as m } from './words-messages';

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** 'Showing X to Y of Z results' (or '... of N users'); X is 0 when the list is empty. */
export function paginationSummary(
  page: number,
  pageSize: number,
  total: number,
  noun = translate(m.results),
): string {
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  return translate(m.showing, { from, to, total, noun });
}

/** Page numbers to show, with 'gap' where pages are skipped: 1 … 4 5 6 … 20. */
export function visiblePages(page: number, totalPages: number): (number | 'gap')[] {
  if (totalPages <= 7) return Array.from({ length: totalPages }, (_, index) => index + 1);
  const pages: (number | 'gap')[] = [1];
  const start = Math.max(2, Math.min(page - 1, totalPages - 4));
  const end = Math.min(totalPages - 1, Math.max(page + 1, 5));
  if (start > 2) pages.push('gap');
  for (let number = start; number <= end; number += 1) pages.push(number);
  if (end < totalPages - 1) pages.push('gap');
  pages.push(totalPages);
  return pages;
}

/** Rows of one page of a list held on the client. */
export function pageSlice<T>(items: T[], page: number, pageSize: number): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}
