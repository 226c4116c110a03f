import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTransactor } from '../db/transactor';
import { createTestApp, type TestApp } from '../test/test-app';
import { DEFAULT_THROTTLE, LoginThrottle } from './login-throttle';
import { createSignInRepository } from './sign-in-repository';

const MINUTE = 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.kysely.deleteFrom('sign_in_failures').execute();
  await t.db.kysely.deleteFrom('sign_in_known_addresses').execute();
});

/** A throttle on the test database with a clock the test moves; `another()` is a second instance. */
function throttleWithClock() {
  let now = Date.parse('2026-11-25T08:00:00Z');
  const tx = () => createTransactor(t.db, (db, kind) => ({ signIns: createSignInRepository(db, kind) }));
  const another = () => new LoginThrottle(tx(), DEFAULT_THROTTLE, () => now);
  return { throttle: another(), another, advance: (ms: number) => (now += ms) };
}

/** Attempts that fail: each is counted when it is let through. */
async function fail(throttle: LoginThrottle, times: number, address: string, username: string) {
  for (let i = 0; i < times; i++) {
    expect((await throttle.attempt(address, username)).allowed).toBe(true);
  }
}

/** Seconds the next attempt waits (0: it was let through, and so counted). */
const nextWait = async (throttle: LoginThrottle, address: string, username: string) => {
  const attempt = await throttle.attempt(address, username);
  return attempt.allowed ? 0 : attempt.retryAfterSeconds;
};

/** A right password: the attempt is let through and then succeeds. */
async function succeed(throttle: LoginThrottle, address: string, username: string) {
  const attempt = await throttle.attempt(address, username);
  if (!attempt.allowed) throw new Error(`${username} at ${address} refused`);
  await throttle.succeeded(address, username, attempt.records);
}

describe('LoginThrottle', () => {
  it('stops one address guessing one account after 5 attempts, for the rest of the 15-minute window', async () => {
    const { throttle, advance } = throttleWithClock();
    await fail(throttle, 4, '203.0.113.9', 'harbourmaster');
    await fail(throttle, 1, '203.0.113.9', 'HarbourMaster');
    expect(await nextWait(throttle, '203.0.113.9', 'harbourmaster')).toBe(15 * 60);
    advance(15 * MINUTE);
    expect(await nextWait(throttle, '203.0.113.9', 'harbourmaster')).toBe(0);
  });

  it('stops one address guessing many accounts after 20 attempts', async () => {
    const { throttle } = throttleWithClock();
    for (let i = 0; i < 20; i++) await fail(throttle, 1, '203.0.113.9', `crew${i}`);
    expect(await nextWait(throttle, '203.0.113.9', 'someone.else')).toBeGreaterThan(0);
    expect(await nextWait(throttle, '198.51.100.1', 'someone.else')).toBe(0);
  });

  it('does not lock the real user out from another address when one address guesses their password', async () => {
    const { throttle } = throttleWithClock();
    await fail(throttle, 5, '203.0.113.9', 'harbourmaster');
    expect(await nextWait(throttle, '203.0.113.9', 'harbourmaster')).toBeGreaterThan(0);
    await succeed(throttle, '198.51.100.1', 'harbourmaster');
  });

  it('stops many addresses guessing one account after 10 attempts, except where the user signed in before', async () => {
    const { throttle, advance } = throttleWithClock();
    await succeed(throttle, '198.51.100.1', 'harbourmaster');
    for (let i = 0; i < 10; i++) await fail(throttle, 1, `203.0.113.${i}`, 'harbourmaster');
    expect(await nextWait(throttle, '203.0.113.200', 'harbourmaster')).toBeGreaterThan(0);
    await succeed(throttle, '198.51.100.1', 'harbourmaster');
    // The attack keeps going: the known address still works; a new one waits until it stops.
    for (let minute = 0; minute < 60; minute++) {
      advance(MINUTE);
      await throttle.attempt(`203.0.113.${100 + minute}`, 'harbourmaster');
      await succeed(throttle, '198.51.100.1', 'harbourmaster');
    }
    advance(15 * MINUTE);
    expect(await nextWait(throttle, '203.0.113.200', 'harbourmaster')).toBe(0);
  });

  it('a success does not clear the address count: an attacker cannot reset it with an account of their own', async () => {
    const { throttle } = throttleWithClock();
    for (let round = 0; round < 5; round++) {
      await fail(throttle, 4, '203.0.113.9', `victim${round}`);
      await succeed(throttle, '203.0.113.9', 'own.account');
    }
    expect(await nextWait(throttle, '203.0.113.9', 'victim9')).toBeGreaterThan(0);
    // Their own account from their own known address still signs in.
    await succeed(throttle, '203.0.113.9', 'own.account');
  });

  it('a known address still counts its own failures for that user', async () => {
    const { throttle } = throttleWithClock();
    await succeed(throttle, '198.51.100.1', 'harbourmaster');
    await fail(throttle, 5, '198.51.100.1', 'harbourmaster');
    expect(await nextWait(throttle, '198.51.100.1', 'harbourmaster')).toBeGreaterThan(0);
  });

  it('is shared by every instance on the database, and survives a restart', async () => {
    const { throttle, another } = throttleWithClock();
    const second = another();
    await fail(throttle, 3, '203.0.113.9', 'harbourmaster');
    await fail(second, 2, '203.0.113.9', 'harbourmaster');
    expect(await nextWait(throttle, '203.0.113.9', 'harbourmaster')).toBeGreaterThan(0);
    expect(await nextWait(another(), '203.0.113.9', 'harbourmaster')).toBeGreaterThan(0);
  });

  it('lets through exactly the limit of attempts sent at once, from one or two instances', async () => {
    const { throttle, another } = throttleWithClock();
    const instances = [throttle, another()];
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => instances[i % 2]!.attempt('203.0.113.9', 'harbourmaster')),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
  });

  it('deletes records that no longer count, so a flood of addresses does not grow the tables for ever', async () => {
    const { throttle, advance } = throttleWithClock();
    for (let i = 0; i < 59; i++) await fail(throttle, 1, `10.0.${i}.1`, `u${i}`);
    await succeed(throttle, '10.9.9.9', 'old.user');
    advance(31 * 24 * 60 * MINUTE);
    for (let i = 0; i < 40; i++) await fail(throttle, 1, `10.1.${i}.1`, `v${i}`);
    // The 100th attempt swept out the 59 stale ones (3 rows each) and the month-old known address.
    const failures = await t.db.kysely.selectFrom('sign_in_failures').select('key').execute();
    expect(failures).toHaveLength(40 * 3);
    expect(await t.db.kysely.selectFrom('sign_in_known_addresses').selectAll().execute()).toEqual([]);
  });
});
