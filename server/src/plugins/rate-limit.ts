/**
 * Per-user rate limits on the writes a field user makes in bulk (scans, inspections, round marks and
 * moves), declared on each route as `config: { rateLimit: 'field-write' }` next to `access`. A token
 * bucket per user and route: a burst of 120, refilled at 2 a second of the time the writes happened
 * (`occurredAt`, or their arrival when they carry none), so a round (a label a second for an hour) never
 * meets it, a day's work synced at once passes (its writes happened hours apart), and a script recording
 * hundreds a second "now" is stopped at the 121st with a 429 and Retry-After. Writes that happened more than
 * two minutes before they arrived are also held to a per-user arrival rate of their own (a burst of 600,
 * then 50 a second), so invented back-dated times cannot lift the bound. The buckets live in this
 * process's memory: behind N instances a user gets N times the rate, which still bounds a flood; a
 * restart refills them (docs/SECURITY.md).
 *
 * Public defect reports (`config: { rateLimit: 'public-report' }`, no sign-in) are held per address (a burst
 * of 5, then one every 12 minutes) and per asset (a burst of 20, then one every 3 minutes), checked before
 * any of the form is read.
 */
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { FIELD_TIME_LIMITS } from '@harbour/contract';
import { TooManyRequestsError } from '../errors';
import { currentUser } from './access';
import { withHook } from './route-hooks';

interface BucketLimit {
  burst: number;
  perSecond: number;
}

export const RATE_LIMITS = {
  'field-write': { burst: 120, perSecond: 2 },
  /** Writes synced late (occurredAt over two minutes before arrival), per user, by arrival. */
  'field-write-late': { burst: 600, perSecond: 50 },
  /** Public defect reports per client address. */
  'public-report-address': { burst: 5, perSecond: 1 / 720 },
  /** Public defect reports per asset, from any address. */
  'public-report-asset': { burst: 20, perSecond: 1 / 180 },
} satisfies Record<string, BucketLimit>;

type RateLimitName = keyof typeof RATE_LIMITS;

declare module 'fastify' {
  interface FastifyContextConfig {
    rateLimit?: 'field-write' | 'public-report';
  }
}

/** Every rate-limited route, as `METHOD url`: what the tests check the field writes against. */
export const rateLimitedRoutes: string[] = [];

/** Buckets are dropped when full again (nothing to remember) after every this many takes. */
const SWEEP_EVERY = 10_000;

interface Bucket {
  tokens: number;
  /** When the last token was taken (ms). */
  at: number;
  /** The latest time a write taken from it happened (ms). */
  happened: number;
}

/**
 * Token buckets by key; `take` answers 0 when one was taken, or the seconds until one is there. A bucket
 * refills with the time passed since its last take, or with the time between when its last write and this
 * one happened (`happenedAt`, when later), whichever is more: writes made an hour apart and sent together
 * pass as they would have one by one. Without `happenedAt` a write happened when it is taken.
 */
export function createTokenBuckets(limit: BucketLimit, now: () => number = Date.now) {
  const buckets = new Map<string, Bucket>();
  let takes = 0;
  const level = (bucket: Bucket, time: number, happened = time) => {
    const elapsed = Math.max(time - bucket.at, happened - bucket.happened);
    return Math.min(limit.burst, bucket.tokens + (elapsed / 1000) * limit.perSecond);
  };
  return {
    take(key: string, happenedAt?: number): number {
      const time = now();
      const happened = happenedAt ?? time;
      if (++takes % SWEEP_EVERY === 0) {
        for (const [k, b] of buckets) if (level(b, time) >= limit.burst) buckets.delete(k);
      }
      const bucket = buckets.get(key);
      const tokens = bucket ? level(bucket, time, happened) : limit.burst;
      if (tokens < 1) return Math.ceil((1 - tokens) / limit.perSecond);
      buckets.set(key, { tokens: tokens - 1, at: time, happened: Math.max(happened, bucket?.happened ?? 0) });
      return 0;
    },
  };
}

/** When a write says it happened: `occurredAt` of a JSON body, if it parses; a form counts as arriving now. */
function happenedAt(request: FastifyRequest): number | undefined {
  const body: unknown = request.body;
  if (typeof body !== 'object' || body === null || !('occurredAt' in body)) return undefined;
  const { occurredAt } = body;
  if (typeof occurredAt !== 'string') return undefined;
  const time = Date.parse(occurredAt);
  // Refused later by the route (a bad date, or beyond the bounds): counted as happening now until then.
  return Number.isNaN(time) ? undefined : Math.min(time, Date.now());
}

const tooMany = (wait: number) =>
  new TooManyRequestsError(
    'rate-limited',
    `Too many records in a short time. Try again in ${wait} second${wait === 1 ? '' : 's'}.`,
    wait,
  );

export type RateLimits = Record<RateLimitName, BucketLimit>;

const tooManyReports = (wait: number) =>
  new TooManyRequestsError(
    'rate-limited',
    `Too many reports in a short time. Try again in ${wait} second${wait === 1 ? '' : 's'}.`,
    wait,
  );

/** `limits`: other sizes for tests that write in bulk on purpose. */
export function registerRateLimits(app: FastifyInstance, limits: RateLimits = RATE_LIMITS): void {
  const fieldWrites = createTokenBuckets(limits['field-write']);
  const lateWrites = createTokenBuckets(limits['field-write-late']);
  const reportsByAddress = createTokenBuckets(limits['public-report-address']);
  const reportsByAsset = createTokenBuckets(limits['public-report-asset']);

  app.addHook('onRoute', (route) => {
    const { rateLimit, access } = route.config ?? {};
    if (!rateLimit) return;
    if (rateLimit === 'public-report') {
      rateLimitedRoutes.push(`${String(route.method)} ${route.url}`);
      const takeReport: preValidationAsyncHookHandler = async (request) => {
        const params = request.params as { id?: unknown };
        const asset = typeof params.id === 'string' ? params.id.toLowerCase() : '';
        const wait = reportsByAddress.take(request.ip) || reportsByAsset.take(asset);
        if (wait > 0) throw tooManyReports(wait);
      };
      route.preValidation = withHook(route.preValidation, takeReport);
      return;
    }
    if (access === undefined || access === 'public') {
      throw new Error(`Route ${String(route.method)} ${route.url} is rate-limited per user: sign-in needed`);
    }
    const routeKey = `${String(route.method)} ${route.url}`;
    rateLimitedRoutes.push(routeKey);
    // preValidation, after sign-in and the JSON body (its occurredAt), before an Idempotency-Key is claimed.
    const take: preValidationAsyncHookHandler = async (request) => {
      const userId = currentUser(request).id;
      const happened = happenedAt(request);
      const late = happened !== undefined && Date.now() - happened > FIELD_TIME_LIMITS.syncedLateMs;
      const wait =
        (late ? lateWrites.take(userId) : 0) || fieldWrites.take(`${userId} ${routeKey}`, happened);
      if (wait > 0) throw tooMany(wait);
    };
    route.preValidation = withHook(route.preValidation, take);
  });
}
