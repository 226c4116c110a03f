import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/** The reverse proxy on this machine, as docs/DEPLOY.md sets it up. */
const PROXY = '127.0.0.1';

// nginx's $proxy_add_x_forwarded_for appends the address it saw to whatever the client wrote.
const throughProxy = (app: TestApp, username: string, password: string, client: string, written?: string) =>
  app.server.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': written ? `${written}, ${client}` : client },
  });

describe.each(['1', 'true', '127.0.0.1', 'loopback'])('behind one proxy with TRUST_PROXY=%s', (trust) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: trust });
  });
  afterAll(() => t.close());

  it('a spoofed leftmost X-Forwarded-For does not lock the user out of their own address', async () => {
    await t.createUser('proxied.victim');
    for (let i = 0; i < 6; i++) {
      await throughProxy(t, 'proxied.victim', 'wrong-password', '203.0.113.66', '198.51.100.7');
    }
    const own = await throughProxy(t, 'proxied.victim', 'user-password-1', '198.51.100.7');
    expect(own.statusCode).toBe(200);
  });

  it('a rotated leftmost X-Forwarded-For does not escape the per-address limit', async () => {
    const codes = [];
    for (let i = 0; i < 30; i++) {
      const res = await throughProxy(t, `rotated${i}`, 'wrong-password', '203.0.113.77', `192.0.2.${i}`);
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(codes.slice(20)).toEqual(Array(10).fill(429));
  });
});
