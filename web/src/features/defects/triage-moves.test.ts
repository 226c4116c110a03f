import { describe, expect, it } from 'vitest';
import { triageMoves } from './triage-moves';
import { defectMessages as m } from './defect-messages';

describe('the triage buttons of a defect', () => {
  it('offers a new defect Accept, Mark duplicate and Reject', () => {
    expect(triageMoves('new')).toEqual([
      { kind: 'set', state: 'accepted', label: m.accept },
      { kind: 'duplicate' },
      { kind: 'reject' },
    ]);
  });

  it('offers an accepted defect Close, and a closed one only Reopen (back to accepted)', () => {
    expect(triageMoves('accepted')[0]).toEqual({ kind: 'set', state: 'closed', label: m.close });
    expect(triageMoves('closed')).toEqual([{ kind: 'set', state: 'accepted', label: m.reopen }]);
  });

  it('offers a rejected or duplicate defect only Reopen (back to new)', () => {
    expect(triageMoves('rejected')).toEqual([{ kind: 'set', state: 'new', label: m.reopen }]);
    expect(triageMoves('duplicate')).toEqual([{ kind: 'set', state: 'new', label: m.reopen }]);
  });
});
