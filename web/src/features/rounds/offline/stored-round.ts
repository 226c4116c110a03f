/**
 * A round taken offline (offline field mode): its page reads from the device when there is no signal, and a mark made
 * there updates the stored copy at once, the way the server will when the mark is sent.
 */
import { PAGE_SIZE, type MarkResult } from '@harbour/contract';
import { packIdOf, readStoredPack, updateStoredPack } from '@/lib/offline/stored-reads';
import type { StoredPack } from '@/lib/offline/offline-db';
import type { FromStore } from '@/lib/offline/offline-read';
import {
  roundItemReader,
  roundReader,
  type RoundCountsView,
  type RoundItemView,
  type RoundView,
} from '../api/round-readers';

export type StoredRoundView = RoundView & FromStore;

const packId = (roundId: string) => packIdOf({ kind: 'round', roundId, label: '' });

function itemsOf(pack: StoredPack): RoundItemView[] {
  return pack.items.flatMap((item) => {
    const parsed = roundItemReader.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export async function readStoredRound(roundId: string): Promise<StoredRoundView | undefined> {
  const pack = await readStoredPack(packId(roundId));
  return pack ? { ...roundReader.parse(pack.round), storedAt: pack.storedAt } : undefined;
}

export async function readStoredItems(
  roundId: string,
  state: string,
  page: number,
): Promise<{ items: RoundItemView[]; total: number } | undefined> {
  const pack = await readStoredPack(packId(roundId));
  if (!pack) return undefined;
  const matching = itemsOf(pack).filter((item) => !state || item.state === state);
  return { items: matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), total: matching.length };
}

export interface DeviceMark {
  result: MarkResult;
  assetName: string;
  counts: RoundCountsView;
}

/**
 * What the server will answer to this mark, applied to the stored round in one read and write; null when the
 * round is not stored. A label the round already has marked answers 'already-found' and changes nothing.
 */
export async function markOnDevice(
  roundId: string,
  assetId: string,
  by: { markedBy: string; storedName: string },
): Promise<DeviceMark | null> {
  const { markedBy, storedName } = by;
  let mark: DeviceMark | null = null;
  await updateStoredPack(packId(roundId), (pack) => {
    const round = roundReader.parse(pack.round);
    const items = itemsOf(pack);
    const item = items.find((candidate) => candidate.assetId === assetId);
    const markedAt = new Date().toISOString();
    if (item && item.state !== 'pending') {
      mark = { result: 'already-found', assetName: item.assetName, counts: round.counts };
      return pack;
    }
    const counts = item
      ? { ...round.counts, found: round.counts.found + 1 }
      : { ...round.counts, unexpected: round.counts.unexpected + 1 };
    const marked: RoundItemView = item
      ? { ...item, state: 'found', markedAt, markedBy, markReceivedAt: null }
      : {
          assetId,
          assetName: storedName,
          assetType: '',
          location: '',
          state: 'unexpected',
          markedAt,
          markedBy,
          markReceivedAt: null,
          position: null,
          movedAt: null,
        };
    mark = { result: item ? 'found' : 'unexpected', assetName: marked.assetName, counts };
    const nextItems = item ? items.map((other) => (other === item ? marked : other)) : [...items, marked];
    return { ...pack, items: nextItems, round: { ...round, counts, version: round.version + 1 } };
  });
  return mark;
}

/** Keeps a stored round in step with what the server answered online (a mark or a move). */
export async function applyServerItem(
  roundId: string,
  item: RoundItemView,
  counts: RoundCountsView,
): Promise<void> {
  await updateStoredPack(packId(roundId), (pack) => {
    const round = roundReader.parse(pack.round);
    const items = itemsOf(pack);
    const known = items.some((other) => other.assetId === item.assetId);
    const nextItems = known
      ? items.map((other) => (other.assetId === item.assetId ? item : other))
      : [...items, item];
    return { ...pack, items: nextItems, round: { ...round, counts } };
  });
}

/** "Move here" made without signal: the stored round shows the asset as moved until the server says so. */
export async function moveOnDevice(roundId: string, assetId: string): Promise<void> {
  const movedAt = new Date().toISOString();
  await updateStoredPack(packId(roundId), (pack) => {
    const round = roundReader.parse(pack.round);
    const location = round.scope.locations[0] ?? '';
    const items = itemsOf(pack).map((item) =>
      item.assetId === assetId ? { ...item, location, movedAt } : item,
    );
    return { ...pack, items, round: { ...round, version: round.version + 1 } };
  });
}
