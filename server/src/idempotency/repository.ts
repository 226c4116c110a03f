import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { IdempotencyKeyRef } from '../common/idempotency-claim';

export function createIdempotencyRepository(db: Kysely<Database>) {
  const byKey = ({ userId, key }: IdempotencyKeyRef) =>
    db.deleteFrom('idempotency_keys').where('user_id', '=', userId).where('key', '=', key);
  return {
    /** Claims the key for a request now running; false when the key is already there. */
    async insertPending(ref: IdempotencyKeyRef, requestHash: string, createdAt: string): Promise<boolean> {
      const result = await db
        .insertInto('idempotency_keys')
        .values({
          user_id: ref.userId,
          key: ref.key,
          request_hash: requestHash,
          status_code: null,
          response: null,
          created_at: createdAt,
        })
        .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    find: ({ userId, key }: IdempotencyKeyRef) =>
      db
        .selectFrom('idempotency_keys')
        .select(['request_hash', 'status_code', 'response', 'created_at'])
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .executeTakeFirst(),

    /** Stores the answer of the request that holds the claim. */
    async finish(ref: IdempotencyKeyRef, statusCode: number, response: string): Promise<void> {
      await db
        .updateTable('idempotency_keys')
        .set({ status_code: statusCode, response })
        .where('user_id', '=', ref.userId)
        .where('key', '=', ref.key)
        .where('status_code', 'is', null)
        .execute();
    },

    /** Gives up a claim that has no answer to keep (a 5xx): a resend runs again. */
    async deletePending(ref: IdempotencyKeyRef): Promise<void> {
      await byKey(ref).where('status_code', 'is', null).execute();
    },

    /** Removes the row only if it is still the one that was read (created at that instant). */
    async deleteIfCreatedAt(ref: IdempotencyKeyRef, createdAt: string): Promise<void> {
      await byKey(ref).where('created_at', '=', createdAt).execute();
    },

    async deleteCreatedBefore(cutoff: string): Promise<void> {
      await db.deleteFrom('idempotency_keys').where('created_at', '<', cutoff).execute();
    },
  };
}
export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;
