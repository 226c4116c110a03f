/** A position as typed, read back as the server will read it: the chart's words for it, or what is wrong, in the reader's language. */
import {
  CHART_POSITION_EXAMPLE,
  formatChartPosition,
  parseChartPosition,
  type ChartPosition,
} from '@harbour/contract';
import type { Message } from '@/i18n/define-messages';
import { translate } from '@/i18n/translator';
import { chartPositionMessages as m } from './chart-position-messages';

export type PositionReading =
  | { state: 'empty' }
  | { state: 'read'; position: ChartPosition; text: string }
  | { state: 'unreadable'; problem: string };

const DECIMAL_EXAMPLE = '59.91233, 10.75232';

/** The contract's English reasons, by their words, so each is shown in the reader's language. */
const PROBLEMS: Record<string, Message<string>> = {
  'Degrees must be whole when minutes follow them': m.wholeDegrees,
  'Minutes must be from 0 to under 60': m.minutesRange,
  'Minutes must be whole when seconds follow them': m.wholeMinutes,
  'Seconds must be from 0 to under 60': m.secondsRange,
  'Use either a minus sign or S and W, not both': m.minusOrLetter,
  'Give one latitude (N or S) and one longitude (E or W)': m.oneOfEach,
  'Latitude must be between 90° S and 90° N': m.latitudeRange,
  'Longitude must be between 180° W and 180° E': m.longitudeRange,
};

/** The reason the contract gave, in the reader's language; how to write one for any reason this app has no words for. */
function problemWords(reason: string): string {
  const words = PROBLEMS[reason];
  return words
    ? translate(words)
    : translate(m.howToWrite, { example: CHART_POSITION_EXAMPLE, decimal: DECIMAL_EXAMPLE });
}

export function readChartPosition(text: string): PositionReading {
  if (text.trim() === '') return { state: 'empty' };
  const parsed = parseChartPosition(text);
  return parsed.ok
    ? { state: 'read', position: parsed.position, text: formatChartPosition(parsed.position) }
    : { state: 'unreadable', problem: problemWords(parsed.message) };
}

/** A stored position as the field shows it to be edited: '' for none. */
export const chartPositionText = (position: ChartPosition | null): string =>
  position ? formatChartPosition(position) : '';
