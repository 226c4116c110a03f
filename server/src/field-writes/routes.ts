import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  fieldWriteBatchAnswerSchema,
  fieldWriteBatchSchema,
  type FieldWriteAnswer,
} from '@harbour/contract';
import { assetOf, sendWrite } from './send-write';

/** A batch of 100 inspections with long answers is larger than a single write's limit. */
const BATCH_BODY_LIMIT = 4 * 1024 * 1024;

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
      const answers: FieldWriteAnswer[] = [];
      // Assets with a write to retry: their later writes wait, so a mark never lands before an earlier one.
      const held = new Set<string>();
      // One after another, in the order sent: the order the person made them.
      for (const write of request.body.writes) {
        const asset = assetOf(write);
        if (held.has(asset)) {
          answers.push({ key: write.key, outcome: 'held', status: null, body: null });
          continue;
        }
        const answer = await sendWrite(app, request, write);
        if (answer.outcome === 'retry') held.add(asset);
        answers.push(answer);
      }
      return { answers };
    },
  );
};
