import { once } from 'node:events';
import { createServer, type Server, type Socket } from 'node:net';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../plugins/error-handler';
import { usingPostgres } from '../test/test-app';
import { openDatabase, pingDatabase, type Db } from './database';
import { describeDatabaseError, isDatabaseUnavailable, unavailableCause } from './outage';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('telling an unreachable database from a failed query', () => {
  it.each([
    ['refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['reset', withCode('read ECONNRESET', 'ECONNRESET')],
    ['dropped', new Error('Connection terminated unexpectedly')],
    ['connect timeout', new Error('timeout exceeded when trying to connect')],
    ['query timeout', new Error('Query read timeout')],
    ['admin shutdown', withCode('terminating connection due to administrator command', '57P01')],
    ['starting up', withCode('the database system is starting up', '57P03')],
    ['connection failure', withCode('connection failure', '08006')],
    ['wrapped', new Error('Database migration failed', { cause: withCode('connect', 'ETIMEDOUT') })],
    ['both addresses refused', Object.assign(new AggregateError([withCode('x', 'ECONNREFUSED')], ''), {})],
  ])('%s is an outage', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a check violation', withCode('CHECK constraint failed', 'SQLITE_CONSTRAINT_CHECK')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'ECONNREFUSED'],
  ])('%s is not', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('finds the wrapped error that names the outage', () => {
    const refused = withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');
    expect(unavailableCause(new Error('Database migrations failed', { cause: refused }))).toBe(refused);
    expect(unavailableCause(new Error('Database migrations failed'))).toBeUndefined();
  });

  it('describes an error by code and message only, never the client and its password', () => {
    const error = Object.assign(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'), {
      client: { connectionParameters: { password: 'hunter2' } },
    });
    expect(describeDatabaseError(error)).toEqual({
      code: 'ECONNREFUSED',
      message: 'connect ECONNREFUSED 127.0.0.1:5432',
    });
  });
});

describe('the error handler', () => {
  it('answers an outage with 503, the message and Retry-After; any other failure stays a 500', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/down', () => Promise.reject(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')));
    app.get('/bug', () => Promise.reject(new Error('boom')));
    const down = await app.inject({ url: '/down' });
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    const message = 'The database is unavailable. Please try again shortly.';
    expect(down.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      code: 'database-unavailable',
      message,
      msg: message,
    });
    const bug = await app.inject({ url: '/bug' });
    expect(bug.statusCode).toBe(500);
    expect(bug.json()).toMatchObject({
      code: 'internal-error',
      message: 'Something went wrong on our side. Please try again.',
    });
    await app.close();
  });
});

describe('the PostgreSQL pool when the server is out of reach', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
  });

  /** A TCP server that accepts connections and never says a word (a silent network). */
  async function blackHole(): Promise<{ port: number; server: Server }> {
    const sockets: Socket[] = [];
    const server = createServer((socket) => sockets.push(socket));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    cleanups.push(async () => {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    });
    const address = server.address();
    if (typeof address !== 'object' || address === null) throw new Error('no port');
    return { port: address.port, server };
  }

  const open = (url: string, timeouts = { connectMs: 300, queryMs: 500 }): Db => {
    const db = openDatabase({ kind: 'postgres', url }, timeouts);
    cleanups.push(() => db.kysely.destroy());
    return db;
  };

  it('gives up on a silent server after the connect timeout, as an outage', async () => {
    const { port } = await blackHole();
    const db = open(`postgres://nobody@127.0.0.1:${port}/none`);
    const started = Date.now();
    const error = await pingDatabase(db).catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.runIf(usingPostgres)(
    'survives an idle connection being dropped, reports it, and reconnects',
    async () => {
      const db = open(process.env.TEST_DATABASE_URL!, { connectMs: 3_000, queryMs: 5_000 });
      const reported: Error[] = [];
      db.onConnectionError?.((error) => reported.push(error));
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db.kysely);
      const killer = open(process.env.TEST_DATABASE_URL!);
      await sql`select pg_terminate_backend(${rows[0]!.pid})`.execute(killer.kysely);
      await expect.poll(() => reported.length, { timeout: 3_000 }).toBeGreaterThan(0);
      expect(isDatabaseUnavailable(reported[0])).toBe(true);
      await expect(pingDatabase(db)).resolves.toBeUndefined();
    },
  );

  it.runIf(usingPostgres)(
    'throws away a connection whose query timed out instead of queueing the next query behind it',
    async () => {
      const db = open(process.env.TEST_DATABASE_URL!, { connectMs: 3_000, queryMs: 500 });
      await pingDatabase(db);
      const slow = await sql`select pg_sleep(3)`.execute(db.kysely).catch((e: unknown) => e);
      expect(isDatabaseUnavailable(slow)).toBe(true);
      const started = Date.now();
      await expect(pingDatabase(db)).resolves.toBeUndefined();
      expect(Date.now() - started).toBeLessThan(400);
    },
  );
});
