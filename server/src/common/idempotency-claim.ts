/** What the idempotency plugin and the idempotency service say to each other about one key. */

/** One key, per user: the same key from two users is two keys. */
export interface IdempotencyKeyRef {
  userId: string;
  key: string;
}

export interface StoredAnswer {
  statusCode: number;
  contentType: string;
  body: Buffer;
}

export type Claim =
  | { outcome: 'claimed' }
  | { outcome: 'replay'; answer: StoredAnswer }
  | { outcome: 'in-progress' }
  | { outcome: 'mismatch' };
