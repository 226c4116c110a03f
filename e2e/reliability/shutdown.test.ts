import { afterEach, describe, expect, it } from 'vitest';
import { Api } from '../support/api';
import { gradientPng } from '../support/fixtures-data';
import { multipartBody, probe, slowRequest } from './support/raw-http';
import { createStack, DATABASES, type Stack } from './support/stack';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A photo-sized upload sent over a second: slow on the wire, then re-encoded by sharp. */
function slowUpload(baseUrl: string, token: string, name: string, gapMs = 100) {
  const { body, contentType } = multipartBody(
    { name, type: 'Harbour crane', location: 'Berth 4', status: 'Available' },
    {
      field: 'assetImage',
      name: 'crane.png',
      type: 'image/png',
      bytes: gradientPng(1600, 1200, [200, 120, 40]),
    },
  );
  return slowRequest(`${baseUrl}/api/assets`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    body,
    parts: 10,
    gapMs,
  });
}

describe.each(DATABASES)('SIGTERM (%s)', (kind) => {
  let stack: Stack | undefined;
  afterEach(async () => {
    await stack?.cleanup();
    stack = undefined;
  });

  it('lets the requests in flight finish, refuses new connections, and exits 0', async () => {
    stack = await createStack(kind);
    const server = await stack.start();
    const api = await Api.as(server.baseUrl, 'admin', stack.adminPassword);
    const uploads = [1, 2].map((n) => slowUpload(server.baseUrl, api.token, `Shutdown crane ${n}`));
    await Promise.all(uploads.map((upload) => upload.started));

    const exit = server.kill('SIGTERM');
    await sleep(300);
    expect(await probe(`${server.baseUrl}/api/health`)).toBe('ECONNREFUSED');
    const responses = await Promise.all(uploads.map((upload) => upload.response));
    expect(responses.map((response) => response.status)).toEqual([201, 201]);
    expect(await exit).toEqual({ code: 0, signal: null });

    const again = await stack.start();
    const names = (await new Api(again.baseUrl, api.token).listAssets()).map((asset) => asset.name);
    expect(names).toEqual(expect.arrayContaining(['Shutdown crane 1', 'Shutdown crane 2']));
  });

  it.runIf(kind === 'sqlite')(
    'does not wait forever for a client that stops sending: its connection is cut at the deadline',
    async () => {
      stack = await createStack(kind);
      const server = await stack.start();
      const api = await Api.as(server.baseUrl, 'admin', stack.adminPassword);
      const stalled = slowUpload(server.baseUrl, api.token, 'Stalled crane', 60_000);
      await stalled.started;
      const answer = stalled.response.then(
        (response) => response.status,
        (error: NodeJS.ErrnoException) => error.code ?? error.message,
      );
      const asked = Date.now();
      const exit = await server.kill('SIGTERM');
      const took = Date.now() - asked;
      expect(exit).toEqual({ code: 0, signal: null });
      expect(took).toBeGreaterThan(9_000);
      expect(took).toBeLessThan(15_000);
      expect(await answer).toBe('ECONNRESET');
    },
  );
});
