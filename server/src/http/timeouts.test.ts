import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

// The production values (HTTP_TIMEOUTS) are minutes long: the same mechanism, shortened for the test.
const TIMEOUTS = { requestMs: 1_500, headersMs: 1_000, checkEveryMs: 200 };

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({}, { httpTimeouts: TIMEOUTS });
  await t.server.listen({ port: 0, host: '127.0.0.1' });
  port = (t.server.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Opens a connection, sends `head`, then `drip` every `everyMs`; answers what came back and when it closed. */
function trickle(head: string, drip: string, everyMs: number) {
  const socket = connect(port, '127.0.0.1');
  const started = performance.now();
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => undefined); // why: the server cutting the connection is what is tested
  socket.write(head);
  const dripping = setInterval(() => socket.writable && socket.write(drip), everyMs);
  return new Promise<{ answer: string; afterMs: number }>((resolve) => {
    socket.on('close', () => {
      clearInterval(dripping);
      resolve({ answer: received, afterMs: performance.now() - started });
    });
    // A connection still open after 8 s was not cut: the test fails on afterMs.
    setTimeout(() => socket.destroy(), 8_000);
  });
}

describe('client timeouts', () => {
  it('cut a body sent one byte at a time at the request timeout, with a 408 in the error shape', async () => {
    const { answer, afterMs } = await trickle(
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n',
      '{',
      300,
    );
    expect(afterMs).toBeGreaterThanOrEqual(TIMEOUTS.requestMs);
    expect(afterMs).toBeLessThan(TIMEOUTS.requestMs + 1_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('"statusCode":408');
  });

  it('cut headers that never end at the headers timeout', async () => {
    // A header name that grows by a letter every 300 ms: valid so far, never finished.
    const { answer, afterMs } = await trickle('GET /api/health HTTP/1.1\r\nHost: localhost\r\nX', 'x', 300);
    expect(afterMs).toBeGreaterThanOrEqual(TIMEOUTS.headersMs);
    expect(afterMs).toBeLessThan(TIMEOUTS.requestMs + 1_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });
});
