import { describe, expect, it } from 'vitest';
import { mapQuery, readMapFilters } from './map-filters';

describe('the map filters in the address', () => {
  it('reads each filter, and an unknown status or state as none', () => {
    expect(
      readMapFilters(
        new URLSearchParams('type=Light buoy&location=Oslofjord&status=In Use&state=off-station'),
      ),
    ).toEqual({ type: 'Light buoy', location: 'Oslofjord', status: 'In Use', state: 'off-station' });
    expect(readMapFilters(new URLSearchParams('status=Sunk&state=adrift'))).toEqual({
      type: '',
      location: '',
      status: '',
      state: '',
    });
  });

  it('asks the map API for the filters in use only', () => {
    expect(mapQuery(readMapFilters(new URLSearchParams('state=off-station&page=3')))).toBe(
      'state=off-station',
    );
    expect(mapQuery(readMapFilters(new URLSearchParams('')))).toBe('');
  });
});
