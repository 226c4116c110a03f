/** Defects: staff reports, triage, scope, public reports with their controls, safety mail (both databases). */
import sharp from 'sharp';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Defect } from '@harbour/contract';
import { samplePhoto } from '../test/images';
import { loadConfig } from '../config';
import { createSmtpMailer } from '../reminders/mailer';
import { createServices } from '../services';
import { startMailbox } from '../test/smtp-mailbox';
import { bearer, createTestApp, TEST_JWT_SECRET, type TestApp } from '../test/test-app';

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let smtpUrl = '';
let t: TestApp;
let crew: { id: string; token: string };
let other: { id: string; token: string };
let crewAsset: string;
let otherAsset: string;
let buoy: string;
let buoyTypeId: string;
let addressCounter = 0;
/** A fresh client address: each public test gets its own per-address allowance. */
const freshAddress = () => `10.0.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

beforeAll(async () => {
  mailbox = await startMailbox();
  smtpUrl = mailbox.url;
  t = await createTestApp(
    { SMTP_URL: smtpUrl, ORG_NAME: 'Harbour Authority' },
    {
      rateLimits: {
        'public-report-address': { burst: 3, perSecond: 1 / 3600 },
        'public-report-asset': { burst: 6, perSecond: 1 / 3600 },
      },
    },
  );
  crew = await t.createUser('deck.hand');
  other = await t.createUser('other.crew');
  crewAsset = (
    await t.createAsset({ name: 'Crew Radio', type: 'Radio', location: 'Bridge', assignedTo: crew.id })
  )._id;
  otherAsset = (await t.createAsset({ name: 'Other Radio', type: 'Radio', location: 'Deck' }))._id;
  buoy = (await t.createAsset({ name: 'Buoy 7', type: 'Light buoy', location: 'Fairway' }))._id;
  const types = (
    await t.server.inject({ url: '/api/admin/asset-types', headers: bearer(t.adminToken) })
  ).json<{ _id: string; name: string }[]>();
  buoyTypeId = types.find((type) => type.name === 'Light buoy')!._id;
  const radioTypeId = types.find((type) => type.name === 'Radio')!._id;
  await admin('PUT', `/api/admin/asset-types/${buoyTypeId}`, { publicReports: true });
  await admin('PUT', `/api/admin/asset-types/${radioTypeId}`, {
    commonFaults: ['No power', 'Broken antenna'],
  });
  const admins = (await admin('GET', '/api/admin/users')).json<{ _id: string; username: string }[]>();
  const adminId = admins.find((user) => user.username === 'admin')!._id;
  const made = await admin('PUT', `/api/admin/users/${adminId}`, {
    email: 'duty@harbour.example',
    dutyOfficer: true,
  });
  expect(made.json()).toMatchObject({ dutyOfficer: true });
  await t.db.kysely.updateTable('users').set({ language: 'nb' }).where('id', '=', adminId).execute();
});

afterAll(async () => {
  await t.close();
  await mailbox.close();
});

const call = (
  token: string | undefined,
  method: InjectOptions['method'],
  url: string,
  payload?: object,
  headers = {},
) =>
  t.server.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), ...headers },
    ...(payload ? { payload } : {}),
  });
const admin = (method: InjectOptions['method'], url: string, payload?: object) =>
  call(t.adminToken, method, url, payload);

const report = async (token: string, assetId: string, body: object = {}) => {
  const res = await call(token, 'POST', `/api/assets/${assetId}/defects`, {
    description: 'Lamp flickers',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Defect>();
};

const triage = (id: string, body: object) => admin('PUT', `/api/defects/${id}`, body);

const publicReport = (assetId: string, body: object = {}, address = freshAddress()) =>
  t.server.inject({
    method: 'POST',
    url: `/api/public/assets/${assetId}/defects`,
    payload: { description: 'The light is out', ...body },
    remoteAddress: address,
  });

/** A multipart form: the defect as JSON, then photos. */
function form(defect: object, photos: { field: string; bytes: Buffer }[]) {
  const boundary = '----defectform';
  const chunks: Buffer[] = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="defect"\r\n\r\n${JSON.stringify(defect)}\r\n`,
    ),
  ];
  for (const photo of photos)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${photo.field}"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      photo.bytes,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const countDefects = async () =>
  (
    await t.db.kysely
      .selectFrom('defects')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('staff reports', () => {
  it('any signed-in user reports on any asset: 201 with the defect, its reference and history', async () => {
    const defect = await report(other.token, crewAsset, {
      fault: 'no POWER',
      position: { lat: 60.39, lon: 5.32 },
    });
    expect(defect).toMatchObject({
      assetId: crewAsset,
      asset: { name: 'Crew Radio', type: 'Radio', location: 'Bridge' },
      fault: 'No power',
      severity: 'normal',
      state: 'new',
      source: 'staff',
      reportedBy: { _id: other.id, username: 'other.crew' },
      contact: null,
      position: { lat: 60.39, lon: 5.32 },
      reportCount: 1,
      workOrderId: null,
      groupedUnder: null,
    });
    expect(defect.reference).toMatch(/^D-[0-9A-HJKMNP-TV-Z]{8}$/);
    const history = await t.db.kysely
      .selectFrom('activities')
      .select(['action', 'details'])
      .where('asset_id', '=', crewAsset)
      .where('action', '=', 'defect-reported')
      .execute();
    expect(history.map((row) => row.details).join()).toContain(defect.reference);
  });

  it("refuses a fault that is not one of the type's common faults, and an unknown asset", async () => {
    const before = await countDefects();
    const res = await call(crew.token, 'POST', `/api/assets/${crewAsset}/defects`, {
      description: 'x',
      fault: 'Rust',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation-failed',
      fieldErrors: [{ field: 'fault', code: 'invalid-choice' }],
    });
    const unknown = await call(crew.token, 'POST', `/api/assets/${'f'.repeat(24)}/defects`, {
      description: 'x',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'asset-not-found' });
    const empty = await call(crew.token, 'POST', `/api/assets/${crewAsset}/defects`, { description: '' });
    expect(empty.statusCode).toBe(400);
    expect(await countDefects()).toBe(before);
  });

  it('takes up to three photos, re-encoded without their EXIF', async () => {
    const photo = await samplePhoto();
    expect(photo.toString('latin1')).toContain('secret-owner');
    const body = form({ description: 'Cracked housing' }, [
      { field: 'photo.1', bytes: photo },
      { field: 'photo.2', bytes: await samplePhoto(400, 300) },
    ]);
    const res = await t.server.inject({
      method: 'POST',
      url: `/api/assets/${crewAsset}/defects`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(crew.token) },
    });
    expect(res.statusCode, res.body).toBe(201);
    const defect = res.json<Defect>();
    expect(defect.photos).toHaveLength(2);
    const served = await t.server.inject({ url: defect.photos[0]!.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.toString('latin1')).not.toContain('secret-owner');
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
  });

  it('an idempotent resend answers the same defect and stores nothing twice', async () => {
    const headers = { 'idempotency-key': 'defect-key-1' };
    const before = await countDefects();
    const first = await call(
      crew.token,
      'POST',
      `/api/assets/${crewAsset}/defects`,
      { description: 'Once' },
      headers,
    );
    const again = await call(
      crew.token,
      'POST',
      `/api/assets/${crewAsset}/defects`,
      { description: 'Once' },
      headers,
    );
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json<Defect>()._id).toBe(first.json<Defect>()._id);
    expect(await countDefects()).toBe(before + 1);
  });

  it('keeps occurredAt from the device, and refuses one out of bounds with 400', async () => {
    const at = new Date(Date.now() - 3 * 3_600_000).toISOString();
    const defect = await report(crew.token, crewAsset, { occurredAt: at });
    expect(defect.occurredAt).toBe(at);
    expect(Date.parse(defect.receivedAt)).toBeGreaterThan(Date.parse(at));
    const before = await countDefects();
    const old = new Date(Date.now() - 40 * 86_400_000).toISOString();
    const res = await call(crew.token, 'POST', `/api/assets/${crewAsset}/defects`, {
      description: 'x',
      occurredAt: old,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'occurred-at-out-of-range' });
    expect(await countDefects()).toBe(before);
  });

  it('is a field write a batch may carry', async () => {
    const res = await call(crew.token, 'POST', '/api/field-writes', {
      writes: [
        {
          key: 'batch-defect-1',
          path: `/api/assets/${crewAsset}/defects`,
          body: { description: 'From the queue' },
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ answers: [{ outcome: 'done', status: 201 }] });
  });
});

describe('safety', () => {
  it('a safety defect sets the asset Under Maintenance at once and mails the duty officers in their language', async () => {
    mailbox.clear();
    const asset = (await t.createAsset({ name: 'Crane 2', type: 'Crane', location: 'Quay 1' }))._id;
    const defect = await report(crew.token, asset, { severity: 'safety', description: 'Brake fails' });
    const after = (await admin('GET', `/api/assets/${asset}`)).json<{ status: string }>();
    expect(after.status).toBe('Under Maintenance');
    const entries = await t.db.kysely
      .selectFrom('activities')
      .select('action')
      .where('asset_id', '=', asset)
      .execute();
    expect(entries.map((e) => e.action)).toEqual(expect.arrayContaining(['defect-reported', 'maintenance']));
    await expect.poll(() => mailbox.messages.length, { timeout: 5000 }).toBe(1);
    expect(mailbox.messages[0]!.to).toEqual(['duty@harbour.example']);
    expect(mailbox.messages[0]!.raw).toContain(defect.reference);
    expect(mailbox.messages[0]!.raw).toMatch(/Sikkerhetsfeil/);
  });

  it('triage setting safety does the same; a normal report does not', async () => {
    mailbox.clear();
    const asset = (await t.createAsset({ name: 'Crane 3', type: 'Crane', location: 'Quay 1' }))._id;
    const defect = await report(crew.token, asset);
    expect((await admin('GET', `/api/assets/${asset}`)).json<{ status: string }>().status).not.toBe(
      'Under Maintenance',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailbox.messages).toEqual([]);
    const res = await triage(defect._id, { severity: 'safety' });
    expect(res.statusCode).toBe(200);
    expect((await admin('GET', `/api/assets/${asset}`)).json<{ status: string }>().status).toBe(
      'Under Maintenance',
    );
    await expect.poll(() => mailbox.messages.length, { timeout: 5000 }).toBe(1);
  });
});

describe('triage', () => {
  it('walks every allowed move, with a history entry for each', async () => {
    const defect = await report(crew.token, otherAsset);
    const target = await report(crew.token, otherAsset, { description: 'First report' });
    const moves: [object, string][] = [
      [{ state: 'accepted', triageNote: 'Send the electrician' }, 'accepted'],
      [{ state: 'closed' }, 'closed'],
      [{ state: 'accepted' }, 'accepted'],
      [{ state: 'rejected', rejectionReason: 'Works as designed' }, 'rejected'],
      [{ state: 'new' }, 'new'],
      [{ state: 'duplicate', duplicateOf: target._id }, 'duplicate'],
      [{ state: 'new' }, 'new'],
      [{ state: 'rejected', rejectionReason: 'Not ours' }, 'rejected'],
      [{ state: 'new' }, 'new'],
      [{ state: 'accepted' }, 'accepted'],
      [{ state: 'duplicate', duplicateOf: target._id }, 'duplicate'],
    ];
    for (const [body, state] of moves) {
      const res = await triage(defect._id, body);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(200);
      expect(res.json<Defect>().state).toBe(state);
    }
    const final = (await admin('GET', `/api/defects/${defect._id}`)).json<Defect>();
    expect(final).toMatchObject({
      state: 'duplicate',
      duplicateOf: target._id,
      rejectionReason: null,
      triageNote: 'Send the electrician',
      triagedBy: { username: 'admin' },
    });
    const entries = await t.db.kysely
      .selectFrom('activities')
      .select('details')
      .where('action', '=', 'defect-triaged')
      .where('details', 'like', `%${defect.reference}%`)
      .execute();
    expect(entries).toHaveLength(moves.length);
  });

  it('refuses a move not allowed with 409 naming it, and changes nothing', async () => {
    const defect = await report(crew.token, otherAsset);
    for (const state of ['closed'] as const) {
      const res = await triage(defect._id, { state });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'defect-transition-refused',
        message: `A defect cannot move from new to ${state}`,
      });
    }
    await triage(defect._id, { state: 'accepted' });
    await triage(defect._id, { state: 'closed' });
    for (const state of ['new', 'rejected', 'duplicate'] as const) {
      const res = await triage(defect._id, { state, rejectionReason: 'x', duplicateOf: defect._id });
      expect([400, 409]).toContain(res.statusCode);
    }
    const refused = await triage(defect._id, { state: 'new' });
    expect(refused.json()).toMatchObject({ code: 'defect-transition-refused' });
    expect((await admin('GET', `/api/defects/${defect._id}`)).json<Defect>().state).toBe('closed');
  });

  it('needs duplicateOf (another defect, no cycle) for duplicate and a reason for rejected: 400 changing nothing', async () => {
    const a = await report(crew.token, otherAsset);
    const b = await report(crew.token, otherAsset);
    const check = async (body: object, status: number, code: string) => {
      const res = await triage(a._id, body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ code });
      expect((await admin('GET', `/api/defects/${a._id}`)).json<Defect>().state).toBe('new');
    };
    await check({ state: 'duplicate' }, 400, 'validation-failed');
    await check({ state: 'duplicate', duplicateOf: a._id }, 400, 'validation-failed');
    await check({ state: 'duplicate', duplicateOf: 'f'.repeat(24) }, 400, 'validation-failed');
    await check({ state: 'rejected' }, 400, 'validation-failed');
    await check({ state: 'rejected', rejectionReason: '' }, 400, 'validation-failed');
    await check({ state: 'bogus' }, 400, 'validation-failed');
    expect((await triage(b._id, { state: 'duplicate', duplicateOf: a._id })).statusCode).toBe(200);
    await check({ state: 'duplicate', duplicateOf: b._id }, 409, 'defect-duplicate-cycle');
  });

  it('is refused to an employee', async () => {
    const defect = await report(crew.token, crewAsset);
    const res = await call(crew.token, 'PUT', `/api/defects/${defect._id}`, { state: 'accepted' });
    expect(res.statusCode).toBe(403);
  });
});

describe('scope', () => {
  it('an employee lists and reads only what they reported and defects on assets they hold', async () => {
    const mine = await report(other.token, otherAsset, { description: 'Mine' });
    const onHeld = await report(other.token, crewAsset, { description: 'On the crew radio' });
    const list = await call(crew.token, 'GET', '/api/defects?limit=100');
    const ids = list.json<Defect[]>().map((d) => d._id);
    expect(ids).toContain(onHeld._id);
    expect(ids).not.toContain(mine._id);
    expect(Number(list.headers['x-total-count'])).toBe(ids.length);
    expect((await call(crew.token, 'GET', `/api/defects/${mine._id}`)).statusCode).toBe(404);
    expect((await call(other.token, 'GET', `/api/defects/${mine._id}`)).statusCode).toBe(200);
    const all = await admin('GET', '/api/defects?limit=100');
    expect(all.json<Defect[]>().map((d) => d._id)).toEqual(expect.arrayContaining([mine._id, onHeld._id]));
  });

  it('filters by state, severity, asset and source, sorting new and safety first', async () => {
    const res = await admin(
      'GET',
      `/api/defects?state=new,accepted&asset=${otherAsset}&source=staff&limit=100`,
    );
    const rows = res.json<Defect[]>();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((d) => ['new', 'accepted'].includes(d.state) && d.assetId === otherAsset)).toBe(true);
    const firstNotNew = rows.findIndex((d) => d.state !== 'new');
    if (firstNotNew >= 0) expect(rows.slice(firstNotNew).every((d) => d.state !== 'new')).toBe(true);
    const bad = await admin('GET', '/api/defects?state=open');
    expect(bad.statusCode).toBe(400);
  });
});

describe('public reports', () => {
  it('reveal only the name and type, and only for a type that takes them (else 404 as an unknown asset)', async () => {
    const res = await t.server.inject({ url: `/api/public/assets/${buoy}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'Buoy 7', type: 'Light buoy' });
    const closed = await t.server.inject({ url: `/api/public/assets/${crewAsset}` });
    const unknown = await t.server.inject({ url: `/api/public/assets/${'f'.repeat(24)}` });
    expect(closed.statusCode).toBe(404);
    expect(closed.json()).toEqual(unknown.json());
    expect((await publicReport(crewAsset)).statusCode).toBe(404);
  });

  it('stores a report as normal with its contact, shown to administrators only; status by any spelling', async () => {
    const res = await publicReport(buoy, { contact: 'skipper@example.no' });
    expect(res.statusCode).toBe(201);
    const { reference } = res.json<{ reference: string }>();
    expect(Object.keys(res.json())).toEqual(['reference']);
    const stored = await t.db.kysely
      .selectFrom('defects')
      .selectAll()
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ source: 'public', severity: 'normal', contact: 'skipper@example.no' });
    expect((await admin('GET', `/api/defects/${stored.id}`)).json<Defect>().contact).toBe(
      'skipper@example.no',
    );
    const spellings = [
      reference,
      reference.toLowerCase(),
      reference.replace('-', ' '),
      reference.slice(2).replace(/1/g, 'l').replace(/0/g, 'o'),
    ];
    for (const spelling of spellings) {
      const status = await t.server.inject({ url: `/api/public/defects/${encodeURIComponent(spelling)}` });
      expect(status.statusCode, spelling).toBe(200);
      expect(status.json()).toMatchObject({ reference, state: 'received', rejectionReason: null });
    }
    expect((await t.server.inject({ url: '/api/public/defects/D-00000000' })).statusCode).toBe(404);
    await triage(stored.id, { state: 'rejected', rejectionReason: 'Already fixed' });
    const rejected = await t.server.inject({ url: `/api/public/defects/${reference}` });
    expect(rejected.json()).toMatchObject({ state: 'rejected', rejectionReason: 'Already fixed' });
  });

  it('groups reports of one asset under the first open one; each follows its head', async () => {
    const asset = (await t.createAsset({ name: 'Buoy 9', type: 'Light buoy', location: 'Fairway' }))._id;
    const first = (await publicReport(asset)).json<{ reference: string }>().reference;
    const second = (await publicReport(asset)).json<{ reference: string }>().reference;
    const rows = await t.db.kysely
      .selectFrom('defects')
      .selectAll()
      .where('asset_id', '=', asset)
      .orderBy('created_at')
      .execute();
    const head = rows.find((r) => r.reference === first)!;
    const grouped = rows.find((r) => r.reference === second)!;
    expect(grouped.grouped_under).toBe(head.id);
    expect((await admin('GET', `/api/defects/${head.id}`)).json<Defect>().reportCount).toBe(2);
    await triage(head.id, { state: 'accepted' });
    const status = await t.server.inject({ url: `/api/public/defects/${second}` });
    expect(status.json()).toMatchObject({ reference: second, state: 'in-progress' });
  });

  it('with the honeypot filled answers like a success and stores nothing', async () => {
    const before = await countDefects();
    const res = await publicReport(buoy, { website: 'http://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(res.json<{ reference: string }>().reference).toMatch(/^D-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(await countDefects()).toBe(before);
  });

  it('limits reports per address and per asset with 429 in the API error shape', async () => {
    const asset = (await t.createAsset({ name: 'Buoy 11', type: 'Light buoy', location: 'Fairway' }))._id;
    const address = freshAddress();
    for (let i = 0; i < 3; i++) expect((await publicReport(asset, {}, address)).statusCode).toBe(201);
    const limited = await publicReport(asset, {}, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      statusCode: 429,
      code: 'rate-limited',
      message: expect.any(String),
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    for (let i = 0; i < 3; i++) expect((await publicReport(asset)).statusCode).toBe(201);
    const perAsset = await publicReport(asset);
    expect(perAsset.statusCode).toBe(429);
    expect(perAsset.json()).toMatchObject({ code: 'rate-limited' });
  });

  it('takes photos re-encoded without EXIF and gives the reporter no URL back', async () => {
    const body = form({ description: 'Light out' }, [{ field: 'photo', bytes: await samplePhoto() }]);
    const res = await t.server.inject({
      method: 'POST',
      url: `/api/public/assets/${buoy}/defects`,
      payload: body.payload,
      headers: body.headers,
      remoteAddress: freshAddress(),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.body).not.toContain('/uploads/');
    const { reference } = res.json<{ reference: string }>();
    const id = (
      await t.db.kysely
        .selectFrom('defects')
        .select('id')
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow()
    ).id;
    const defect = (await admin('GET', `/api/defects/${id}`)).json<Defect>();
    expect(defect.photos).toHaveLength(1);
    const served = await t.server.inject({ url: defect.photos[0]!.url });
    expect(served.rawPayload.toString('latin1')).not.toContain('secret-owner');
  });
});

describe('admin dashboard', () => {
  it('counts open defects: new, accepted, and the safety ones among them', async () => {
    const read = async () =>
      (await admin('GET', '/api/dashboard/admin')).json<{
        defects: { new: number; accepted: number; safety: number };
      }>().defects;
    const before = await read();
    const asset = (await t.createAsset({ name: 'Crane 9', type: 'Crane', location: 'Quay 2' }))._id;
    const safety = await report(crew.token, asset, { severity: 'safety' });
    await report(crew.token, asset);
    expect(await read()).toEqual({
      new: before.new + 2,
      accepted: before.accepted,
      safety: before.safety + 1,
    });
    await triage(safety._id, { state: 'accepted' });
    expect(await read()).toEqual({
      new: before.new + 1,
      accepted: before.accepted + 1,
      safety: before.safety + 1,
    });
    await triage(safety._id, { state: 'closed' });
    expect(await read()).toEqual({ new: before.new + 1, accepted: before.accepted, safety: before.safety });
  });
});

describe("an asset type's common faults", () => {
  it('takes 0 to 12 one-line texts of 1 to 80 characters, different ignoring case', async () => {
    const put = (commonFaults: unknown) =>
      admin('PUT', `/api/admin/asset-types/${buoyTypeId}`, { commonFaults });
    const ok = await put(['Light out', 'Off station']);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ commonFaults: ['Light out', 'Off station'] });
    for (const bad of [
      Array.from({ length: 13 }, (_, i) => `Fault ${i}`),
      ['x'.repeat(81)],
      [''],
      ['Light out', 'LIGHT OUT'],
    ]) {
      const res = await put(bad);
      expect(res.statusCode, JSON.stringify(bad).slice(0, 40)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation-failed' });
    }
    const kept = (await admin('GET', '/api/admin/asset-types')).json<
      { _id: string; commonFaults: string[] }[]
    >();
    expect(kept.find((type) => type._id === buoyTypeId)!.commonFaults).toEqual(['Light out', 'Off station']);
  });
});

describe('daily digest', () => {
  it("lists the defects reported since the last digest, in the reader's language", async () => {
    const asset = (await t.createAsset({ name: 'Crane 12', type: 'Crane', location: 'Quay 4' }))._id;
    const defect = await report(crew.token, asset, { description: 'Hook latch bent' });
    mailbox.clear();
    const config = loadConfig({ JWT_SECRET: TEST_JWT_SECRET, SMTP_URL: smtpUrl, DATA_DIR: '/tmp' });
    const mailer = createSmtpMailer(smtpUrl, config.smtpFrom);
    const quiet = { info: () => undefined, warn: () => undefined };
    // Tomorrow's digest, a minute short of a day from now: today's (the app's own at start, after the digest's
    // hour) is the last one before it; before that hour there is none and it reads back one day, which then
    // still holds the defect just reported.
    const tomorrow = new Date(Date.now() + 86_400_000 - 60_000);
    await createServices(t.db, config).createDigest(mailer, quiet).runFor(tomorrow);
    mailer.close();
    // The digest, not a safety alert of an earlier test still arriving.
    const raw =
      mailbox.messages.find(
        (m) => m.to.includes('duty@harbour.example') && m.raw.includes('forrige oversikt'),
      )?.raw ?? '';
    // Quoted-printable undone: soft line breaks and =XX bytes.
    const mail = Buffer.from(
      raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
    expect(mail).toContain(defect.reference);
    expect(mail).toMatch(/siden forrige oversikt/);
  });
});
