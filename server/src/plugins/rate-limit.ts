/**
 * Per-user rate limits on the writes a field user makes in bulk (scans, inspections, round marks and
 * moves), declared on each route as `config: { rateLimit: 'field-write' }` next to `access`. A token
 * bucket per user and route: a burst of 120, refilled at 2 a second, so a round (a label a second for an
 * hour) never meets it while a script recording hundreds a second is stopped at the 121st with a 429 and
 * Retry-After. The buckets live in this process's memory: behind N instances a user gets N times the
 * rate, which still bounds a flood; a restart refills them (docs/SECURITY.md).
 */
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { TooManyRequestsError } from '../errors';
import { currentUser } from './access';
import { withHook } from './route-hooks';

interface BucketLimit {
  burst: number;
  perSecond: number;
}

export const RATE_LIMITS = {
  'field-write': { burst: 120, perSecond: 2 },
} satisfies Record<string, BucketLimit>;

type RateLimitName = keyof typeof RATE_LIMITS;

declare module 'fastify' {
  interface FastifyContextConfig {
    rateLimit?: RateLimitName;
  }
}

/** Every rate-limited route, as `METHOD url`: what the tests check the field writes against. */
export const rateLimitedRoutes: string[] = [];

/** Buckets are dropped when full again (nothing to remember) after every this many takes. */
const SWEEP_EVERY = 10_000;

/** Token buckets by key; `take` answers 0 when one was taken, or the seconds until one is there. */
export function createTokenBuckets(limit: BucketLimit, now: () => number = Date.now) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  let takes = 0;
  const level = (bucket: { tokens: number; at: number }, time: number) =>
    Math.min(limit.burst, bucket.tokens + ((time - bucket.at) / 1000) * limit.perSecond);
  return {
    take(key: string): number {
      const time = now();
      if (++takes % SWEEP_EVERY === 0) {
        for (const [k, b] of buckets) if (level(b, time) >= limit.burst) buckets.delete(k);
      }
      const bucket = buckets.get(key);
      const tokens = bucket ? level(bucket, time) : limit.burst;
      if (tokens < 1) return Math.ceil((1 - tokens) / limit.perSecond);
      buckets.set(key, { tokens: tokens - 1, at: time });
      return 0;
    },
  };
}

export type RateLimits = Record<RateLimitName, BucketLimit>;

/** `limits`: other sizes for tests that write in bulk on purpose. */
export function registerRateLimits(app: FastifyInstance, limits: RateLimits = RATE_LIMITS): void {
  const buckets: Record<RateLimitName, ReturnType<typeof createTokenBuckets>> = {
    'field-write': createTokenBuckets(limits['field-write']),
  };

  app.addHook('onRoute', (route) => {
    const { rateLimit, access } = route.config ?? {};
    if (!rateLimit) return;
    if (access === undefined || access === 'public') {
      throw new Error(`Route ${String(route.method)} ${route.url} is rate-limited per user: sign-in needed`);
    }
    const routeKey = `${String(route.method)} ${route.url}`;
    rateLimitedRoutes.push(routeKey);
    // onRequest, after sign-in: refused before the body is read, and before an Idempotency-Key is claimed.
    const take: onRequestAsyncHookHandler = async (request) => {
      const wait = buckets[rateLimit].take(`${currentUser(request).id} ${routeKey}`);
      if (wait > 0) {
        throw new TooManyRequestsError(
          `Too many records in a short time. Try again in ${wait} second${wait === 1 ? '' : 's'}.`,
          wait,
        );
      }
    };
    route.onRequest = withHook(route.onRequest, take);
  });
}
