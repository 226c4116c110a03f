import { describe, expect, it } from 'vitest';
import { duePhrase, needsWork } from './due-phrase';

describe('due phrase', () => {
  it('says since when an inspection is overdue', () => {
    expect(duePhrase({ kind: 'inspection', status: 'overdue', dueOn: '2026-10-01' })).toBe(
      'overdue since 2026-10-01',
    );
  });

  it('says when a due-soon or ok inspection falls due', () => {
    expect(duePhrase({ kind: 'inspection', status: 'due-soon', dueOn: '2026-12-01' })).toBe(
      'due on 2026-12-01',
    );
    expect(duePhrase({ kind: 'inspection', status: 'ok', dueOn: '2027-06-01' })).toBe(
      'next due on 2027-06-01',
    );
  });

  it('speaks of a document as expiring or expired', () => {
    expect(duePhrase({ kind: 'document', status: 'overdue', dueOn: '2026-11-24' })).toBe(
      'expired on 2026-11-24',
    );
    expect(duePhrase({ kind: 'document', status: 'due-soon', dueOn: '2026-11-26' })).toBe(
      'expires on 2026-11-26',
    );
  });

  it('counts overdue and due-soon items as needing work, not ok ones', () => {
    expect(['overdue', 'due-soon', 'ok', 'none'].map((status) => needsWork({ status }))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
