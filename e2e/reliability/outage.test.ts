import { afterEach, describe, expect, it } from 'vitest';
import { Api } from '../support/api';
import type { RunningServer } from '../support/server';
import { createStack, DATABASES, type Stack } from './support/stack';
import { TcpProxy, type CutMode } from './support/tcp-proxy';

const MESSAGE = 'The database is unavailable. Please try again shortly.';
// Trust authentication ignores it; the test checks it never reaches the log.
const PASSWORD = 'outage-secret-pw';

interface Timed {
  status: number;
  body: unknown;
  retryAfter: string | null;
  ms: number;
}

async function timed(url: string, init: RequestInit = {}): Promise<Timed> {
  const started = Date.now();
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(20_000) });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as unknown) : undefined,
    retryAfter: response.headers.get('retry-after'),
    ms: Date.now() - started,
  };
}

async function untilHealthy(server: RunningServer): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 20_000) {
    const health = await timed(`${server.baseUrl}/api/health`);
    if (health.status === 200) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`still unhealthy 20 s after the database came back:\n${server.log()}`);
}

describe('PostgreSQL out of reach at start', () => {
  let stack: Stack | undefined;
  afterEach(async () => {
    await stack?.cleanup();
    stack = undefined;
  });

  it('the server exits 1 saying so, without the password', async () => {
    stack = await createStack('sqlite');
    const refused = `postgres://harbour:${PASSWORD}@127.0.0.1:1/harbour`;
    const failure = await stack.start({ databaseUrl: refused }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    const message = (failure as Error).message;
    expect(message).toContain('exited with code 1');
    expect(message).toContain(
      'Failed to start: the database is unavailable (connect ECONNREFUSED 127.0.0.1:1)',
    );
    expect(message).not.toContain(PASSWORD);
  });
});

describe.runIf(DATABASES.includes('postgres'))('PostgreSQL out of reach', () => {
  let stack: Stack | undefined;
  let proxy: TcpProxy | undefined;
  afterEach(async () => {
    await proxy?.close();
    await stack?.cleanup();
    stack = proxy = undefined;
  });

  it.each<CutMode>(['refuse', 'black-hole'])(
    '%s: the API answers 503 within seconds, changes nothing, and recovers by itself when it is back',
    async (mode) => {
      stack = await createStack('postgres');
      const direct = new URL(stack.databaseUrl!);
      proxy = await TcpProxy.start({ host: direct.hostname, port: Number(direct.port || 5432) });
      const proxied = new URL(proxy.route(stack.databaseUrl!));
      proxied.password = PASSWORD;
      const server = await stack.start({ databaseUrl: proxied.toString() });
      const api = await Api.as(server.baseUrl, 'admin', stack.adminPassword);
      const buoy = await api.createAsset({
        name: 'Outage buoy',
        type: 'Navigation buoy',
        location: 'Pier 2',
      });
      // Fill the pool with idle connections, so the cut drops some (a pool 'error' event each).
      await Promise.all(Array.from({ length: 6 }, () => api.listAssets()));

      await proxy.cut(mode);
      const auth = { Authorization: `Bearer ${api.token}`, 'Content-Type': 'application/json' };
      const [health, list, update, create] = await Promise.all([
        timed(`${server.baseUrl}/api/health`),
        timed(`${server.baseUrl}/api/assets`, { headers: auth }),
        timed(`${server.baseUrl}/api/assets/${buoy._id}`, {
          method: 'PUT',
          headers: auth,
          body: JSON.stringify({
            name: 'Outage buoy',
            type: 'Navigation buoy',
            location: 'Moved in the dark',
          }),
        }),
        timed(`${server.baseUrl}/api/assets`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ name: 'Created in the dark', type: 'Navigation buoy', location: 'Pier 2' }),
        }),
      ]);
      const expected = {
        statusCode: 503,
        error: 'Service Unavailable',
        code: 'database-unavailable',
        message: MESSAGE,
        msg: MESSAGE,
      };
      for (const answer of [health, list, update, create]) {
        expect(answer).toMatchObject({ status: 503, body: expected, retryAfter: '5' });
        expect(answer.ms).toBeLessThan(6_000);
      }
      const detected = Math.max(health.ms, list.ms, update.ms, create.ms);

      await proxy.restore();
      const recovered = await untilHealthy(server);
      expect(server.child.exitCode).toBeNull();
      expect((await api.getAsset(buoy._id)).location).toBe('Pier 2');
      const names = (await api.listAssets()).map((asset) => asset.name);
      expect(names).not.toContain('Created in the dark');
      const activity = (await api.adminDashboard()).recentActivities.map((entry) => entry.action);
      expect(activity).toEqual(['created']);

      const log = server.log();
      expect(log).toContain('database unavailable');
      expect(log).not.toContain(PASSWORD);
      console.log(
        `outage (${mode}): 503 on health and API within ${detected} ms; healthy again ${recovered} ms after the database came back, no restart`,
      );
    },
  );
});
