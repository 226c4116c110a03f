import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldWriteBatchAnswerSchema, fieldWriteBatchSchema, type FieldWriteAnswer } from '@harbour/contract';
import { assetOf, sendWrite } from './send-write';

/** A batch of 100 inspections with long answers is larger than a single write's limit. */
const BATCH_BODY_LIMIT = 4 * 1024 * 1024;
/**
 * Writes of different assets in flight at once: each waits on the database more than on the processor, so a
 * few together finish sooner, while one asset's writes still run one after another.
 */
const IN_FLIGHT = 4;

/** Runs `task` when fewer than `size` others run. */
function createSlots(size: number) {
  let free = size;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (free === 0) await new Promise<void>((resolve) => waiting.push(resolve));
    else free -= 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else free += 1;
    }
  };
}

export const fieldWritesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Any signed-in user: each write is then checked by its own route as if it came alone. The batch has no
  // key of its own (each write carries one), and no rate limit of its own (each write meets its route's).
  app.post(
    '/field-writes',
    {
      bodyLimit: BATCH_BODY_LIMIT,
      config: { access: 'signed-in', idempotent: false },
      schema: { body: fieldWriteBatchSchema, response: { 200: fieldWriteBatchAnswerSchema } },
    },
    async (request) => {
      const inSlot = createSlots(IN_FLIGHT);
      // Each asset's writes in the order sent (the order the person made them); a write to retry holds back
      // the later writes of its asset, so a mark never lands before an earlier one. Other assets go on.
      const lastOfAsset = new Map<string, Promise<FieldWriteAnswer>>();
      const answers = request.body.writes.map((write) => {
        const asset = assetOf(write);
        const before = lastOfAsset.get(asset);
        const answer = (async (): Promise<FieldWriteAnswer> => {
          const previous = await before;
          if (previous && (previous.outcome === 'retry' || previous.outcome === 'held'))
            return { key: write.key, outcome: 'held', status: null, body: null };
          return inSlot(() => sendWrite(app, request, write));
        })();
        lastOfAsset.set(asset, answer);
        return answer;
      });
      return { answers: await Promise.all(answers) };
    },
  );
};
