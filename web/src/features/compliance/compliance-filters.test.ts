import { describe, expect, it } from 'vitest';
import { exportQuery } from './compliance-filters';

describe('the compliance export follows the list', () => {
  it('sends the filters in use, encoded, and never the page', () => {
    expect(
      exportQuery({ status: 'overdue', type: 'Life raft', location: 'Kai Ø & 2', kind: '', page: 3 }),
    ).toBe('status=overdue&type=Life+raft&location=Kai+%C3%98+%26+2');
    expect(exportQuery({ status: '', type: '', location: '', kind: '', page: 1 })).toBe('');
  });
});
