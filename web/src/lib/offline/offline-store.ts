/**
 * "Take offline": a round's, a location's or one's own assets stored on the device (details, photo
 * thumbnail, due items with their checklists), and read back when there is no signal.
 */
import { MAX_PAGE_LIMIT } from '@harbour/contract';
import { translate } from '@/i18n/translator';
import { apiResponse } from '../api-client';
import { resolveImageUrl } from '../resolve-image-url';
import { openOfflineDb } from './database';
import type { PackKind, StoredAsset, StoredPack } from './offline-db';
import { offlineWordsMessages as m } from './offline-messages';
import { currentOwner, type Owner } from './sync';
import { packIdOf, type PackRequest } from './stored-reads';

/** A pack larger than this is refused: a phone's storage and a morning's download have limits. */
const MAX_PACK_ASSETS = 2_000;
const PARALLEL_REQUESTS = 4;

function packLabel(request: PackRequest): string {
  if (request.kind === 'round') return translate(m.roundPack, { label: request.label });
  if (request.kind === 'location') return translate(m.locationPack, { location: request.location });
  return translate(m.myAssets);
}

async function getJson(path: string): Promise<{ body: unknown; total: number | null }> {
  const response = await apiResponse(path);
  const header = response.headers.get('X-Total-Count');
  return { body: (await response.json()) as unknown, total: header === null ? null : Number(header) };
}

function idsOf(rows: unknown, field: string): string[] {
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row: unknown) => {
    const value: unknown = typeof row === 'object' && row !== null ? Reflect.get(row, field) : undefined;
    return typeof value === 'string' ? [value] : [];
  });
}

/** Every row of a paged list, a hundred at a time. */
async function allPages(path: string, query: URLSearchParams): Promise<unknown[]> {
  const rows: unknown[] = [];
  for (let page = 1; ; page += 1) {
    query.set('page', String(page));
    query.set('limit', String(MAX_PAGE_LIMIT));
    const { body, total } = await getJson(`${path}?${query.toString()}`);
    const batch = Array.isArray(body) ? (body as unknown[]) : [];
    rows.push(...batch);
    if (rows.length > MAX_PACK_ASSETS) throw new Error(tooManyMessage(total ?? rows.length));
    if (batch.length < MAX_PAGE_LIMIT || (total !== null && rows.length >= total)) return rows;
  }
}

const tooManyMessage = (count: number) =>
  `${count} assets are more than one phone should carry (at most ${MAX_PACK_ASSETS}). Take a smaller part offline.`;

async function readImage(asset: unknown): Promise<StoredAsset['image']> {
  const path: unknown =
    typeof asset === 'object' && asset !== null ? Reflect.get(asset, 'assetImage') : undefined;
  if (typeof path !== 'string' || !path) return null;
  try {
    const response = await fetch(resolveImageUrl(path, ''));
    if (!response.ok) return null;
    const blob = await response.blob();
    return { type: blob.type, bytes: await blob.arrayBuffer() };
  } catch {
    // The details matter more than the picture: an asset without its photo is still stored.
    return null;
  }
}

async function fetchAsset(owner: Owner, assetId: string, storedAt: number): Promise<StoredAsset> {
  const id = encodeURIComponent(assetId);
  const [asset, inspections] = await Promise.all([
    getJson(`/assets/${id}`),
    getJson(`/assets/${id}/inspections`),
  ]);
  return {
    userId: owner.userId,
    assetId,
    asset: asset.body,
    inspections: inspections.body,
    image: await readImage(asset.body),
    storedAt,
  };
}

async function inParallel<T, R>(items: T[], work: (item: T) => Promise<R>, onDone: () => void): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T);
      onDone();
    }
  }
  await Promise.all(Array.from({ length: Math.min(PARALLEL_REQUESTS, items.length) }, worker));
  return results;
}

const sizeOf = (asset: StoredAsset): number =>
  JSON.stringify(asset.asset).length +
  JSON.stringify(asset.inspections).length +
  (asset.image?.bytes.byteLength ?? 0);

/** The pack's own rows: a round with all its items, or the assets a list names. */
async function packContents(request: PackRequest, owner: Owner) {
  if (request.kind === 'round') {
    const id = encodeURIComponent(request.roundId);
    const round = (await getJson(`/rounds/${id}`)).body;
    const items = await allPages(`/rounds/${id}/items`, new URLSearchParams());
    return { round, items, assetIds: idsOf(items, 'assetId') };
  }
  const query = new URLSearchParams(
    request.kind === 'location' ? { location: request.location } : { assignedTo: owner.userId },
  );
  const rows = await allPages('/assets', query);
  return { round: null, items: [], assetIds: idsOf(rows, '_id') };
}

export interface PackProgress {
  done: number;
  total: number;
}

/** Downloads and stores one pack, replacing what was stored for it; answers what it stored. */
export async function takeOffline(
  request: PackRequest,
  onProgress: (progress: PackProgress) => void = () => {},
): Promise<StoredPack> {
  const owner = currentOwner();
  if (!owner) throw new Error(translate(m.signInFirst));
  const storedAt = Date.now();
  const contents = await packContents(request, owner);
  const assetIds = [...new Set(contents.assetIds)];
  let done = 0;
  onProgress({ done, total: assetIds.length });
  const assets = await inParallel(
    assetIds,
    (assetId) => fetchAsset(owner, assetId, storedAt),
    () => onProgress({ done: (done += 1), total: assetIds.length }),
  );
  const pack: StoredPack = {
    userId: owner.userId,
    packId: packIdOf(request),
    kind: request.kind satisfies PackKind,
    label: packLabel(request),
    assetIds,
    round: contents.round,
    items: contents.items,
    bytes: assets.reduce((sum, asset) => sum + sizeOf(asset), JSON.stringify(contents.items).length),
    storedAt,
  };
  const db = await openOfflineDb();
  await db.transaction('rw', db.assets, db.packs, async () => {
    await db.assets.bulkPut(assets);
    await db.packs.put(pack);
  });
  return pack;
}

/** Forgets a pack, and the assets no other pack of the same person still holds. */
export async function removePack(packId: string): Promise<void> {
  const owner = currentOwner();
  if (!owner) return;
  const db = await openOfflineDb();
  await db.transaction('rw', db.assets, db.packs, async () => {
    await db.packs.delete([owner.userId, packId]);
    const kept = new Set(
      (await db.packs.where('userId').equals(owner.userId).toArray()).flatMap((p) => p.assetIds),
    );
    const stored = await db.assets.where('userId').equals(owner.userId).primaryKeys();
    await db.assets.bulkDelete(stored.filter(([, assetId]) => !kept.has(assetId)));
  });
}
