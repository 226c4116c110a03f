/** Share of a total as a whole percentage; a total of 0 counts as 1. */
export function percentage(count: number, total: number): number {
  return Math.round((count / Math.max(total, 1)) * 100);
}
