/**
 * A bound on the multipart uploads one person has in flight at once (every signed-in write that takes a
 * form: asset images, documents, inspection photos, imports). A form's files are held in memory while its
 * route checks and stores them (up to the part limits, about 100 MB for an inspection's ten photos), so
 * without a bound one account sending many at once could take the server's memory; with it, one person
 * holds at most `perPerson` forms, and the next is answered 429 with Retry-After before its body is read.
 * The count lives in this process's memory (as the rate limits do): behind N instances a person gets N
 * times the slots, still bounded, and nothing is left to clean up after a restart.
 */
import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import { TooManyRequestsError } from '../errors';
import { currentUser } from './access';
import { withHook } from './route-hooks';

/** Two forms at once for one person: the web app sends its queued uploads one at a time. */
export const UPLOADS_PER_PERSON = 2;
const RETRY_AFTER_SECONDS = 2;
const WRITE_METHODS = new Set(['POST', 'PUT', 'DELETE']);

export function registerUploadSlots(app: FastifyInstance, perPerson = UPLOADS_PER_PERSON): void {
  const inFlight = new Map<string, number>();

  const release = (userId: string) => {
    const left = (inFlight.get(userId) ?? 1) - 1;
    if (left > 0) inFlight.set(userId, left);
    else inFlight.delete(userId);
  };

  // preValidation: after sign-in and after the multipart parser marked the request (it reads nothing
  // itself), so a form over the bound is refused before a byte of its body is read.
  const takeSlot: preValidationAsyncHookHandler = async (request, reply) => {
    if (!request.isMultipart()) return;
    const userId = currentUser(request).id;
    const held = inFlight.get(userId) ?? 0;
    if (held >= perPerson) {
      throw new TooManyRequestsError(
        `Too many uploads at once: at most ${perPerson} forms with files at a time. Wait for one to finish and try again.`,
        RETRY_AFTER_SECONDS,
      );
    }
    inFlight.set(userId, held + 1);
    // 'close' comes once for every response: sent whole, failed, or cut off by the client.
    reply.raw.once('close', () => release(userId));
  };

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    const writes = [route.method].flat().some((method) => WRITE_METHODS.has(method));
    if (!writes || access === undefined || access === 'public') return;
    route.preValidation = withHook(route.preValidation, takeSlot);
  });
}
