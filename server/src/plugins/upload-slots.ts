/**
 * A bound on the multipart uploads one person has in flight at once (every signed-in write that takes a
 * form: asset images, documents, inspection photos, imports). A form's files are held in memory while its
 * route checks and stores them (up to the part limits, about 100 MB for an inspection's ten photos), so
 * without a bound one account sending many at once could take the server's memory; with it, one person
 * holds at most `perPerson` forms being read. The next ones wait, unread (the network holds their bytes), for
 * a slot, so a client sending several at once is served in turn; past `WAITING_PER_PERSON` waiting, or
 * after `LONGEST_WAIT_MS`, the form is answered 429 with Retry-After before its body is read.
 * The count lives in this process's memory (as the rate limits do): behind N instances a person gets N
 * times the slots, still bounded, and nothing is left to clean up after a restart.
 */
import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import { TooManyRequestsError } from '../errors';
import { currentUser } from './access';
import { withHook } from './route-hooks';

/** Two forms read at once for one person: the web app sends its queued uploads one at a time. */
export const UPLOADS_PER_PERSON = 2;
/** Forms of one person waiting, unread, for a slot; the next is refused. */
export const WAITING_PER_PERSON = 16;
const LONGEST_WAIT_MS = 30_000;
const RETRY_AFTER_SECONDS = 2;
const WRITE_METHODS = new Set(['POST', 'PUT', 'DELETE']);

export function registerUploadSlots(
  app: FastifyInstance,
  perPerson = UPLOADS_PER_PERSON,
  waitingPerPerson = WAITING_PER_PERSON,
): void {
  const inFlight = new Map<string, number>();
  const waiting = new Map<string, Array<() => void>>();

  const release = (userId: string) => {
    const next = waiting.get(userId)?.shift();
    if (next) return next(); // the slot passes straight to the form waiting longest
    const left = (inFlight.get(userId) ?? 1) - 1;
    if (left > 0) inFlight.set(userId, left);
    else inFlight.delete(userId);
  };

  const tooMany = () =>
    new TooManyRequestsError(
      'too-many-uploads',
      `Too many uploads at once: at most ${perPerson} forms with files at a time. Wait for one to finish and try again.`,
      RETRY_AFTER_SECONDS,
    );

  /** Resolves when this person has a slot; rejects when too many wait or the wait is too long. */
  const waitForSlot = (userId: string) =>
    new Promise<void>((resolve, reject) => {
      const queue = waiting.get(userId) ?? [];
      if (queue.length >= waitingPerPerson) return reject(tooMany());
      const timer = setTimeout(() => {
        const at = queue.indexOf(granted);
        if (at >= 0) queue.splice(at, 1);
        if (queue.length === 0) waiting.delete(userId);
        reject(tooMany());
      }, LONGEST_WAIT_MS);
      function granted() {
        clearTimeout(timer);
        if (queue.length === 0) waiting.delete(userId);
        resolve();
      }
      queue.push(granted);
      waiting.set(userId, queue);
    });

  // preValidation: after sign-in and after the multipart parser marked the request (it reads nothing
  // itself), so a form waits, or is refused, before a byte of its body is read.
  const takeSlot: preValidationAsyncHookHandler = async (request, reply) => {
    if (!request.isMultipart()) return;
    const userId = currentUser(request).id;
    const held = inFlight.get(userId) ?? 0;
    if (held >= perPerson) await waitForSlot(userId);
    else inFlight.set(userId, held + 1);
    // A client that gave up while waiting: its slot goes on at once.
    if (reply.raw.closed) return release(userId);
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
