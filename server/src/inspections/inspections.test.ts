import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Asset, Inspection, Plan } from '@harbour/contract';
import { addInterval, todayIn } from '../common/due-date';
import { assetApi } from '../test/asset-api';
import { complianceApi, planInput } from '../test/compliance-api';
import { samplePhoto } from '../test/images';
import { snapshotState } from '../test/state-snapshot';
import { streamedForm } from '../test/streamed-form';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let api: ReturnType<typeof complianceApi>;
let assets: ReturnType<typeof assetApi>;
let employee: { id: string; token: string };
let raft: Asset;
let davit: Asset;
let service: Plan;
let photoPlan: Plan;
const today = todayIn('UTC');

beforeAll(async () => {
  t = await createTestApp();
  api = complianceApi(t);
  assets = assetApi(t);
  employee = await t.createUser('deck.hand');
  raft = await t.createAsset({
    name: 'Raft 301',
    type: 'Life Raft',
    location: 'Deck B',
    inServiceOn: '2020-01-10',
  });
  davit = await t.createAsset({ name: 'Davit A', type: 'Davit', location: 'Deck B' });
  service = await api.createPlan(
    planInput({
      name: 'Life raft annual service',
      failSetsMaintenance: true,
      assetTypes: ['Life Raft'],
      checklist: [
        { id: 'seal', label: 'Canister seal intact', kind: 'pass-fail', required: true },
        { id: 'pressure', label: 'Cylinder pressure', kind: 'number', unit: 'bar', required: true },
        { id: 'remarks', label: 'Remarks', kind: 'text', required: false },
      ],
    }),
  );
  photoPlan = await api.createPlan(
    planInput({
      name: 'Davit visual check',
      rule: { every: { count: 3, unit: 'months' } },
      assetTypes: ['Davit'],
      checklist: [
        { id: 'wire', label: 'Wire rope condition', kind: 'pass-fail', required: true },
        { id: 'hook', label: 'Hook photo', kind: 'photo', required: true },
        { id: 'sheave', label: 'Sheave photo', kind: 'photo', required: false },
        { id: 'brake', label: 'Brake photo', kind: 'photo', required: false },
      ],
    }),
  );
});
afterAll(() => t.close());

const PASSING_ANSWERS = [
  { itemId: 'seal', pass: true },
  { itemId: 'pressure', value: 180.5 },
];
const passing = () => ({ planId: service._id, answers: PASSING_ANSWERS });

/** A multipart inspection as the web app sends it: the JSON in `inspection`, photos as `photo.<itemId>`. */
async function multipartInspection(json: object, photos: Record<string, Buffer>, extraHeaders = {}) {
  const boundary = '----harbourinspection';
  const chunks: Buffer[] = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="inspection"\r\n\r\n${JSON.stringify(json)}\r\n`,
    ),
  ];
  for (const [itemId, bytes] of Object.entries(photos))
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo.${itemId}"; filename="${itemId}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return t.server.inject({
    method: 'POST',
    url: `/api/assets/${davit._id}/inspections`,
    payload: Buffer.concat(chunks),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...bearer(t.adminToken),
      ...extraHeaders,
    },
  });
}

describe('recording an inspection', () => {
  it('shows what is due, with the checklist, before any inspection', async () => {
    const { due, history } = await api.inspections(raft._id);
    expect(history).toEqual([]);
    expect(due).toEqual([
      expect.objectContaining({
        assetId: raft._id,
        kind: 'inspection',
        sourceId: service._id,
        name: 'Life raft annual service',
        dueOn: '2021-01-10',
        status: 'overdue',
        lastDoneOn: null,
        dueSoonDays: 30,
        checklist: service.checklist,
      }),
    ]);
  });

  it('a pass sets the next due date from today, logs it, and the asset becomes ok', async () => {
    const inspection = await api.inspected(
      raft._id,
      {
        ...passing(),
        notes: 'Serviced at\nBergen station',
        position: { lat: 60.39, lon: 5.32, accuracy: 12 },
      },
      employee.token,
    );
    const nextYear = addInterval(today, { count: 1, unit: 'years' });
    expect(inspection).toMatchObject({
      assetId: raft._id,
      planId: service._id,
      planName: 'Life raft annual service',
      username: 'deck.hand',
      result: 'pass',
      failedItems: [],
      notes: 'Serviced at\nBergen station',
      position: { lat: 60.39, lon: 5.32, accuracy: 12 },
      nextDueOn: nextYear,
    });
    expect(inspection.answers).toEqual([
      expect.objectContaining({
        id: 'seal',
        kind: 'pass-fail',
        pass: true,
        value: null,
        text: null,
        photo: null,
      }),
      expect.objectContaining({ id: 'pressure', unit: 'bar', value: 180.5, pass: null }),
      expect.objectContaining({ id: 'remarks', text: null }),
    ]);
    expect(await api.compliance(raft._id)).toMatchObject({
      status: 'ok',
      items: [{ dueOn: nextYear, lastDoneOn: today, status: 'ok' }],
    });
    expect((await assets.history(raft._id)).at(-1)).toBe(
      `inspected: Inspection 'Life raft annual service' passed; next due ${nextYear}`,
    );
    const { history } = await api.inspections(raft._id);
    expect(history.map((i) => i._id)).toEqual([inspection._id]);
  });

  it('a fail names the failed items and, when the plan says so, sets the asset Under Maintenance', async () => {
    const inspection = await api.inspected(raft._id, {
      planId: service._id,
      answers: [
        { itemId: 'seal', pass: false },
        { itemId: 'pressure', value: 120 },
        { itemId: 'remarks', text: 'Seal torn' },
      ],
    });
    expect(inspection).toMatchObject({ result: 'fail', failedItems: ['Canister seal intact'] });
    expect((await assets.get(raft._id)).status).toBe('Under Maintenance');
    const nextYear = addInterval(today, { count: 1, unit: 'years' });
    expect((await assets.history(raft._id)).slice(-2)).toEqual([
      `inspected: Inspection 'Life raft annual service' failed: Canister seal intact; next due ${nextYear}`,
      'maintenance: Status changed from Available to Under Maintenance',
    ]);
    const { history } = await api.inspections(raft._id);
    expect(history[0]?._id).toBe(inspection._id);
  });

  it('stores photos re-encoded like images, served at their URL', async () => {
    const photo = await samplePhoto(400, 300);
    const res = await multipartInspection(
      { planId: photoPlan._id, answers: [{ itemId: 'wire', pass: true }] },
      { hook: photo, sheave: photo, brake: await samplePhoto(300, 300) },
    );
    expect(res.statusCode, res.body).toBe(201);
    const inspection = res.json<Inspection>();
    const hook = inspection.answers.find((a) => a.id === 'hook')!;
    expect(hook.photo).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    const served = await t.server.inject({ url: hook.photo! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.includes(Buffer.from('secret-owner'))).toBe(false);
    expect(inspection.nextDueOn).toBe(addInterval(today, { count: 3, unit: 'months' }));
  });

  it('a resend with the same Idempotency-Key answers the first result and records once', async () => {
    const photo = await samplePhoto(200, 200);
    const json = { planId: photoPlan._id, answers: [{ itemId: 'wire', pass: true }] };
    const photos = { hook: photo, sheave: photo, brake: photo };
    const first = await multipartInspection(json, photos, { 'idempotency-key': 'davit-check-1' });
    const again = await multipartInspection(json, photos, { 'idempotency-key': 'davit-check-1' });
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json<Inspection>()._id).toBe(first.json<Inspection>()._id);
    const count = await t.db.kysely
      .selectFrom('inspections')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('id', '=', first.json<Inspection>()._id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });
});

describe('refused inspections change nothing', () => {
  const refused = async (send: () => ReturnType<typeof api.inspect>, status: number, message: RegExp) => {
    const before = await snapshotState(t.db.kysely);
    const res = await send();
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json<{ message: string }>().message).toMatch(message);
    expect(await snapshotState(t.db.kysely)).toEqual(before);
  };

  it.each([
    ['a plan of another asset type', { planId: 'photoPlan' }, /This plan does not apply to this asset/],
    ['an unknown plan', { planId: '0123456789abcdef01234567' }, /This plan does not apply to this asset/],
    [
      'a required item unanswered',
      { answers: [{ itemId: 'seal', pass: true }] },
      /'Cylinder pressure' needs a number/,
    ],
    [
      'an answer of the wrong kind',
      {
        answers: [
          { itemId: 'seal', value: 1 },
          { itemId: 'pressure', value: 2 },
        ],
      },
      /'Canister seal intact' needs a pass or fail, not value/,
    ],
    [
      'an unknown item',
      { answers: [...PASSING_ANSWERS, { itemId: 'ghost', text: 'boo' }] },
      /no checklist item 'ghost'/,
    ],
    [
      'an item answered twice',
      { answers: [...PASSING_ANSWERS, { itemId: 'seal', pass: false }] },
      /answered twice/,
    ],
    ['a position off the globe', { position: { lat: 91, lon: 0 } }, /position\.lat/],
    ['notes with a NUL', { notes: 'bad\u0000' }, /control characters/],
  ])('%s', async (_what, overrides, message) => {
    const body = { ...passing(), ...overrides };
    if (body.planId === 'photoPlan') body.planId = photoPlan._id;
    await refused(() => api.inspect(raft._id, body), 400, message);
  });

  it('a required photo missing, a photo for a non-photo item, and a file that is not an image', async () => {
    await refused(
      () => multipartInspection({ planId: photoPlan._id, answers: [{ itemId: 'wire', pass: true }] }, {}),
      400,
      /'Hook photo' needs a photo/,
    );
    const photo = await samplePhoto(100, 100);
    await refused(
      () =>
        multipartInspection(
          { planId: photoPlan._id, answers: [{ itemId: 'wire', pass: true }] },
          { hook: photo, wire: photo },
        ),
      400,
      /'Wire rope condition' does not take a photo/,
    );
    await refused(
      () =>
        multipartInspection(
          { planId: photoPlan._id, answers: [{ itemId: 'wire', pass: true }] },
          { hook: Buffer.from('<html><script>alert(1)</script></html>') },
        ),
      400,
      /The photo for 'Hook photo' must be a JPEG/,
    );
  });

  it('a form without its inspection field, or with one that is not JSON', async () => {
    const send = (value: string | null) => {
      const boundary = '----x';
      const field =
        value === null
          ? ''
          : `--${boundary}\r\nContent-Disposition: form-data; name="inspection"\r\n\r\n${value}\r\n`;
      return t.server.inject({
        method: 'POST',
        url: `/api/assets/${davit._id}/inspections`,
        payload: `${field}--${boundary}--\r\n`,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(t.adminToken) },
      });
    };
    await refused(() => send(null), 400, /a field named inspection/);
    await refused(() => send('{not json'), 400, /must hold the inspection as JSON/);
  });

  describe('are refused before their photos are read', () => {
    const tenPhotos = Array.from({ length: 10 }, (_, i) => ({ field: `photo.p${i}`, bytes: 9_900_000 }));
    const send = (assetId: string, form: ReturnType<typeof streamedForm>) =>
      t.server.inject({
        method: 'POST',
        url: `/api/assets/${assetId}/inspections`,
        payload: form.payload,
        headers: { ...form.headers, ...bearer(employee.token), 'idempotency-key': `early-${Math.random()}` },
      });

    it.each([
      ['a made-up plan id', () => ({ planId: 'f'.repeat(24), answers: [] }), 400, /plan does not apply/],
      ['a plan of another type', () => ({ planId: service._id, answers: [] }), 400, /plan does not apply/],
      ['an inspection that is not one', () => ({ planId: 'x' }), 400, /Invalid inspection/],
    ])('%s: 400 with at most a sliver of 99 MB of photos read', async (_case, input, status, message) => {
      const before = await snapshotState(t.db.kysely);
      const form = streamedForm({ inspection: JSON.stringify(input()) }, tenPhotos);
      const res = await send(davit._id, form);
      expect(res.statusCode).toBe(status);
      expect(res.json<{ message: string }>().message).toMatch(message);
      expect(form.pulled()).toBeLessThan(2_000_000);
      expect(form.total).toBeGreaterThan(99_000_000);
      expect(await snapshotState(t.db.kysely)).toEqual(before);
    });

    it('an unknown asset: 404 before a byte of the form is read', async () => {
      const form = streamedForm({ inspection: JSON.stringify(passing()) }, tenPhotos);
      const res = await send('a'.repeat(24), form);
      expect(res.statusCode).toBe(404);
      expect(form.pulled()).toBeLessThan(2_000_000);
    });

    it('photos sent before the inspection field: 400 naming the order', async () => {
      const form = streamedForm({}, [{ field: 'photo.hook', bytes: 5_000_000 }]);
      const res = await send(davit._id, form);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/before the photos/);
    });
  });

  it('an unknown asset is 404; nobody signed out may inspect', async () => {
    await refused(() => api.inspect('0123456789abcdef01234567', passing()), 404, /Asset not found/);
    const before = await snapshotState(t.db.kysely);
    const res = await t.server.inject({
      method: 'POST',
      url: `/api/assets/${raft._id}/inspections`,
      payload: passing(),
    });
    expect(res.statusCode).toBe(401);
    expect(await snapshotState(t.db.kysely)).toEqual(before);
    expect((await t.server.inject({ url: `/api/assets/${raft._id}/inspections` })).statusCode).toBe(401);
  });
});

describe('history paging', () => {
  it('answers 50 per page, newest first, with the total in X-Total-Count', async () => {
    const buoy = await t.createAsset({ name: 'Buoy N-1', type: 'Buoy', location: 'Fairway' });
    const plan = await api.createPlan(planInput({ name: 'Buoy check', assetIds: [buoy._id], checklist: [] }));
    const made: string[] = [];
    for (let i = 0; i < 52; i++)
      made.push((await api.inspected(buoy._id, { planId: plan._id, answers: [] }))._id);
    const first = await t.server.inject({
      url: `/api/assets/${buoy._id}/inspections`,
      headers: bearer(t.adminToken),
    });
    expect(first.headers['x-total-count']).toBe('52');
    expect(first.json<{ history: Inspection[] }>().history.map((i) => i._id)).toEqual(
      made.toReversed().slice(0, 50),
    );
    const second = await t.server.inject({
      url: `/api/assets/${buoy._id}/inspections?page=2`,
      headers: bearer(t.adminToken),
    });
    expect(second.json<{ history: Inspection[] }>().history.map((i) => i._id)).toEqual(
      made.slice(0, 2).toReversed(),
    );
    expect(
      (
        await t.server.inject({
          url: `/api/assets/${buoy._id}/inspections?page=0`,
          headers: bearer(t.adminToken),
        })
      ).statusCode,
    ).toBe(400);
  });
});
