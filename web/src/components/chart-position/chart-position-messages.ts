/** The words of a charted position's field: its reading back, and what is wrong with a position as typed. */
import { defineMessages } from '@/i18n/define-messages';

export const chartPositionMessages = defineMessages('chartPosition', {
  label: 'Charted position',
  hint: 'As on the chart, e.g. {example}, or in decimal degrees. Leave it empty for none.',
  readsAs: 'Reads as {position}',
  howToWrite: 'Write a position as {example} or as {decimal}',
  wholeDegrees: 'Degrees must be whole when minutes follow them',
  minutesRange: 'Minutes must be from 0 to under 60',
  wholeMinutes: 'Minutes must be whole when seconds follow them',
  secondsRange: 'Seconds must be from 0 to under 60',
  minusOrLetter: 'Use either a minus sign or S and W, not both',
  oneOfEach: 'Give one latitude (N or S) and one longitude (E or W)',
  latitudeRange: 'Latitude must be between 90° S and 90° N',
  longitudeRange: 'Longitude must be between 180° W and 180° E',
});
