import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { securityHeaders } from './security';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({}, { httpTimeouts: { requestMs: 1_000, headersMs: 1_000, checkEveryMs: 200 } });
  await t.server.listen({ port: 0, host: '127.0.0.1' });
  port = (t.server.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Sends raw bytes on a new connection; answers everything received until the server closes it. */
function send(bytes: string) {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => undefined); // why: the server closes the connection after its answer
  socket.write(bytes);
  return new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
}

const headersOf = (answer: string) =>
  Object.fromEntries(
    answer
      .slice(0, answer.indexOf('\r\n\r\n'))
      .split('\r\n')
      .slice(1)
      .map((line) => [
        line.slice(0, line.indexOf(':')).toLowerCase(),
        line.slice(line.indexOf(':') + 1).trim(),
      ]),
  );

describe("answers from Node's HTTP parser", () => {
  it.each([
    [
      '431 for headers over 16 KB',
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
    ],
    ['400 for a malformed request line', 'NOT A REQUEST\r\n\r\n', 400],
    [
      '400 for a broken chunked body',
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\n',
      400,
    ],
    [
      '408 for a request that never finishes',
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\ncontent-type: application/json\r\ncontent-length: 10\r\n\r\n{',
      408,
    ],
  ])('%s carry every security header and our error shape', async (_case, bytes, status) => {
    const answer = await send(bytes);
    expect(answer).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    expect(headersOf(answer)).toMatchObject({ ...securityHeaders(false), connection: 'close' });
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({
      statusCode: status,
      message: expect.any(String),
      msg: expect.any(String),
    });
  });
});
