/** Share of a total as a whole percentage; a total of 0 counts as 1. */
export function percentage(count: number, total: number): number {
  return Math.round((count / Math.max(total, 1)) * 100);
}

/**
 * A whole percentage as the reader writes it: "25%" in English (the screens' own words), "25 %" with a
 * no-break space in Norwegian, as Intl writes it for the locale.
 */
export function percentText(percent: number, locale: string | undefined): string {
  if (!locale) return `${percent}%`;
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);
}
