import { connect, type AddressInfo, type Socket } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerClosing, SHUTTING_DOWN_MESSAGE } from './closing';

/** Sends one request on the socket and resolves with the raw response once it is complete. */
function exchange(socket: Socket, path: string): Promise<string> {
  return new Promise((resolve) => {
    let received = '';
    const onData = (chunk: Buffer) => {
      received += chunk.toString();
      const length = /content-length: (\d+)/i.exec(received);
      const bodyStart = received.indexOf('\r\n\r\n');
      if (length && bodyStart >= 0 && received.length >= bodyStart + 4 + Number(length[1])) {
        socket.off('data', onData);
        resolve(received);
      }
    };
    socket.on('data', onData);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`);
  });
}

describe('a request that arrives while the server shuts down', () => {
  it('gets a 503 in the API error shape with Retry-After, and its connection is closed', async () => {
    const app = Fastify({ return503OnClosing: false });
    registerClosing(app);
    // Holds shutdown open (as slow close hooks would) so a request can arrive in the meantime.
    let windowOpen!: () => void;
    const opened = new Promise<void>((resolve) => (windowOpen = resolve));
    let release!: () => void;
    app.addHook('preClose', (done) => {
      release = done;
      windowOpen();
    });
    app.get('/ping', () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const socket = connect((app.server.address() as AddressInfo).port, '127.0.0.1');

    expect(await exchange(socket, '/ping')).toMatch(/^HTTP\/1\.1 200/);
    const closed = app.close();
    await opened;
    const answer = await exchange(socket, '/ping');
    release();
    await closed;
    socket.destroy();

    expect(answer).toMatch(/^HTTP\/1\.1 503/);
    expect(answer.toLowerCase()).toContain('retry-after: 5');
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      code: 'shutting-down',
      message: SHUTTING_DOWN_MESSAGE,
      msg: SHUTTING_DOWN_MESSAGE,
    });
  });
});
