/** The .ics text of a user's feed: one all-day event per due item, on its due date. */
import ical from 'ical-generator';
import type { DueLine } from './due-lines';

export function calendarFeed(name: string, lines: DueLine[], assetUrl: (assetId: string) => string): string {
  const calendar = ical({ name, prodId: { company: 'Harbour Assets', product: 'compliance' } });
  for (const line of lines) {
    const url = assetUrl(line.assetId);
    calendar.createEvent({
      id: line.uid,
      start: line.dueOn,
      allDay: true,
      summary: line.summary,
      description: `${line.what}\n${line.assetName}, ${line.location}\n${url}`,
      location: line.location,
      url,
    });
  }
  return calendar.toString();
}
