import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_SHORTCUTS, SCAN_PLACE, navItemsOf } from './nav-items';
import { chooseShortcuts, placeOf, readPlaceUse, recordPlaceUse } from './shortcuts';

const places = navItemsOf('admin');
const paths = (items: { to: string }[]) => items.map((item) => item.to);

afterEach(() => localStorage.clear());

describe('the bottom bar shortcuts', () => {
  it('offer the first shortcuts to a person with no use yet, never the scanner (it is the middle button)', () => {
    expect(paths(chooseShortcuts({}, places, FIRST_SHORTCUTS.admin, SCAN_PLACE.admin))).toEqual([
      '/admin/dashboard',
      '/admin/assets',
      '/admin/compliance',
    ]);
  });

  it('offer the three places used most, drawn in the sidebar order so each stays where the thumb found it', () => {
    const use = {
      '/admin/rounds': 9,
      '/admin/labels': 4,
      '/admin/dashboard': 2,
      '/admin/assets': 1,
      '/admin/scan': 50,
    };
    expect(paths(chooseShortcuts(use, places, FIRST_SHORTCUTS.admin, SCAN_PLACE.admin))).toEqual([
      '/admin/dashboard',
      '/admin/rounds',
      '/admin/labels',
    ]);
  });

  it('fill from the first shortcuts when fewer than three places were used', () => {
    const use = { '/admin/import': 3 };
    expect(paths(chooseShortcuts(use, places, FIRST_SHORTCUTS.admin, SCAN_PLACE.admin))).toEqual([
      '/admin/dashboard',
      '/admin/assets',
      '/admin/import',
    ]);
  });

  it('count a visit to the place a page belongs to (an asset page is Assets), per area', () => {
    expect(placeOf('/admin/assets/0123456789abcdef01234567', places)?.to).toBe('/admin/assets');
    expect(placeOf('/admin/account', places)).toBeUndefined();
    recordPlaceUse('admin', '/admin/assets/0123456789abcdef01234567', places);
    recordPlaceUse('admin', '/admin/assets', places);
    recordPlaceUse('admin', '/admin/account', places);
    expect(readPlaceUse('admin')).toEqual({ '/admin/assets': 2 });
    expect(readPlaceUse('user')).toEqual({});
  });

  it('read a damaged store as no use', () => {
    localStorage.setItem('places-used:admin', '{"/admin/assets":"many"');
    expect(readPlaceUse('admin')).toEqual({});
    localStorage.setItem('places-used:admin', '{"/admin/assets":"many","/admin/rounds":2}');
    expect(readPlaceUse('admin')).toEqual({ '/admin/rounds': 2 });
  });
});
