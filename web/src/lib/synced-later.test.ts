import { describe, expect, it } from 'vitest';
import { syncedLaterNote } from './synced-later';

const local = (hours: number, minutes: number, day = 28) =>
  new Date(2026, 10, day, hours, minutes).toISOString();
const hhmm = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

describe('the synced-later note', () => {
  it('says when a record made offline was recorded and when it was synced', () => {
    const recorded = local(9, 0);
    const synced = local(15, 2);
    expect(syncedLaterNote(recorded, synced)).toBe(`Recorded ${hhmm(recorded)}, synced ${hhmm(synced)}`);
  });

  it('names the days when the sync came on another day', () => {
    expect(syncedLaterNote(local(9, 0, 28), local(8, 0, 29))).toMatch(/^Recorded Nov 28.*, synced Nov 29/);
  });

  it('says nothing of a record that arrived within two minutes, or of one from before arrival was kept', () => {
    expect(syncedLaterNote(local(9, 0), local(9, 1))).toBeNull();
    expect(syncedLaterNote(local(9, 0), null)).toBeNull();
    expect(syncedLaterNote(local(9, 0), undefined)).toBeNull();
  });
});
