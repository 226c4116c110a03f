import { describe, expect, it } from 'vitest';
import { returnPathFrom } from './return-path';

describe('returnPathFrom', () => {
  it("returns to the round's scan that opened the form", () => {
    const back = encodeURIComponent('/user/rounds/65a1f0c2b3d4e5f6a7b8c9d0?mode=scan');
    expect(returnPathFrom(`?return=${back}`, 'user')).toBe('/user/rounds/65a1f0c2b3d4e5f6a7b8c9d0?mode=scan');
  });

  it('ignores an address outside the rounds pages of the area, or on another site', () => {
    expect(returnPathFrom('', 'user')).toBeNull();
    expect(returnPathFrom('?return=/admin/rounds/1', 'user')).toBeNull();
    expect(returnPathFrom('?return=/user/dashboard', 'user')).toBeNull();
    expect(
      returnPathFrom(`?return=${encodeURIComponent('https://evil.example/user/rounds/1')}`, 'user'),
    ).toBeNull();
    expect(
      returnPathFrom(`?return=${encodeURIComponent('//evil.example/user/rounds/1')}`, 'user'),
    ).toBeNull();
  });
});
