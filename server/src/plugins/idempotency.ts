/**
 * Idempotency-Key on every write a signed-in user sends (POST, PUT, DELETE; a route may opt out with
 * `config: { idempotent: false }`, or a public one in with true, which is refused: keys are per user): the
 * first finished answer (2xx or 4xx) per user and key is replayed to a resend for 7 days, with the header
 * Idempotent-Replayed: true; a 5xx is not kept; the same key with another request is a 422, and while the
 * first is still running a 409. Multipart routes must read their form with request.parts() and toBuffer().
 */
import type {
  FastifyInstance,
  onResponseAsyncHookHandler,
  onSendAsyncHookHandler,
  preValidationAsyncHookHandler,
} from 'fastify';
import { AppError, ConflictError, ValidationError } from '../errors';
import type { Claim, IdempotencyKeyRef, StoredAnswer } from '../common/idempotency-claim';

/** What this plugin needs of the store of answers: app.ts hands it the idempotency service. */
interface IdempotencyStore {
  claim(ref: IdempotencyKeyRef, requestHash: string): Promise<Claim>;
  finish(ref: IdempotencyKeyRef, answer: StoredAnswer): Promise<unknown>;
  release(ref: IdempotencyKeyRef): Promise<unknown>;
}
import { currentUser } from './access';
import { requestFingerprint } from './idempotency-fingerprint';
import { withHook } from './route-hooks';

declare module 'fastify' {
  interface FastifyContextConfig {
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The key this request holds while it runs; its answer is stored when it is sent. */
    idempotencyClaim: IdempotencyKeyRef | null;
  }
}

/** 'METHOD /url' of every route that takes a key, as routes are added: what the tests hold against the route table. */
export const idempotentRoutes: string[] = [];

const HEADER = 'idempotency-key';
const WRITE_METHODS = new Set(['POST', 'PUT', 'DELETE']);
const REPLAYED_HEADER = 'idempotent-replayed';
/** 1 to 255 printable ASCII characters; the draft's quoted form ("abc") is the same key as abc. */
const KEY = /^[\x20-\x7e]{1,255}$/;

function parseKey(header: string | string[]): string {
  const raw = Array.isArray(header) ? header.join(', ') : header;
  const key = /^"([^"\\]*)"$/.exec(raw)?.[1] ?? raw;
  if (!KEY.test(key)) {
    throw new ValidationError('The Idempotency-Key header must be 1 to 255 printable ASCII characters', {
      'Idempotency-Key': 'Use a new random value, such as a UUID, for each request',
    });
  }
  return key;
}

export function registerIdempotency(app: FastifyInstance, idempotency: IdempotencyStore): void {
  app.decorateRequest('idempotencyClaim', null);

  // preValidation: after sign-in and body parsing, before the schema, so a 400 answer is kept too.
  const claimKey: preValidationAsyncHookHandler = async (request, reply) => {
    const header = request.headers[HEADER];
    if (header === undefined) return;
    const ref = { userId: currentUser(request).id, key: parseKey(header) };
    const claim = await idempotency.claim(ref, await requestFingerprint(request));
    switch (claim.outcome) {
      case 'claimed':
        request.idempotencyClaim = ref;
        return;
      case 'replay':
        return reply
          .code(claim.answer.statusCode)
          .header('content-type', claim.answer.contentType)
          .header(REPLAYED_HEADER, 'true')
          .send(claim.answer.body);
      case 'mismatch':
        throw new AppError(
          422,
          'This Idempotency-Key was already used for a different request: send a new key with a new request',
        );
      case 'in-progress':
        throw new ConflictError(
          'A request with this Idempotency-Key is still running: wait for its answer before sending it again',
        );
    }
  };

  const storeAnswer: onSendAsyncHookHandler = async (request, reply, payload) => {
    const ref = request.idempotencyClaim;
    if (!ref) return payload;
    request.idempotencyClaim = null;
    const body =
      typeof payload === 'string' ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : null;
    try {
      if (reply.statusCode >= 500 || body === null) await idempotency.release(ref);
      else {
        const contentType = String(reply.getHeader('content-type') ?? 'application/octet-stream');
        await idempotency.finish(ref, { statusCode: reply.statusCode, contentType, body });
      }
    } catch (error) {
      // The write itself is committed and its answer must reach the client; a claim left unanswered is
      // taken over as abandoned after a while, so a resend is refused with 409 meanwhile, never run twice.
      request.log.warn({ err: error }, 'could not store the answer of an idempotent request');
    }
    return payload;
  };

  // A reply that never passed through onSend (a hijacked one) gives its claim up.
  const releaseUnanswered: onResponseAsyncHookHandler = async (request) => {
    const ref = request.idempotencyClaim;
    if (!ref) return;
    request.idempotencyClaim = null;
    await idempotency.release(ref);
  };

  // Only the writes carry the hooks: every other request, the hot reads included, runs none.
  app.addHook('onRoute', (route) => {
    const { idempotent, access } = route.config ?? {};
    const signedIn = access !== undefined && access !== 'public';
    const writes = [route.method].flat().some((method) => WRITE_METHODS.has(method));
    if (!(idempotent ?? (writes && signedIn))) return;
    if (!signedIn) {
      throw new Error(
        `Route ${String(route.method)} ${route.url} is idempotent: keys are per user, sign-in needed`,
      );
    }
    for (const method of [route.method].flat()) idempotentRoutes.push(`${method} ${route.url}`);
    route.preValidation = withHook(route.preValidation, claimKey);
    route.onSend = withHook(route.onSend, storeAnswer);
    route.onResponse = withHook(route.onResponse, releaseUnanswered);
  });
}
