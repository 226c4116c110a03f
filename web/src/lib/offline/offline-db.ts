/**
 * The device's own store (IndexedDB through Dexie): the outbox of writes made without signal, and the assets
 * a person took offline. Every row names the signed-in person it belongs to: another person signing in on the
 * same phone neither sees nor sends them.
 */
import { Dexie, type EntityTable, type Table } from 'dexie';

/** A photo of a queued inspection, kept as bytes (a Blob does not survive every IndexedDB implementation). */
export interface QueuedFile {
  field: string;
  name: string;
  type: string;
  bytes: ArrayBuffer;
}

/** The body of a queued write: JSON, or a multipart form of text fields and files. */
export type QueuedBody =
  { json: unknown } | { form: { fields: Array<[name: string, value: string]>; files: QueuedFile[] } };

export type OutboxKind = 'scan' | 'inspection' | 'mark' | 'move' | 'defect';

export interface OutboxEntry {
  seq?: number;
  /** The Idempotency-Key: made on the device once, sent with every attempt. */
  key: string;
  userId: string;
  username: string;
  kind: OutboxKind;
  /** The API path after /api, e.g. `/rounds/<id>/marks`. */
  path: string;
  body: QueuedBody;
  /** What the write is, in words, for the outbox page: "Scan of Lifebuoy 7". */
  summary: string;
  assetId: string | null;
  roundId: string | null;
  /** The device's clock when the person made the write (queued). */
  createdAt: number;
  /**
   * When it happened, as sent: createdAt corrected by the device clock's offset from the server's, fixed at
   * the first attempt so every resend under the same key is the same request.
   */
  occurredAt?: string;
  attempts: number;
  nextAttemptAt: number;
  state: 'pending' | 'refused';
  /** The server's refusal, kept with the write until someone retries or discards it. */
  refusal: { status: number; message: string } | null;
}

/** An asset as it was when taken offline: the API's own answers, read back through the same readers. */
export interface StoredAsset {
  userId: string;
  assetId: string;
  /** GET /api/assets/:id */
  asset: unknown;
  /** GET /api/assets/:id/inspections: due items with their checklists, and the history. */
  inspections: unknown;
  image: { type: string; bytes: ArrayBuffer } | null;
  storedAt: number;
}

export type PackKind = 'round' | 'location' | 'mine';

/** One "take offline": a round, a location or the person's own assets, and when it was stored. */
export interface StoredPack {
  userId: string;
  packId: string;
  kind: PackKind;
  label: string;
  assetIds: string[];
  /** A round's GET /api/rounds/:id and all its items, kept in step with the marks made offline. */
  round: unknown;
  items: unknown[];
  bytes: number;
  storedAt: number;
}

export interface SyncMeta {
  userId: string;
  lastSyncAt: number;
}

export class OfflineDatabase extends Dexie {
  outbox!: EntityTable<OutboxEntry, 'seq'>;
  assets!: Table<StoredAsset, [string, string]>;
  packs!: Table<StoredPack, [string, string]>;
  sync!: EntityTable<SyncMeta, 'userId'>;

  constructor(name = 'harbour-offline') {
    super(name);
    this.version(1).stores({
      // [userId+state]: the badge counts a person's waiting and refused writes from the index alone.
      outbox: '++seq, userId, key, [userId+state]',
      assets: '[userId+assetId], userId',
      packs: '[userId+packId], userId',
      sync: 'userId',
    });
  }
}

export const offlineDb = new OfflineDatabase();

/** Dexie's live queries, from the one module that loads Dexie (see database.ts). */
export { liveQuery } from 'dexie';
