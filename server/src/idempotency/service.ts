/**
 * Idempotency-Key (IETF draft "The Idempotency-Key HTTP Header Field"): the first finished answer to a
 * write, per user and key, is kept for 7 days and answered again to a resend; nothing is done twice.
 */
import { z } from 'zod';
import type { Claim, IdempotencyKeyRef, StoredAnswer } from '../common/idempotency-claim';
import type { IdempotencyRepository } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const RETENTION_MS = 7 * DAY_MS;
/**
 * A claim without an answer after this long belongs to a process that stopped mid-request: the body has
 * been read before the claim, and no query may run longer than 30 s, so a live request is long done.
 */
const ABANDONED_MS = 2 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
const CLAIM_ATTEMPTS = 3;

/** The stored answer: its content type and its bytes in base64 (a text column on both databases). */
const savedSchema = z.object({ contentType: z.string(), body: z.string() });

const decode = (statusCode: number, response: string): StoredAnswer => {
  const saved = savedSchema.parse(JSON.parse(response));
  return { statusCode, contentType: saved.contentType, body: Buffer.from(saved.body, 'base64') };
};

export function createIdempotencyService(
  repository: IdempotencyRepository,
  clock: () => Date = () => new Date(),
) {
  let lastPrune = 0;

  const pruneNow = async (now: Date) => {
    if (now.getTime() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = now.getTime();
    await repository.deleteCreatedBefore(new Date(now.getTime() - RETENTION_MS).toISOString());
  };

  return {
    async claim(ref: IdempotencyKeyRef, requestHash: string): Promise<Claim> {
      const now = clock();
      await pruneNow(now);
      const expired = new Date(now.getTime() - RETENTION_MS).toISOString();
      const abandoned = new Date(now.getTime() - ABANDONED_MS).toISOString();
      for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt++) {
        if (await repository.insertPending(ref, requestHash, now.toISOString()))
          return { outcome: 'claimed' };
        const row = await repository.find(ref);
        if (!row) continue; // Released or pruned between the two statements: claim again.
        const stale = row.created_at < expired || (row.status_code === null && row.created_at < abandoned);
        if (stale) {
          await repository.deleteIfCreatedAt(ref, row.created_at);
          continue;
        }
        if (row.request_hash !== requestHash) return { outcome: 'mismatch' };
        if (row.status_code === null || row.response === null) return { outcome: 'in-progress' };
        return { outcome: 'replay', answer: decode(row.status_code, row.response) };
      }
      // Another request keeps taking the key over at this very moment: it is running.
      return { outcome: 'in-progress' };
    },

    finish: (ref: IdempotencyKeyRef, answer: StoredAnswer) =>
      repository.finish(
        ref,
        answer.statusCode,
        JSON.stringify({ contentType: answer.contentType, body: answer.body.toString('base64') }),
      ),

    release: (ref: IdempotencyKeyRef) => repository.deletePending(ref),
  };
}
