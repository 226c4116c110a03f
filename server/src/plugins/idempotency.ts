/**
 * Idempotency-Key on every write a signed-in user sends (POST, PUT, DELETE; a route may opt out with
 * `config: { idempotent: false }`, or a public one in with true, which is refused: keys are per user): the
 * first successful answer (2xx) per user and key is replayed to a resend for 7 days, with the header
 * Idempotent-Replayed: true; the same key with another request is a 422, and while the first is still
 * running a 409.
 *
 * The key is claimed (or its answer replayed) only after everything that decides whether the caller may
 * make this request at all: sign-in and role, the body's schema, and the route's own preHandlers, where a
 * route whose access depends on the record (a round's assignees) checks it. So a resend after the person
 * lost access is refused as a new request would be, never answered from the store.
 * A 4xx or 5xx is not kept: such a request changed nothing, so a resend is simply judged again, and what
 * one person can leave in the store is bounded by the writes they may actually make.
 * A multipart form is hashed as the route reads it (idempotency-fingerprint.ts), and the key claimed once
 * the form is read, before the route writes: multipart routes read their form with request.parts() and
 * toBuffer(), the whole form before any write.
 */
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onResponseAsyncHookHandler,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
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
import { bodyFingerprint, fingerprintMultipartAsRead } from './idempotency-fingerprint';
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
    throw new ValidationError(
      'invalid-idempotency-key',
      'The Idempotency-Key header must be 1 to 255 printable ASCII characters',
      {
        'Idempotency-Key': {
          code: 'invalid-format',
          message: 'Use a new random value, such as a UUID, for each request',
        },
      },
    );
  }
  return key;
}

export function registerIdempotency(app: FastifyInstance, idempotency: IdempotencyStore): void {
  app.decorateRequest('idempotencyClaim', null);

  /** Claims the key, or answers the resend from the store, or refuses a clash: the same for both kinds of body. */
  const settle = async (request: FastifyRequest, ref: IdempotencyKeyRef, fingerprint: string) => {
    const claim = await idempotency.claim(ref, fingerprint);
    switch (claim.outcome) {
      case 'claimed':
        request.idempotencyClaim = ref;
        return;
      case 'replay':
        throw new StoredAnswerReplay(claim.answer);
      case 'mismatch':
        throw new AppError(
          422,
          'idempotency-conflict',
          'This Idempotency-Key was already used for a different request: send a new key with a new request',
        );
      case 'in-progress':
        throw new ConflictError(
          'idempotency-in-progress',
          'A request with this Idempotency-Key is still running: wait for its answer before sending it again',
        );
    }
  };

  // The last preHandler: after sign-in, the schema and the route's own checks (see the top of this file).
  const claimKey: preHandlerAsyncHookHandler = async (request) => {
    const header = request.headers[HEADER];
    if (header === undefined) return;
    const ref = { userId: currentUser(request).id, key: parseKey(header) };
    if (request.isMultipart())
      fingerprintMultipartAsRead(request, (fingerprint) => settle(request, ref, fingerprint));
    else await settle(request, ref, bodyFingerprint(request));
  };

  const storeAnswer: onSendAsyncHookHandler = async (request, reply, payload) => {
    const ref = request.idempotencyClaim;
    if (!ref) return payload;
    request.idempotencyClaim = null;
    const body =
      typeof payload === 'string' ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : null;
    try {
      if (reply.statusCode >= 300 || body === null) await idempotency.release(ref);
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
    route.preHandler = withHook(route.preHandler, claimKey);
    route.onSend = withHook(route.onSend, storeAnswer);
    route.onResponse = withHook(route.onResponse, releaseUnanswered);
  });
}

/**
 * A resend answered from the store: thrown where the key is settled (a hook, or a multipart form's last
 * part inside the route), answered by the error handler with the stored status, type and bytes. It carries
 * a statusCode, so the routes' form-error mapping passes it through untouched.
 */
export class StoredAnswerReplay extends Error {
  readonly statusCode: number;

  constructor(readonly answer: StoredAnswer) {
    super('An Idempotency-Key resend, answered from the store');
    this.statusCode = answer.statusCode;
  }

  send(reply: FastifyReply) {
    return reply
      .code(this.answer.statusCode)
      .header('content-type', this.answer.contentType)
      .header(REPLAYED_HEADER, 'true')
      .send(this.answer.body);
  }
}
