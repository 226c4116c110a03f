import { describe, expect, it } from 'vitest';
import { assetMatch, labelSelectionState, readLabelSelection } from './label-selection';

describe('a label selection handed from the Assets list to the Labels screen', () => {
  it('keeps only the search and filters in use, and a compliance state only when it is one', () => {
    expect(
      assetMatch({
        q: ' raft ',
        status: '',
        type: 'Life raft',
        location: ' ',
        assignedTo: '',
        compliance: 'overdue',
      }),
    ).toEqual({ q: 'raft', type: 'Life raft', compliance: 'overdue' });
    expect(assetMatch({ compliance: 'late' })).toEqual({});
  });

  it('reads back what was handed over, through history state', () => {
    const assets = { kind: 'assets' as const, assets: [{ id: 'a1', name: 'Raft' }] };
    expect(readLabelSelection(labelSelectionState(assets))).toEqual(assets);
    const matching = { kind: 'matching' as const, count: 3, match: { type: 'Buoy' } };
    expect(readLabelSelection(labelSelectionState(matching))).toEqual(matching);
  });

  it('reads anything else as no selection, and drops entries that are not assets', () => {
    expect(readLabelSelection(null)).toBeNull();
    expect(readLabelSelection({ returnTo: '/admin' })).toBeNull();
    expect(readLabelSelection({ labelSelection: { kind: 'assets', assets: [] } })).toBeNull();
    expect(readLabelSelection({ labelSelection: { kind: 'matching', count: '3', match: {} } })).toBeNull();
    expect(
      readLabelSelection({
        labelSelection: { kind: 'assets', assets: [{ id: 'a1', name: 'Raft' }, { id: 7 }, 'x'] },
      }),
    ).toEqual({ kind: 'assets', assets: [{ id: 'a1', name: 'Raft' }] });
    expect(
      readLabelSelection({ labelSelection: { kind: 'matching', count: 2, match: { type: 'Buoy', q: 5 } } }),
    ).toEqual({ kind: 'matching', count: 2, match: { type: 'Buoy' } });
  });
});
