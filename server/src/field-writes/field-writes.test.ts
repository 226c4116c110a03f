import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Asset, FieldWriteBatchAnswer, Inspection, MarkResponse, Plan, Round } from '@harbour/contract';
import { complianceApi, planInput } from '../test/compliance-api';
import { pdfText } from '../test/pdf-read';
import { snapshotState } from '../test/state-snapshot';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

let t: TestApp;
let crew: { id: string; token: string };
let raft: Asset;
let buoys: Asset[];
let plan: Plan;

beforeAll(async () => {
  t = await createTestApp({ ORG_TIME_ZONE: 'UTC' });
  crew = await t.createUser('field.hand');
  raft = await t.createAsset({ name: 'Raft 9', type: 'Life Raft', location: 'Quay 3' });
  buoys = [];
  for (let i = 0; i < 3; i++)
    buoys.push(await t.createAsset({ name: `Buoy Q3-${i}`, type: 'Buoy', location: 'Quay 3' }));
  plan = await complianceApi(t).createPlan(
    planInput({
      name: 'Raft service',
      rule: { every: { count: 1, unit: 'years' } },
      assetTypes: ['Life Raft'],
    }),
  );
});
afterAll(() => t.close());

const post = (url: string, payload: object, token = crew.token, headers: Record<string, string> = {}) =>
  t.server.inject({ method: 'POST', url, headers: { ...bearer(token), ...headers }, payload });

const batch = async (writes: object[], token = crew.token) => {
  const res = await post('/api/field-writes', { writes }, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FieldWriteBatchAnswer>().answers;
};

async function createRound(): Promise<Round> {
  const res = await post(
    '/api/rounds',
    { name: 'Quay 3 audit', kind: 'audit', scope: { locations: ['Quay 3'] }, assignees: [crew.id] },
    t.adminToken,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Round>();
}

const history = async (assetId: string) =>
  (await t.server.inject({ url: `/api/assets/${assetId}/history`, headers: bearer(t.adminToken) })).json<
    { action: string; timestamp: string; receivedAt?: string }[]
  >();

describe('occurredAt on a field write', () => {
  it('keeps when an inspection was done: its history, its time and the next due date follow from it', async () => {
    const occurredAt = '2026-11-01T09:00:00+01:00';
    const recordedAt = new Date(Date.parse(occurredAt));
    const days = Math.floor((Date.now() - recordedAt.getTime()) / DAY);
    // The bounds move with the clock: a fixed date older than 30 days is refused, as the next test checks.
    const when = days <= 29 ? occurredAt : ago(3 * DAY - HOUR);
    const res = await complianceApi(t).inspect(
      raft._id,
      { planId: plan._id, answers: [{ itemId: 'seal', pass: true }], occurredAt: when },
      crew.token,
    );
    expect(res.statusCode, res.body).toBe(201);
    const inspection = res.json<Inspection>();
    expect(inspection.performedAt).toBe(new Date(when).toISOString());
    expect(Date.now() - Date.parse(inspection.receivedAt!)).toBeLessThan(60_000);
    const done = new Date(when);
    const nextYear = `${done.getUTCFullYear() + 1}-${when.slice(5, 10)}`;
    expect(inspection.nextDueOn).toBe(new Date(`${nextYear}T00:00:00Z`).toISOString().slice(0, 10));
    // Done before the raft was registered here (a back-dated record): it sorts below its creation.
    const entries = await history(raft._id);
    expect(entries.map((entry) => entry.action)).toEqual(['created', 'inspected']);
    expect(entries[1]).toMatchObject({
      timestamp: inspection.performedAt,
      receivedAt: inspection.receivedAt,
    });
  });

  it('refuses a time in the future or older than 30 days with a 400 on occurredAt, changing nothing', async () => {
    const before = await snapshotState(t.db.kysely);
    for (const [occurredAt, message] of [
      [
        new Date(Date.now() + 5 * 60_000).toISOString(),
        'occurredAt is in the future: check the device clock',
      ],
      [ago(31 * DAY), 'occurredAt is more than 30 days ago: a record this old cannot be synced'],
      ['yesterday at nine', 'occurredAt must be a date and time with its offset (ISO 8601)'],
    ] as const) {
      const answers = [
        await post('/api/assets/scan', { assetId: raft._id, occurredAt }),
        await complianceApi(t).inspect(
          raft._id,
          { planId: plan._id, answers: [{ itemId: 'seal', pass: true }], occurredAt },
          crew.token,
        ),
      ];
      for (const res of answers) {
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json<{ message: string; errors: Record<string, string> }>().errors.occurredAt).toBe(
          message,
        );
      }
    }
    expect(await snapshotState(t.db.kysely)).toEqual(before);
  });

  it('forgives a device clock a minute ahead, recording it as arriving', async () => {
    const res = await post('/api/assets/scan', {
      assetId: buoys[2]!._id,
      occurredAt: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const [latest] = await history(buoys[2]!._id);
    expect(Date.parse(latest!.timestamp)).toBeLessThanOrEqual(Date.now());
    expect(latest!.receivedAt).toBeUndefined();
  });

  it('without occurredAt records the arrival, and says nothing of a sync', async () => {
    const res = await complianceApi(t).inspect(
      raft._id,
      { planId: plan._id, answers: [{ itemId: 'seal', pass: true }] },
      crew.token,
    );
    const inspection = res.json<Inspection>();
    expect(inspection.receivedAt).toBe(inspection.performedAt);
    expect((await history(raft._id))[0]).not.toHaveProperty('receivedAt');
  });

  it('orders the history by when things happened: a scan synced late goes below a later one', async () => {
    const [buoy] = buoys;
    await post('/api/assets/scan', { assetId: buoy!._id, scanLocation: 'Quay 3 north' });
    await post('/api/assets/scan', {
      assetId: buoy!._id,
      scanLocation: 'Quay 3 south',
      occurredAt: ago(5 * HOUR),
    });
    const scans = (await history(buoy!._id)).filter((entry) => entry.action === 'scanned');
    expect(scans).toHaveLength(2);
    expect(scans[1]!.timestamp).toBe(
      new Date(Date.now() - 5 * HOUR).toISOString().slice(0, 13) + scans[1]!.timestamp.slice(13),
    );
    expect(scans[1]!.receivedAt).toBeDefined();
    expect(scans[0]!.receivedAt).toBeUndefined();
  });

  it("keeps a mark's time, and the round's report says when it was synced", async () => {
    const round = await createRound();
    const markedAt = ago(6 * HOUR);
    const res = await post(`/api/rounds/${round._id}/marks`, {
      assetId: buoys[1]!._id,
      occurredAt: markedAt,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { item } = res.json<MarkResponse>();
    expect(item.markedAt).toBe(markedAt);
    expect(Date.parse(item.markReceivedAt!) - Date.parse(markedAt)).toBeGreaterThan(5 * HOUR);
    const pdf = await t.server.inject({
      url: `/api/rounds/${round._id}/report`,
      headers: bearer(crew.token),
    });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(`${markedAt.slice(0, 10)} ${markedAt.slice(11, 16)}, synced`);
  });
});

describe('POST /api/field-writes', () => {
  it('answers each write on its own: a refused one does not stop the rest', async () => {
    const round = await createRound();
    const answers = await batch([
      {
        key: 'b1-1',
        path: `/api/rounds/${round._id}/marks`,
        body: { assetId: buoys[0]!._id, occurredAt: ago(2 * HOUR) },
      },
      { key: 'b1-2', path: `/api/assets/scan`, body: { assetId: '0123456789abcdef01234567' } },
      { key: 'b1-3', path: `/api/assets/scan`, body: { assetId: raft._id, occurredAt: ago(31 * DAY) } },
      { key: 'b1-4', path: `/api/rounds/${round._id}/marks`, body: { assetId: buoys[1]!._id } },
    ]);
    expect(answers.map((a) => [a.key, a.outcome, a.status])).toEqual([
      ['b1-1', 'done', 200],
      ['b1-2', 'refused', 404],
      ['b1-3', 'refused', 400],
      ['b1-4', 'done', 200],
    ]);
    expect(answers[1]!.body).toMatchObject({ statusCode: 404, message: 'Asset not found' });
    expect(answers[0]!.body).toMatchObject({ result: 'found', item: { markedAt: expect.any(String) } });
  });

  it('does a write sent alone and then in a batch with the same key once', async () => {
    const round = await createRound();
    const body = { assetId: buoys[2]!._id, occurredAt: ago(HOUR) };
    const alone = await post(`/api/rounds/${round._id}/marks`, body, crew.token, {
      'idempotency-key': 'once-1',
    });
    expect(alone.statusCode).toBe(200);
    const [again] = await batch([{ key: 'once-1', path: `/api/rounds/${round._id}/marks`, body }]);
    expect(again).toMatchObject({ outcome: 'replayed', status: 200, body: alone.json() });
    const [twice] = await batch([{ key: 'once-1', path: `/api/rounds/${round._id}/marks`, body }]);
    expect(twice!.outcome).toBe('replayed');
    const counts = (
      await t.server.inject({ url: `/api/rounds/${round._id}`, headers: bearer(crew.token) })
    ).json<Round>().counts;
    expect(counts.found).toBe(1);
  });

  it('refuses a batch that is not one: too many writes, a path that is no field write, no key', async () => {
    const before = await snapshotState(t.db.kysely);
    const write = (i: number) => ({ key: `k${i}`, path: '/api/assets/scan', body: { assetId: raft._id } });
    for (const writes of [
      Array.from({ length: 101 }, (_, i) => write(i)),
      [{ key: 'x', path: '/api/admin/users', body: {} }],
      [{ path: '/api/assets/scan', body: { assetId: raft._id } }],
      [],
    ]) {
      const res = await post('/api/field-writes', { writes });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
    expect(
      (await t.server.inject({ method: 'POST', url: '/api/field-writes', payload: { writes: [write(1)] } }))
        .statusCode,
    ).toBe(401);
    expect(await snapshotState(t.db.kysely)).toEqual(before);
  });
});

describe('the flood limit on batches', () => {
  it("lets a day's 130 marks through at once, and stops a script timing 150 writes now", async () => {
    const worker = await t.createUser('day.worker');
    const script = await t.createUser('flood.script');
    const many: Asset[] = [];
    for (let i = 0; i < 130; i++)
      many.push(await t.createAsset({ name: `Cone ${i}`, type: 'Cone', location: 'Yard' }));
    const res = await post(
      '/api/rounds',
      {
        name: 'Yard count',
        kind: 'stocktake',
        scope: { locations: ['Yard'] },
        assignees: [worker.id, script.id],
      },
      t.adminToken,
    );
    const round = res.json<Round>();
    const start = Date.now() - 9 * HOUR;
    const day = many.map((asset, i) => ({
      key: `day-${i}`,
      path: `/api/rounds/${round._id}/marks`,
      body: { assetId: asset._id, occurredAt: new Date(start + i * 180_000).toISOString() },
    }));
    const dayAnswers: string[] = [];
    for (let i = 0; i < day.length; i += 100)
      dayAnswers.push(...(await batch(day.slice(i, i + 100), worker.token)).map((a) => a.outcome));
    expect(dayAnswers.every((outcome) => outcome === 'done')).toBe(true);

    const now = Array.from({ length: 150 }, (_, i) => ({
      key: `now-${i}`,
      path: '/api/assets/scan',
      body: { assetId: many[i % many.length]!._id, occurredAt: new Date().toISOString() },
    }));
    const scriptAnswers = [];
    for (let i = 0; i < now.length; i += 100)
      scriptAnswers.push(...(await batch(now.slice(i, i + 100), script.token)));
    const done = scriptAnswers.filter((a) => a.outcome === 'done').length;
    expect(done).toBeGreaterThanOrEqual(120);
    expect(done).toBeLessThan(130);
    const limited = scriptAnswers.find((a) => a.outcome === 'retry')!;
    expect(limited).toMatchObject({ status: 429, retryAfterSeconds: 1, body: { statusCode: 429 } });
  }, 60_000);
});
