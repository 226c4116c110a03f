import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { SCAN_MESSAGES, scanLogReducer, signalFor, type ScanEntry } from './scan-feedback';

const ID = '65a1f0c2b3d4e5f6a7b8c9d0';

function read(entries: ScanEntry[], id: number, assetId: string | null = ID): ScanEntry[] {
  return scanLogReducer(entries, { type: 'read', id, code: assetId ?? 'hello', assetId });
}

describe('the round scan log', () => {
  it('shows a read as being checked, then as what the server answered, newest first', () => {
    let log = read([], 1);
    expect(log[0]).toMatchObject({ outcome: 'checking', assetId: ID });
    log = scanLogReducer(log, {
      type: 'answered',
      id: 1,
      result: 'found',
      assetName: 'Life raft',
      offline: false,
    });
    expect(log[0]).toMatchObject({ outcome: 'found', assetName: 'Life raft' });
    log = read(log, 2);
    log = scanLogReducer(log, {
      type: 'answered',
      id: 2,
      result: 'already-found',
      assetName: 'Life raft',
      offline: false,
    });
    log = read(log, 3);
    log = scanLogReducer(log, {
      type: 'answered',
      id: 3,
      result: 'unexpected',
      assetName: 'Buoy',
      offline: false,
    });
    expect(log.map((entry) => entry.outcome)).toEqual(['unexpected', 'already-found', 'found']);
  });

  it('calls a code that is not one of our labels unknown at once, without asking the server', () => {
    const [entry] = read([], 1, null);
    expect(entry).toMatchObject({ outcome: 'unknown', message: SCAN_MESSAGES.notOurs });
  });

  it("calls a label whose asset the server does not know unknown, and any other refusal by the server's words", () => {
    let log = read(read([], 1), 2);
    log = scanLogReducer(log, { type: 'refused', id: 1, error: new ApiError(404, 'Asset not found') });
    log = scanLogReducer(log, {
      type: 'refused',
      id: 2,
      error: new ApiError(409, 'This round is finished: it cannot be marked'),
    });
    expect(log[1]).toMatchObject({ outcome: 'unknown', message: SCAN_MESSAGES.noAsset });
    expect(log[0]).toMatchObject({
      outcome: 'failed',
      message: 'This round is finished: it cannot be marked',
    });
    log = scanLogReducer(read(log, 3), { type: 'refused', id: 3, error: new TypeError('Failed to fetch') });
    expect(log[0]).toMatchObject({ outcome: 'failed', message: SCAN_MESSAGES.failed });
  });

  it('an answer that comes late updates its own read, not the newest', () => {
    let log = read(read([], 1), 2, '65a1f0c2b3d4e5f6a7b8c9d1');
    log = scanLogReducer(log, {
      type: 'answered',
      id: 1,
      result: 'found',
      assetName: 'First',
      offline: false,
    });
    expect(log[0]!.outcome).toBe('checking');
    expect(log[1]).toMatchObject({ outcome: 'found', assetName: 'First' });
  });

  it('marks an unexpected asset moved once "move here" worked', () => {
    let log = read([], 1);
    log = scanLogReducer(log, {
      type: 'answered',
      id: 1,
      result: 'unexpected',
      assetName: 'Buoy',
      offline: false,
    });
    log = scanLogReducer(log, { type: 'moved', assetId: ID });
    expect(log[0]!.outcome).toBe('moved');
  });

  it('keeps the last eight reads', () => {
    let log: ScanEntry[] = [];
    for (let id = 1; id <= 12; id += 1) log = read(log, id);
    expect(log.map((entry) => entry.id)).toEqual([12, 11, 10, 9, 8, 7, 6, 5]);
  });

  it('gives each outcome its own signal, a failure the unknown one, and none while checking', () => {
    expect(signalFor('found')).toBe('found');
    expect(signalFor('already-found')).toBe('already-found');
    expect(signalFor('unexpected')).toBe('unexpected');
    expect(signalFor('unknown')).toBe('unknown');
    expect(signalFor('failed')).toBe('unknown');
    expect(signalFor('checking')).toBeNull();
  });
});
