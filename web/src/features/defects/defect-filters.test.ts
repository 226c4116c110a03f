import { describe, expect, it } from 'vitest';
import { readDefectParams } from './defect-filters';

describe('the triage list read from its address', () => {
  it('keeps the filters a card or a bookmark sets', () => {
    expect(
      readDefectParams(new URLSearchParams('state=new,accepted&severity=safety&type=Light buoy&page=3')),
    ).toEqual({ state: 'new,accepted', severity: 'safety', type: 'Light buoy', location: '', page: 3 });
  });

  it('reads an unknown state, severity or page as none, so the list is the default one', () => {
    expect(readDefectParams(new URLSearchParams('state=lost&severity=urgent&page=-2'))).toEqual({
      state: '',
      severity: '',
      type: '',
      location: '',
      page: 1,
    });
  });
});
