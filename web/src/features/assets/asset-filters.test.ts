import { describe, expect, it } from 'vitest';
import {
  filterChips,
  listFilters,
  NO_FILTERS,
  readAssetFilters,
  withFilter,
  withoutFilters,
} from './asset-filters';

const ERIK = '0123456789abcdef01234567';

describe('asset filters in the address', () => {
  it('reads each filter, and an unknown value as no filter', () => {
    const read = readAssetFilters(
      new URLSearchParams(
        `status=In Use&type=Radio&location=Bridge&holder=${ERIK}&compliance=overdue&mine=1`,
      ),
    );
    expect(read).toEqual({
      status: 'In Use',
      type: 'Radio',
      location: 'Bridge',
      holder: ERIK,
      compliance: 'overdue',
      mine: true,
      offStation: false,
      fields: {},
    });
    expect(readAssetFilters(new URLSearchParams('status=Lost&holder=x&compliance=late&mine=yes'))).toEqual(
      NO_FILTERS,
    );
  });

  it('changes one filter and keeps the others; an empty value removes it', () => {
    const start = new URLSearchParams('status=Available&type=Radio');
    expect(withFilter(start, 'type', '').toString()).toBe('status=Available');
    expect(withFilter(start, 'mine', true).toString()).toBe('status=Available&type=Radio&mine=1');
    expect(withFilter(withFilter(start, 'mine', true), 'mine', false).toString()).toBe(
      'status=Available&type=Radio',
    );
  });

  it('asks the list for the own id when "My assets" is on, whatever holder is chosen', () => {
    const filters = { ...NO_FILTERS, holder: 'none', mine: true };
    expect(listFilters(filters, ERIK).assignedTo).toBe(ERIK);
    expect(listFilters({ ...filters, mine: false }, ERIK).assignedTo).toBe('none');
  });

  it('reads offStation=true, as the dashboard card links it, asks the list for it and names it as a chip', () => {
    const search = new URLSearchParams('offStation=true&q=buoy');
    const read = readAssetFilters(search);
    expect(read).toEqual({ ...NO_FILTERS, offStation: true });
    expect(listFilters(read, ERIK).offStation).toBe('true');
    expect(listFilters(NO_FILTERS, ERIK).offStation).toBe('');
    expect(filterChips(read, String, String)).toEqual([{ name: 'offStation', label: 'Off station' }]);
    // Its chip removes it like any other; so does Clear all.
    expect(withFilter(search, 'offStation', '').toString()).toBe('q=buoy');
    expect(withoutFilters(search).toString()).toBe('q=buoy');
  });

  it('names every filter in use as a chip', () => {
    const chips = filterChips(
      { ...NO_FILTERS, status: 'Available', holder: 'none', compliance: 'due-soon', mine: false },
      (id) => (id === 'none' ? 'Not assigned' : id),
      (state) => (state === 'due-soon' ? 'Due soon' : state),
    );
    expect(chips.map((chip) => chip.label)).toEqual([
      'Status: Available',
      'Holder: Not assigned',
      'Compliance: Due soon',
    ]);
  });

  it("reads, writes and names a type's field filters (field.<key>=), and clears them with the rest", () => {
    const search = new URLSearchParams(
      'type=Lit buoy&field.colour=Red&field.radar=yes&field.Bad=x&field.empty=',
    );
    const read = readAssetFilters(search);
    expect(read.fields).toEqual({ colour: 'Red', radar: 'yes' });
    expect(withFilter(search, 'field.colour', 'Green').get('field.colour')).toBe('Green');
    expect(withFilter(search, 'field.radar', '').has('field.radar')).toBe(false);
    expect(withoutFilters(new URLSearchParams('q=x&status=Available&field.colour=Red')).toString()).toBe(
      'q=x',
    );
    const chips = filterChips(
      read,
      (id) => id,
      (state) => state,
      (key, value) => ({
        label: key === 'colour' ? 'Colour' : 'Radar reflector',
        value: value === 'yes' ? 'Yes' : value,
      }),
    );
    expect(chips).toEqual([
      { name: 'type', label: 'Type: Lit buoy' },
      { name: 'field.colour', label: 'Colour: Red' },
      { name: 'field.radar', label: 'Radar reflector: Yes' },
    ]);
  });
});
