import { describe, expect, it } from 'vitest';
import type { DueItemRow as DueItemView } from '@/lib/readers/due-item-reader';
import { complianceDetail } from './compliance-summary';

const item = (name: string, status: string, dueOn: string, kind = 'inspection'): DueItemView => ({
  assetId: 'a',
  assetName: 'Life raft',
  assetType: 'Life Raft',
  location: 'Deck 3',
  kind,
  sourceId: name,
  name,
  reference: null,
  dueOn,
  status,
  lastDoneOn: null,
});

describe('compliance detail', () => {
  it('names the oldest overdue item and counts the other overdue ones', () => {
    const items = [
      item('EPIRB monthly test', 'overdue', '2026-11-01'),
      item('Annual service', 'overdue', '2026-10-01'),
      item('Hydrostatic release', 'due-soon', '2026-12-01'),
    ];
    expect(complianceDetail({ status: 'overdue', items })).toBe(
      'Annual service: overdue since 2026-10-01 (and 1 more)',
    );
  });

  it('names the due-soon item of a due-soon asset', () => {
    const items = [
      item('Annual service', 'ok', '2027-05-01'),
      item('Certificate', 'due-soon', '2026-12-01', 'document'),
    ];
    expect(complianceDetail({ status: 'due-soon', items })).toBe('Certificate: expires on 2026-12-01');
  });

  it('names the next item of an asset that is ok', () => {
    const items = [item('Annual service', 'ok', '2027-05-01'), item('Monthly test', 'ok', '2026-12-20')];
    expect(complianceDetail({ status: 'ok', items })).toBe('Monthly test: next due on 2026-12-20');
  });

  it('says that nothing applies to an asset without items', () => {
    expect(complianceDetail({ status: 'none', items: [] })).toBe(
      'No inspection plan or certificate applies to this asset.',
    );
  });
});
