/** The Idempotency-Key plugin on a small app of its own, over the test database, with a clock it moves. */
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ForbiddenError, ValidationError } from '../errors';
import { createIdempotencyRepository } from '../idempotency/repository';
import { createIdempotencyService } from '../idempotency/service';
import { multipart as formBody } from '../test/multipart';
import { createTestApp, type TestApp } from '../test/test-app';
import { registerErrorHandler } from './error-handler';
import { registerIdempotency } from './idempotency';

let t: TestApp;
let app: FastifyInstance;
let now = new Date('2026-03-01T08:00:00Z');
let runs = 0;
let failNext = false;
let waiting: (() => void)[] = [];
const release = () => {
  for (const resolve of waiting) resolve();
  waiting = [];
};
const DAY = 24 * 60 * 60 * 1000;

const writes = { access: 'signed-in', idempotent: true } as const;
/** Who has lost access to the guarded record: the route's own preHandler refuses them. */
const lostAccess = new Set<string>();

beforeAll(async () => {
  t = await createTestApp();
  app = Fastify({ logger: false });
  registerErrorHandler(app);
  await app.register(multipart, { limits: { fileSize: 1000 } });
  app.decorateRequest('user', null);
  // Stands in for plugins/access.ts: the caller is named by a header.
  app.addHook('onRequest', async (request) => {
    const id = request.headers['x-user'];
    if (typeof id === 'string') request.user = { id, username: id, role: 'admin' };
  });
  registerIdempotency(
    app,
    createIdempotencyService(createIdempotencyRepository(t.db.kysely), () => now),
  );

  app.post('/write', { config: writes }, async (_request, reply) => {
    runs++;
    if (failNext) {
      failNext = false;
      throw new Error('database went away');
    }
    return reply.code(201).send({ run: runs });
  });
  app.post('/refuse', { config: writes }, () => {
    runs++;
    throw new ValidationError('validation-failed', 'The name is required', {
      name: { code: 'required', message: 'Required' },
    });
  });
  app.post('/slow', { config: writes }, async () => {
    runs++;
    await new Promise<void>((resolve) => waiting.push(resolve));
    return { run: runs };
  });
  app.post(
    '/guarded',
    {
      config: writes,
      preHandler: async (request) => {
        if (lostAccess.has(request.user!.id)) throw new ForbiddenError('forbidden', 'No longer yours');
      },
    },
    () => ({ run: ++runs, counts: { found: 3 } }),
  );
  app.post('/form', { config: writes }, async (request) => {
    const seen: Record<string, string | number> = {};
    for await (const part of request.parts()) {
      if (part.fieldname === 'refuse')
        throw new ValidationError('validation-failed', 'Refused before the file');
      seen[part.fieldname] = part.type === 'file' ? (await part.toBuffer()).length : String(part.value);
    }
    // The write: after the whole form is read, as every multipart route does.
    runs++;
    return { run: runs, seen };
  });
  app.post('/plain', { config: { access: 'signed-in', idempotent: false } }, () => ({ run: ++runs }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});
beforeEach(() => {
  runs = 0;
});

const send = (url: string, key: string | undefined, payload: object = { name: 'Liferaft' }, user = 'u1') =>
  app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'x-user': user, ...(key === undefined ? {} : { 'idempotency-key': key }) },
  });
const uniqueKey = () => `key-${Math.random().toString(36).slice(2)}`;

describe('Idempotency-Key', () => {
  it('answers a resend with the first answer, same status, body and type, and runs the write once', async () => {
    const key = uniqueKey();
    const first = await send('/write', key);
    const again = await send('/write', key);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(runs).toBe(1);
  });

  const storedRows = async () =>
    (
      await t.db.kysely
        .selectFrom('idempotency_keys')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n;

  it('does not keep a 4xx: a resend is judged again, and no row is left', async () => {
    const before = Number(await storedRows());
    const key = uniqueKey();
    const first = await send('/refuse', key);
    const again = await send('/refuse', key);
    expect(first.statusCode).toBe(400);
    expect(again.statusCode).toBe(400);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(runs).toBe(2);
    expect(Number(await storedRows())).toBe(before);
  });

  it('stores nothing for 300 refused requests with 300 different keys', async () => {
    const before = Number(await storedRows());
    for (let i = 0; i < 300; i++) expect((await send('/refuse', uniqueKey())).statusCode).toBe(400);
    // Nor for a body the schema refuses, or a key on a route the caller may not call.
    expect(Number(await storedRows())).toBe(before);
  });

  it("runs the route's own access check before answering a resend from the store", async () => {
    const key = uniqueKey();
    const first = await send('/guarded', key, {}, 'u7');
    expect(first.statusCode).toBe(200);
    expect((await send('/guarded', key, {}, 'u7')).headers['idempotent-replayed']).toBe('true');
    lostAccess.add('u7');
    const afterLoss = await send('/guarded', key, {}, 'u7');
    expect(afterLoss.statusCode).toBe(403);
    expect(afterLoss.body).not.toContain('found');
    expect(afterLoss.headers['idempotent-replayed']).toBeUndefined();
    expect(runs).toBe(1);
  });

  it('does not keep a 5xx: the resend runs again', async () => {
    const key = uniqueKey();
    failNext = true;
    expect((await send('/write', key)).statusCode).toBe(500);
    const again = await send('/write', key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(runs).toBe(2);
  });

  it('refuses the same key with another body or another path with 422, running nothing', async () => {
    const key = uniqueKey();
    await send('/write', key, { name: 'Liferaft' });
    const otherBody = await send('/write', key, { name: 'EPIRB' });
    const otherPath = await send('/refuse', key, { name: 'Liferaft' });
    for (const res of [otherBody, otherPath]) {
      expect(res.statusCode).toBe(422);
      expect(res.json<{ message: string }>().message).toMatch(/already used for a different request/);
    }
    expect(runs).toBe(1);
  });

  it('sees the same JSON object in another key order as the same request', async () => {
    const key = uniqueKey();
    await send('/write', key, { name: 'Liferaft', location: 'Quay 1' });
    const again = await send('/write', key, { location: 'Quay 1', name: 'Liferaft' });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(runs).toBe(1);
  });

  it('keeps keys per user', async () => {
    const key = uniqueKey();
    await send('/write', key, undefined, 'u1');
    const other = await send('/write', key, undefined, 'u2');
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(runs).toBe(2);
  });

  it('answers 409 while the first request with the key is still running, then replays it', async () => {
    const key = uniqueKey();
    const first = send('/slow', key);
    await expect.poll(() => runs).toBe(1);
    const during = await send('/slow', key);
    expect(during.statusCode).toBe(409);
    expect(during.json<{ message: string }>().message).toMatch(/still running/);
    release();
    expect((await first).statusCode).toBe(200);
    const after = await send('/slow', key);
    expect(after.headers['idempotent-replayed']).toBe('true');
    expect(runs).toBe(1);
  });

  it('takes over a claim left without an answer for minutes (a process that stopped mid-request)', async () => {
    const key = uniqueKey();
    const first = send('/slow', key);
    await expect.poll(() => runs).toBe(1);
    now = new Date(now.getTime() + 3 * 60 * 1000);
    const later = send('/slow', key);
    await expect.poll(() => runs).toBe(2);
    release();
    await Promise.all([first, later]);
  });

  it.each([
    ['empty', ''],
    ['longer than 255 characters', 'k'.repeat(256)],
    ['not ASCII', 'nøkkel'],
  ])('refuses a key that is %s with 400, running nothing', async (_label, key) => {
    const res = await send('/write', key);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(
      'The Idempotency-Key header must be 1 to 255 printable ASCII characters',
    );
    expect(runs).toBe(0);
  });

  it('takes the quoted form of a key as the same key', async () => {
    const key = uniqueKey();
    await send('/write', key);
    expect((await send('/write', `"${key}"`)).headers['idempotent-replayed']).toBe('true');
    expect(runs).toBe(1);
  });

  it('forgets a key after 7 days, and prunes what is older', async () => {
    const key = uniqueKey();
    await send('/write', key);
    now = new Date(now.getTime() + 7 * DAY + 1000);
    const later = await send('/write', key);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(runs).toBe(2);
    const rows = await t.db.kysely.selectFrom('idempotency_keys').select('created_at').execute();
    expect(rows.every((row) => row.created_at > new Date(now.getTime() - 7 * DAY).toISOString())).toBe(true);
  });

  it('runs every request sent without a key, and ignores a key on a route that opts out', async () => {
    await send('/write', undefined);
    await send('/write', undefined);
    const key = uniqueKey();
    await send('/plain', key);
    await send('/plain', key);
    expect(runs).toBe(4);
  });

  describe('on a multipart form', () => {
    const form = (bytes: Buffer) =>
      formBody(
        { kind: 'certificate' },
        { field: 'file', filename: 'c.pdf', contentType: 'application/pdf', bytes },
      );
    const sendForm = (key: string, body: ReturnType<typeof form>) =>
      app.inject({
        method: 'POST',
        url: '/form',
        payload: body.payload,
        headers: { ...body.headers, 'x-user': 'u1', 'idempotency-key': key },
      });

    it('hands the route every part, and takes a resend with a new boundary as the same request', async () => {
      const key = uniqueKey();
      const first = await sendForm(key, form(Buffer.from('%PDF-1.7 one')));
      expect(first.json()).toEqual({ run: 1, seen: { kind: 'certificate', file: 12 } });
      const again = await sendForm(key, form(Buffer.from('%PDF-1.7 one')));
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(runs).toBe(1);
    });

    it('refuses the same key with another file with 422', async () => {
      const key = uniqueKey();
      await sendForm(key, form(Buffer.from('%PDF-1.7 one')));
      expect((await sendForm(key, form(Buffer.from('%PDF-1.7 two')))).statusCode).toBe(422);
    });

    it('lets the route answer a file over the limit as it would without a key, and keeps no answer', async () => {
      const key = uniqueKey();
      const first = await sendForm(key, form(Buffer.alloc(2000, 1)));
      expect(first.statusCode).toBe(413);
      const again = await sendForm(key, form(Buffer.alloc(2000, 1)));
      expect(again.statusCode).toBe(413);
      expect(again.headers['idempotent-replayed']).toBeUndefined();
    });

    it('claims nothing when the route refuses the form before reading it all', async () => {
      const before = Number(await storedRows());
      const key = uniqueKey();
      const refused = formBody(
        { refuse: 'yes' },
        { field: 'file', filename: 'c.pdf', contentType: 'application/pdf', bytes: Buffer.from('%PDF') },
      );
      expect((await sendForm(key, refused)).statusCode).toBe(400);
      expect(Number(await storedRows())).toBe(before);
      // The same key then serves a good form: nothing was kept of the refused one.
      expect((await sendForm(key, form(Buffer.from('%PDF-1.7 one')))).statusCode).toBe(200);
    });
  });

  it('stops the server at start when a public route says it is idempotent', async () => {
    const bad = Fastify({ logger: false });
    registerIdempotency(bad, createIdempotencyService(createIdempotencyRepository(t.db.kysely)));
    expect(() => bad.post('/open', { config: { access: 'public', idempotent: true } }, () => ({}))).toThrow(
      /keys are per user/,
    );
    await bad.close();
  });
});
