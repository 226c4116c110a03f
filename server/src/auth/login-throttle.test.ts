import { describe, expect, it } from 'vitest';
import { DEFAULT_THROTTLE, LoginThrottle } from './login-throttle';

const MINUTE = 60_000;

function throttleWithClock() {
  let now = Date.parse('2026-11-25T08:00:00Z');
  const throttle = new LoginThrottle(DEFAULT_THROTTLE, () => now);
  return { throttle, advance: (ms: number) => (now += ms) };
}

const failTimes = (throttle: LoginThrottle, n: number, address: string, username: string) => {
  for (let i = 0; i < n; i++) throttle.recordFailure(address, username);
};

describe('LoginThrottle', () => {
  it('stops one address guessing one account after 5 failures, for the rest of the 15-minute window', () => {
    const { throttle, advance } = throttleWithClock();
    failTimes(throttle, 4, '203.0.113.9', 'harbourmaster');
    expect(throttle.retryAfterSeconds('203.0.113.9', 'harbourmaster')).toBe(0);
    throttle.recordFailure('203.0.113.9', 'HarbourMaster');
    expect(throttle.retryAfterSeconds('203.0.113.9', 'harbourmaster')).toBe(15 * 60);
    advance(15 * MINUTE);
    expect(throttle.retryAfterSeconds('203.0.113.9', 'harbourmaster')).toBe(0);
  });

  it('stops one address guessing many accounts after 20 failures', () => {
    const { throttle } = throttleWithClock();
    for (let i = 0; i < 20; i++) throttle.recordFailure('203.0.113.9', `crew${i}`);
    expect(throttle.retryAfterSeconds('203.0.113.9', 'someone.else')).toBeGreaterThan(0);
    expect(throttle.retryAfterSeconds('198.51.100.1', 'someone.else')).toBe(0);
  });

  it('does not lock the real user out from another address when one address guesses their password', () => {
    const { throttle } = throttleWithClock();
    failTimes(throttle, 5, '203.0.113.9', 'harbourmaster');
    expect(throttle.retryAfterSeconds('203.0.113.9', 'harbourmaster')).toBeGreaterThan(0);
    expect(throttle.retryAfterSeconds('198.51.100.1', 'harbourmaster')).toBe(0);
  });

  it('stops many addresses guessing one account after 10 failures, except where the user signed in before', () => {
    const { throttle, advance } = throttleWithClock();
    throttle.recordSuccess('198.51.100.1', 'harbourmaster');
    for (let i = 0; i < 10; i++) throttle.recordFailure(`203.0.113.${i}`, 'harbourmaster');
    expect(throttle.retryAfterSeconds('203.0.113.200', 'harbourmaster')).toBeGreaterThan(0);
    expect(throttle.retryAfterSeconds('198.51.100.1', 'harbourmaster')).toBe(0);
    // The attack keeps going: the known address still works; a new one waits until it stops.
    for (let minute = 0; minute < 60; minute++) {
      advance(MINUTE);
      throttle.recordFailure(`203.0.113.${100 + minute}`, 'harbourmaster');
      expect(throttle.retryAfterSeconds('198.51.100.1', 'harbourmaster')).toBe(0);
    }
    advance(15 * MINUTE);
    expect(throttle.retryAfterSeconds('203.0.113.200', 'harbourmaster')).toBe(0);
  });

  it('a success does not clear the address count: an attacker cannot reset it with an account of their own', () => {
    const { throttle } = throttleWithClock();
    for (let round = 0; round < 5; round++) {
      failTimes(throttle, 4, '203.0.113.9', `victim${round}`);
      throttle.recordSuccess('203.0.113.9', 'own.account');
    }
    expect(throttle.retryAfterSeconds('203.0.113.9', 'victim9')).toBeGreaterThan(0);
    // Their own account from their own known address still signs in.
    expect(throttle.retryAfterSeconds('203.0.113.9', 'own.account')).toBe(0);
  });

  it('a known address still counts its own failures for that user', () => {
    const { throttle } = throttleWithClock();
    throttle.recordSuccess('198.51.100.1', 'harbourmaster');
    failTimes(throttle, 5, '198.51.100.1', 'harbourmaster');
    expect(throttle.retryAfterSeconds('198.51.100.1', 'harbourmaster')).toBeGreaterThan(0);
  });

  it('forgets stale entries when a flood of addresses fills it', () => {
    const { throttle, advance } = throttleWithClock();
    const flood = (from: number, n: number) => {
      for (let i = from; i < from + n; i++) throttle.recordFailure(`10.${i >> 8}.${i & 255}.1`, `u${i}`);
    };
    flood(0, 3300);
    expect(throttle.size).toBe(9900);
    advance(16 * MINUTE);
    flood(3300, 100);
    // Passing 10,000 keys swept the 9,900 stale ones out.
    expect(throttle.size).toBeLessThanOrEqual(300);
  });
});
