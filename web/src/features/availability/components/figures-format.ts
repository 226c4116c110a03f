/** How the screen writes a figure: percentages with two decimals, durations in hours with one. */
import { formatDecimal } from '@/lib/format-number';
import type { Translator } from '@/i18n/translator';
import { availabilityMessages as m } from '../availability-messages';

const HOUR_MS = 3_600_000;
type T = Translator['t'];

export const percentOf = (t: T, value: number | null) =>
  value === null ? t(m.none) : t(m.percent, { value: formatDecimal(value, 2) });

export const hoursOf = (t: T, ms: number | null) =>
  ms === null ? t(m.none) : t(m.hours, { hours: formatDecimal(ms / HOUR_MS, 1) });
