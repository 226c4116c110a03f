/** The screen's periods as the API's [from, to): presets counted in the browser's own days. */
export const PERIOD_PRESETS = ['last-30-days', 'this-year', 'last-year', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** A custom period's first and last day, as date inputs write them (YYYY-MM-DD). */
export interface CustomDays {
  from: string;
  to: string;
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Local midnight of a YYYY-MM-DD day, or null when it is not one. */
function midnight(day: string): Date | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The period as the API asks it; null when a custom period is incomplete or runs backwards. */
export function periodOf(
  preset: PeriodPreset,
  now: Date,
  custom: CustomDays,
): { from: string; to: string } | null {
  const year = now.getFullYear();
  if (preset === 'this-year')
    return { from: new Date(year, 0, 1).toISOString(), to: new Date(year + 1, 0, 1).toISOString() };
  if (preset === 'last-year')
    return { from: new Date(year - 1, 0, 1).toISOString(), to: new Date(year, 0, 1).toISOString() };
  if (preset === 'last-30-days') {
    const tomorrow = new Date(year, now.getMonth(), now.getDate() + 1);
    const start = new Date(year, now.getMonth(), now.getDate() - 29);
    return { from: start.toISOString(), to: tomorrow.toISOString() };
  }
  const from = midnight(custom.from);
  const last = midnight(custom.to);
  if (!from || !last || last < from) return null;
  const to = new Date(last.getFullYear(), last.getMonth(), last.getDate() + 1);
  return { from: from.toISOString(), to: to.toISOString() };
}
