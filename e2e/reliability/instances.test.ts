import { fileURLToPath } from 'node:url';
import { readdirSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { Api } from '../support/api';
import { THROTTLED } from '../support/app';
import { gradientPng } from '../support/fixtures-data';
import { withClient } from '../support/postgres';
import { createStack, DATABASES, type Stack } from './support/stack';

const MIGRATIONS_DIR = fileURLToPath(new URL('../../server/src/db/migrations/', import.meta.url));
const MIGRATION_NAMES = readdirSync(MIGRATIONS_DIR)
  .filter((file) => /^\d{4}_.+\.ts$/.test(file) && !file.endsWith('.test.ts'))
  .map((file) => file.replace(/\.ts$/, ''))
  .sort();

async function fetchBytes(url: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const response = await fetch(url);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

describe.runIf(DATABASES.includes('postgres'))('two instances on one PostgreSQL database', () => {
  let stack: Stack | undefined;
  afterEach(async () => {
    await stack?.cleanup();
    stack = undefined;
  });

  it('share writes, images, QR images and sessions, and one stopping does not disturb the other', async () => {
    stack = await createStack('postgres');
    const a = await stack.start();
    const b = await stack.start({ dataDir: stack.newDataDir() });
    const viaA = await Api.as(a.baseUrl, 'admin', stack.adminPassword);
    // A token signed by one instance is good on the other: the same JWT_SECRET, the same users.
    const viaB = new Api(b.baseUrl, viaA.token);

    const photo = gradientPng(320, 240, [30, 110, 170]);
    const created = await viaA.createAssetWithImage(
      { name: 'Shared crane', type: 'Harbour crane', location: 'Berth 1' },
      { name: 'crane.png', mimeType: 'image/png', buffer: photo },
    );
    expect(await viaB.getAsset(created._id)).toMatchObject({ name: 'Shared crane', location: 'Berth 1' });
    const updated = await viaB.updateAsset(created._id, {
      name: 'Shared crane',
      type: 'Harbour crane',
      location: 'Berth 7',
    });
    expect((await viaA.getAsset(created._id)).location).toBe('Berth 7');

    const imageFromA = await fetchBytes(`${a.baseUrl}${created.assetImage}`);
    const imageFromB = await fetchBytes(`${b.baseUrl}${created.assetImage}`);
    expect(imageFromB).toMatchObject({ status: 200, type: 'image/webp' });
    expect(imageFromB.bytes.equals(imageFromA.bytes)).toBe(true);
    const qrFromB = await fetchBytes(`${b.baseUrl}${updated.qrCodeImage}`);
    expect(qrFromB.status).toBe(200);
    expect(qrFromB.type).toBe('image/png');

    // Failed sign-ins are counted in the database: guesses spread over both instances share one limit.
    // The answer's msg is what the login page shows the locked-out user (e2e/tests/visitor.e2e.ts sees it there).
    const signIn = async (baseUrl: string, password: string) => {
      const response = await fetch(`${baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'guessed.user', password }),
      });
      const body: { msg?: unknown } = await response.json();
      return { status: response.status, msg: body.msg };
    };
    for (const baseUrl of [a.baseUrl, b.baseUrl, a.baseUrl, b.baseUrl, a.baseUrl])
      expect(await signIn(baseUrl, 'wrong-password')).toEqual({ status: 401, msg: 'Invalid credentials' });
    const locked = { status: 429, msg: expect.stringMatching(THROTTLED) };
    expect(await signIn(b.baseUrl, 'wrong-password')).toEqual(locked);
    expect(await signIn(a.baseUrl, 'wrong-password')).toEqual(locked);

    // B keeps answering, reads and writes alike, while A drains and exits and after.
    const statuses: number[] = [];
    let running = true;
    const traffic = (async () => {
      for (let n = 0; running || n < 5; n++) {
        const response = await fetch(`${b.baseUrl}/api/assets/${created._id}`, {
          method: n % 2 ? 'GET' : 'PUT',
          headers: { Authorization: `Bearer ${viaA.token}`, 'Content-Type': 'application/json' },
          body:
            n % 2
              ? undefined
              : JSON.stringify({ name: 'Shared crane', type: 'Harbour crane', location: `Berth ${n}` }),
        });
        statuses.push(response.status);
        await response.arrayBuffer();
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await a.kill('SIGTERM')).toEqual({ code: 0, signal: null });
    await new Promise((resolve) => setTimeout(resolve, 300));
    running = false;
    await traffic;
    expect(statuses.length).toBeGreaterThan(10);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });

  it('both come up when started together on an empty database: migrations run once, one first administrator', async () => {
    stack = await createStack('postgres');
    const [a, b] = await Promise.all([stack.start(), stack.start({ dataDir: stack.newDataDir() })]);
    const users = await (await Api.as(b.baseUrl, 'admin', stack.adminPassword)).listUsers();
    expect(users.map((user) => user.username)).toEqual(['admin']);
    await Api.as(a.baseUrl, 'admin', stack.adminPassword);
    const migrations = await withClient(stack.databaseUrl!, (client) =>
      client.query<{ name: string }>('select name from kysely_migration order by name'),
    );
    // Each migration of the server's folder, once.
    expect(migrations.rows.map((row) => row.name)).toEqual(MIGRATION_NAMES);
  });

  it("move a round's counts for a poller on the other instance within two seconds, and count a shared asset once", async () => {
    stack = await createStack('postgres');
    const a = await stack.start();
    const b = await stack.start({ dataDir: stack.newDataDir() });
    const viaA = await Api.as(a.baseUrl, 'admin', stack.adminPassword);
    const send = async (baseUrl: string, method: string, path: string, body?: object, headers = {}) =>
      fetch(`${baseUrl}/api${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${viaA.token}`,
          ...(body ? { 'Content-Type': 'application/json' } : {}),
          ...headers,
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    const buoys: { _id: string }[] = [];
    for (const name of ['Buoy 1', 'Buoy 2', 'Buoy 3'])
      buoys.push(await viaA.createAsset({ name, type: 'Buoy', location: 'Outer mooring' }));
    const round = (await (
      await send(a.baseUrl, 'POST', '/rounds', {
        name: 'Mooring audit',
        kind: 'audit',
        scope: { locations: ['Outer mooring'] },
      })
    ).json()) as { _id: string; version: number };

    // B is polled as the round page polls it; A takes the mark.
    const tag = (await send(b.baseUrl, 'GET', `/rounds/${round._id}`)).headers.get('etag')!;
    expect(
      (await send(b.baseUrl, 'GET', `/rounds/${round._id}`, undefined, { 'If-None-Match': tag })).status,
    ).toBe(304);
    const markedAt = Date.now();
    expect(
      (await send(a.baseUrl, 'POST', `/rounds/${round._id}/marks`, { assetId: buoys[0]!._id })).status,
    ).toBe(200);
    let seenAfterMs = Infinity;
    while (Date.now() - markedAt < 2000) {
      const poll = await send(b.baseUrl, 'GET', `/rounds/${round._id}`, undefined, { 'If-None-Match': tag });
      if (poll.status === 200) {
        const body = (await poll.json()) as { counts: { found: number } };
        expect(body.counts.found).toBe(1);
        seenAfterMs = Date.now() - markedAt;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(seenAfterMs).toBeLessThan(2000);

    // Both instances mark the same buoy at once, many times: it is found once.
    const marks = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        send(i % 2 ? a.baseUrl : b.baseUrl, 'POST', `/rounds/${round._id}/marks`, {
          assetId: buoys[1]!._id,
        }).then(async (response) => ((await response.json()) as { result: string }).result),
      ),
    );
    expect(marks.filter((result) => result === 'found')).toHaveLength(1);
    const after = (await (await send(a.baseUrl, 'GET', `/rounds/${round._id}`)).json()) as {
      counts: { found: number; missing: number };
    };
    expect(after.counts).toMatchObject({ found: 2, missing: 1 });
  });
});
