import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Asset, WorkOrder } from '@harbour/contract';
import { processImageUpload } from '../common/images';
import { newId } from '../db/ids';
import { complianceApi, planInput } from '../test/compliance-api';
import { samplePhoto, samplePng } from '../test/images';
import { multipart } from '../test/multipart';
import { pdfText } from '../test/pdf-read';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let crew: { id: string; token: string };
let other: { id: string; token: string };
let signature: string;

beforeAll(async () => {
  t = await createTestApp();
  crew = await t.createUser('bosun.berg');
  other = await t.createUser('other.hand');
  signature = `data:image/png;base64,${(await samplePng()).toString('base64')}`;
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object, key?: string) =>
  t.server.inject({
    method,
    url,
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload ? { payload } : {}),
  });

const newAsset = (name: string, extra: Record<string, string> = {}) =>
  t.createAsset({ name, type: 'Buoy', location: 'Quay 1', ...extra });

async function created(payload: object): Promise<WorkOrder> {
  const res = await send('POST', '/api/work-orders', t.adminToken, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<WorkOrder>();
}

const assetStatus = async (id: string) =>
  (await send('GET', `/api/assets/${id}`, t.adminToken)).json<Asset>().status;
const complete = (id: string, token = crew.token, body: object = { outcome: 'fixed', signature }) =>
  send('POST', `/api/work-orders/${id}/complete`, token, body);
const moveTo = (id: string, status: string, token = t.adminToken) =>
  send('PUT', `/api/work-orders/${id}`, token, { status });

describe('making and moving work orders', () => {
  let asset: Asset;
  beforeAll(async () => {
    asset = await newAsset('Red buoy 4');
  });

  it('an administrator makes one by hand, numbered WO-, open, with its asset and assignees', async () => {
    const order = await created({
      assetId: asset._id,
      title: 'Replace lantern',
      priority: 'high',
      assigneeIds: [crew.id],
      dueOn: '2030-01-31',
    });
    expect(order).toMatchObject({
      number: expect.stringMatching(/^WO-\d{6}$/),
      status: 'open',
      source: 'manual',
      priority: 'high',
      asset: { id: asset._id, name: 'Red buoy 4', type: 'Buoy', location: 'Quay 1' },
      assignees: [{ id: crew.id, username: 'bosun.berg' }],
      dueOn: '2030-01-31',
      outcome: null,
      completion: null,
    });
    const history = await send('GET', `/api/assets/${asset._id}/history`, t.adminToken);
    expect(history.body).toContain(`Work order ${order.number} created: Replace lantern`);
  });

  it('work orders made at the same moment each get their own number', async () => {
    // Each on its own asset: the asset's lock does not put them in a row.
    const assets = await Promise.all(Array.from({ length: 6 }, (_, i) => newAsset(`Rush buoy ${i}`)));
    const answers = await Promise.all(
      assets.map((each, i) =>
        send('POST', '/api/work-orders', t.adminToken, { assetId: each._id, title: `Rush ${i}` }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((res) => res.json<WorkOrder>().number)).size).toBe(6);
  });

  it('an employee can neither make, edit nor cancel one', async () => {
    const order = await created({ assetId: asset._id, title: 'Paint', assigneeIds: [crew.id] });
    const made = await send('POST', '/api/work-orders', crew.token, { assetId: asset._id, title: 'Mine' });
    expect(made.statusCode).toBe(403);
    expect((await moveTo(order._id, 'cancelled', crew.token)).statusCode).toBe(403);
    expect((await send('GET', `/api/work-orders/${order._id}`, t.adminToken)).json<WorkOrder>().status).toBe(
      'open',
    );
  });

  it('moves between the working statuses, and done only through completing', async () => {
    const order = await created({ assetId: asset._id, title: 'Chain', assigneeIds: [crew.id] });
    expect((await moveTo(order._id, 'waiting-parts')).json<WorkOrder>().status).toBe('waiting-parts');
    expect((await moveTo(order._id, 'in-progress')).json<WorkOrder>().status).toBe('in-progress');
    const toDone = await moveTo(order._id, 'done');
    expect(toDone.statusCode).toBe(409);
    expect(toDone.json()).toMatchObject({ code: 'work-order-move-not-allowed' });
  });

  it('completing needs an outcome and a drawn signature', async () => {
    const order = await created({ assetId: asset._id, title: 'Sign me', assigneeIds: [crew.id] });
    for (const body of [
      { signature },
      { outcome: 'fixed' },
      { outcome: 'fixed', signature: 'data:image/png;base64,AAAA' },
    ]) {
      const res = await complete(order._id, crew.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await send('GET', `/api/work-orders/${order._id}`, t.adminToken)).json<WorkOrder>().status).toBe(
      'open',
    );
    const done = await complete(order._id);
    expect(done.statusCode, done.body).toBe(200);
    const body = done.json<WorkOrder>();
    expect(body).toMatchObject({
      status: 'done',
      outcome: 'fixed',
      completion: { by: { id: crew.id, username: 'bosun.berg' } },
    });
    const image = await t.server.inject({ url: body.completion!.signature });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('nothing happens to a done or cancelled work order but an administrator reopening it', async () => {
    const done = await created({ assetId: asset._id, title: 'Closed one', assigneeIds: [crew.id] });
    expect((await complete(done._id)).statusCode).toBe(200);
    const cancelled = await created({ assetId: asset._id, title: 'Dropped', assigneeIds: [crew.id] });
    expect((await moveTo(cancelled._id, 'cancelled')).json<WorkOrder>().status).toBe('cancelled');

    for (const order of [done, cancelled]) {
      for (const [url, body] of [
        ['labour', { minutes: 10 }],
        ['parts', { text: 'Bolt', quantity: 1 }],
        ['complete', { outcome: 'fixed', signature }],
      ] as const) {
        const res = await send('POST', `/api/work-orders/${order._id}/${url}`, crew.token, body);
        expect(res.statusCode, `${order.title} ${url}`).toBe(409);
        expect(res.json()).toMatchObject({ code: 'work-order-closed' });
      }
      const moved = await moveTo(order._id, 'in-progress');
      expect(moved.statusCode).toBe(409);
      expect(moved.json()).toMatchObject({ code: 'work-order-move-not-allowed' });
      const edited = await send('PUT', `/api/work-orders/${order._id}`, t.adminToken, { title: 'Renamed' });
      expect(edited.json()).toMatchObject({ code: 'work-order-closed' });
      const reopened = await moveTo(order._id, 'open');
      expect(reopened.statusCode, reopened.body).toBe(200);
      expect(reopened.json<WorkOrder>()).toMatchObject({ status: 'open', outcome: null, completion: null });
    }
  });

  it('labour on an open work order means the work has begun', async () => {
    const order = await created({ assetId: asset._id, title: 'Start', assigneeIds: [crew.id] });
    const res = await send('POST', `/api/work-orders/${order._id}/labour`, crew.token, { minutes: 30 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<WorkOrder>().status).toBe('in-progress');
  });
});

describe('labour and parts are field writes', () => {
  let order: WorkOrder;
  beforeAll(async () => {
    order = await created({
      assetId: (await newAsset('Green buoy 7'))._id,
      title: 'Fix',
      assigneeIds: [crew.id],
    });
  });

  it('a resend with the same Idempotency-Key is one entry, answered as the first time', async () => {
    const url = `/api/work-orders/${order._id}`;
    for (const [path, body] of [
      ['labour', { minutes: 45, note: 'Cleaned contacts' }],
      ['parts', { text: 'Lamp 12 V', quantity: 2, unit: 'pcs' }],
    ] as const) {
      const first = await send('POST', `${url}/${path}`, crew.token, body, `${path}-once`);
      const again = await send('POST', `${url}/${path}`, crew.token, body, `${path}-once`);
      expect(first.statusCode, first.body).toBe(201);
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toBe(first.body);
    }
    const now = (await send('GET', url, crew.token)).json<WorkOrder>();
    expect(now.labour).toHaveLength(1);
    expect(now.parts).toHaveLength(1);
  });

  it('keeps the time it happened, and refuses one in the future or more than 30 days old', async () => {
    const url = `/api/work-orders/${order._id}/labour`;
    const hourAgo = new Date(Date.now() - 3600_000).toISOString();
    const kept = await send('POST', url, crew.token, { minutes: 5, occurredAt: hourAgo });
    expect(kept.json<WorkOrder>().labour.some((entry) => entry.occurredAt === hourAgo)).toBe(true);
    for (const at of [Date.now() + 10 * 60_000, Date.now() - 31 * 86_400_000]) {
      for (const [path, body] of [
        ['labour', { minutes: 5 }],
        ['parts', { text: 'Nut', quantity: 1 }],
      ] as const) {
        const res = await send('POST', `/api/work-orders/${order._id}/${path}`, crew.token, {
          ...body,
          occurredAt: new Date(at).toISOString(),
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'occurred-at-out-of-range' });
      }
    }
  });

  it('can be queued in a batch of field writes', async () => {
    const res = await send('POST', '/api/field-writes', crew.token, {
      writes: [
        {
          key: 'batched-part',
          path: `/api/work-orders/${order._id}/parts`,
          body: { text: 'Fuse', quantity: 3 },
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ answers: [{ outcome: 'done', status: 201 }] });
  });
});

describe("the work order's own photos", () => {
  const upload = async (id: string, token: string, kind: string, bytes: Buffer) => {
    const form = multipart({ kind }, { field: 'photo', filename: 'p.jpg', contentType: 'image/jpeg', bytes });
    return t.server.inject({
      method: 'POST',
      url: `/api/work-orders/${id}/photos`,
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
  };

  it('an assignee adds before and after photos, re-encoded; anyone else gets 404; not a picture is 400', async () => {
    const order = await created({
      assetId: (await newAsset('Photo buoy'))._id,
      title: 'P',
      assigneeIds: [crew.id],
    });
    const before = await upload(order._id, crew.token, 'before', await samplePhoto());
    expect(before.statusCode, before.body).toBe(201);
    const after = await upload(order._id, crew.token, 'after', await samplePhoto(640, 480));
    const photos = after.json<WorkOrder>().photos;
    expect(photos.map((p) => p.from)).toEqual(['before', 'after']);
    const served = await t.server.inject({ url: photos[0]!.url });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.includes(Buffer.from('secret-owner'))).toBe(false);

    expect((await upload(order._id, other.token, 'before', await samplePhoto())).statusCode).toBe(404);
    const notPicture = await upload(order._id, crew.token, 'after', Buffer.from('not a picture at all'));
    expect(notPicture.statusCode).toBe(400);
    expect((await upload(order._id, crew.token, 'during', await samplePhoto())).statusCode).toBe(400);
    expect(
      (await send('GET', `/api/work-orders/${order._id}`, crew.token)).json<WorkOrder>().photos,
    ).toHaveLength(2);
  });
});

describe('who sees what', () => {
  let mine: WorkOrder;
  let theirs: WorkOrder;
  beforeAll(async () => {
    const asset = await newAsset('Shared buoy');
    mine = await created({ assetId: asset._id, title: 'Mine', assigneeIds: [crew.id] });
    theirs = await created({ assetId: asset._id, title: 'Theirs', assigneeIds: [other.id] });
  });

  it('an employee lists only the work orders assigned to them; an administrator all', async () => {
    const listed = async (token: string, query = '') => {
      const res = await send('GET', `/api/work-orders?limit=100${query}`, token);
      return { ids: res.json<WorkOrder[]>().map((o) => o._id), total: Number(res.headers['x-total-count']) };
    };
    const crewSees = await listed(crew.token);
    expect(crewSees.ids).toContain(mine._id);
    expect(crewSees.ids).not.toContain(theirs._id);
    expect(crewSees.total).toBe(crewSees.ids.length);
    expect((await listed(crew.token, `&assignee=${other.id}`)).ids).toEqual([]);
    const adminSees = await listed(t.adminToken, `&assignee=${other.id}`);
    expect(adminSees.ids).toContain(theirs._id);
    expect(adminSees.ids).not.toContain(mine._id);
  });

  it("another's work order is a 404 to an employee, to read or to work on", async () => {
    for (const [method, path, body] of [
      ['GET', '', undefined],
      ['GET', '/job-card.pdf', undefined],
      ['POST', '/labour', { minutes: 5 }],
      ['POST', '/parts', { text: 'Nut', quantity: 1 }],
      ['POST', '/complete', { outcome: 'fixed', signature }],
    ] as const) {
      const res = await send(method, `/api/work-orders/${theirs._id}${path}`, crew.token, body);
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toMatchObject({ code: 'work-order-not-found' });
    }
    expect(
      (await send('GET', `/api/work-orders/${theirs._id}`, t.adminToken)).json<WorkOrder>().labour,
    ).toEqual([]);
  });

  it('filters by status, priority, asset, type, location and due date', async () => {
    const asset = await newAsset('Filter buoy', { type: 'Filter Light', location: 'Filter Harbour' });
    const order = await created({ assetId: asset._id, title: 'F', priority: 'urgent', dueOn: '2031-05-01' });
    const ids = async (query: string) =>
      (await send('GET', `/api/work-orders?${query}`, t.adminToken)).json<WorkOrder[]>().map((o) => o._id);
    expect(await ids(`asset=${asset._id}`)).toEqual([order._id]);
    expect(await ids('type=Filter%20Light')).toEqual([order._id]);
    expect(await ids('type=Filter%20Light&priority=low')).toEqual([]);
    expect(await ids('type=Filter%20Light&status=open&dueBefore=2031-05-01')).toEqual([order._id]);
    expect(await ids('type=Filter%20Light&dueBefore=2031-04-30')).toEqual([]);
    const location = (
      await t.db.kysely
        .selectFrom('assets')
        .select('location_id')
        .where('id', '=', asset._id)
        .executeTakeFirstOrThrow()
    ).location_id!;
    expect(await ids(`location=${location}`)).toEqual([order._id]);
  });
});

describe('from a failed checklist item', () => {
  it('carries every photo and note of the inspection, none lost', async () => {
    const asset = await newAsset('Davit 2', { type: 'Davit' });
    const api = complianceApi(t);
    const plan = await api.createPlan(
      planInput({
        name: 'Davit check',
        assetIds: [asset._id],
        checklist: [
          { id: 'wire', label: 'Wire rope condition', kind: 'pass-fail', required: true },
          { id: 'hook', label: 'Hook photo', kind: 'photo', required: true },
          { id: 'remarks', label: 'Remarks', kind: 'text', required: false },
        ],
      }),
    );
    const inspection = {
      planId: plan._id,
      answers: [
        { itemId: 'wire', pass: false },
        { itemId: 'remarks', text: 'Strands broken near the drum' },
      ],
      notes: 'Davit out of use',
    };
    const form = multipart(
      { inspection: JSON.stringify(inspection) },
      { field: 'photo.hook', filename: 'hook.jpg', contentType: 'image/jpeg', bytes: await samplePhoto() },
    );
    const res = await t.server.inject({
      method: 'POST',
      url: `/api/assets/${asset._id}/inspections`,
      headers: { ...bearer(t.adminToken), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const recorded = res.json<{ _id: string; answers: { id: string; photo: string | null }[] }>();
    const photo = recorded.answers.find((a) => a.id === 'hook')!.photo!;

    const order = await created({ inspectionId: recorded._id, itemId: 'wire', title: 'Renew wire rope' });
    expect(order).toMatchObject({
      source: 'inspection',
      inspectionId: recorded._id,
      asset: { id: asset._id },
      photos: [{ url: photo, from: 'inspection', sourceId: recorded._id, caption: 'Hook photo' }],
    });
    expect(order.carriedNotes.map((n) => n.text)).toEqual([
      'Remarks: Strands broken near the drum',
      'Davit out of use',
    ]);
    expect((await t.server.inject({ url: photo })).statusCode).toBe(200);

    const notFailed = await send('POST', '/api/work-orders', t.adminToken, {
      inspectionId: recorded._id,
      itemId: 'remarks',
      title: 'Not a failure',
    });
    expect(notFailed.statusCode).toBe(409);
    expect(notFailed.json()).toMatchObject({ code: 'work-order-item-not-failed' });
  });

  it('one from an inspection that put the asset Under Maintenance gives its status back when done', async () => {
    const asset = await newAsset('Raft 9', { type: 'Raft' });
    const api = complianceApi(t);
    const plan = await api.createPlan(
      planInput({ name: 'Raft check', assetIds: [asset._id], failSetsMaintenance: true }),
    );
    const inspection = await api.inspected(asset._id, {
      planId: plan._id,
      answers: [{ itemId: 'seal', pass: false }],
    });
    expect(await assetStatus(asset._id)).toBe('Under Maintenance');
    const order = await created({
      inspectionId: inspection._id,
      itemId: 'seal',
      title: 'Reseal',
      assigneeIds: [crew.id],
    });
    expect(order).toMatchObject({ holdsAsset: true, restoresStatus: 'Available' });
    expect((await complete(order._id)).statusCode).toBe(200);
    expect(await assetStatus(asset._id)).toBe('Available');
  });
});

describe("the asset's status held Under Maintenance", () => {
  it('is given back only when the last open work order holding it is done', async () => {
    const asset = await newAsset('Light 12');
    const first = await created({
      assetId: asset._id,
      title: 'Lens',
      putUnderMaintenance: true,
      assigneeIds: [crew.id],
    });
    expect(first).toMatchObject({ holdsAsset: true, restoresStatus: 'Available' });
    expect(await assetStatus(asset._id)).toBe('Under Maintenance');
    const second = await created({
      assetId: asset._id,
      title: 'Cable',
      putUnderMaintenance: true,
      assigneeIds: [crew.id],
    });
    expect(second.restoresStatus).toBe('Available');
    const unrelated = await created({ assetId: asset._id, title: 'Paint', assigneeIds: [crew.id] });

    expect((await complete(first._id)).statusCode).toBe(200);
    expect(await assetStatus(asset._id)).toBe('Under Maintenance');
    expect((await complete(second._id)).statusCode).toBe(200);
    expect(await assetStatus(asset._id)).toBe('Available');
    expect((await complete(unrelated._id)).statusCode).toBe(200);
    expect(await assetStatus(asset._id)).toBe('Available');

    const history = (await send('GET', `/api/assets/${asset._id}/history`, t.adminToken)).body;
    expect(history).toContain(
      `Status changed from Under Maintenance to Available (work order ${second.number} done)`,
    );
    expect(history).not.toContain(`work order ${first.number} done)`);
  });

  it('an asset In Use gets In Use back', async () => {
    const asset = await newAsset('Crane 3', { assignedTo: crew.id });
    expect(await assetStatus(asset._id)).toBe('In Use');
    const order = await created({
      assetId: asset._id,
      title: 'Brake',
      putUnderMaintenance: true,
      assigneeIds: [crew.id],
    });
    expect((await complete(order._id)).statusCode).toBe(200);
    expect(await assetStatus(asset._id)).toBe('In Use');
  });
});

describe('the job card PDF', () => {
  it("names the asset, labour, parts, outcome and signer, in the reader's language", async () => {
    const asset = await newAsset('North cardinal 5');
    const order = await created({ assetId: asset._id, title: 'Topmark bent', assigneeIds: [crew.id] });
    await send('POST', `/api/work-orders/${order._id}/labour`, crew.token, {
      minutes: 95,
      note: 'Straightened topmark',
    });
    await send('POST', `/api/work-orders/${order._id}/parts`, crew.token, {
      text: 'Shackle M12',
      quantity: 4,
    });
    expect((await complete(order._id)).statusCode).toBe(200);

    const english = await t.server.inject({
      url: `/api/work-orders/${order._id}/job-card.pdf`,
      headers: bearer(crew.token),
    });
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toBe('application/pdf');
    const text = pdfText(english.rawPayload);
    for (const expected of [
      `Job card ${order.number}`,
      'North cardinal 5',
      'Topmark bent',
      'Straightened topmark',
      '95',
      'Shackle M12',
      'Fixed',
      'bosun.berg',
      'Signature',
    ])
      expect(text).toContain(expected);

    const bokmal = await t.server.inject({
      url: `/api/work-orders/${order._id}/job-card.pdf`,
      headers: { ...bearer(t.adminToken), 'accept-language': 'nb-NO' },
    });
    const norwegian = pdfText(bokmal.rawPayload);
    expect(norwegian).toContain(`Arbeidskort ${order.number}`);
    expect(norwegian).toContain('Reparert');
  });
});

describe('from defects', () => {
  let sequence = 0;
  /**
   * A defect as the defects feature stores it, with its photos.
   * why: written to the table directly, so these tests hold whatever the defects API's requests look like.
   */
  async function defect(
    assetId: string,
    fields: { severity?: 'safety' | 'normal'; state?: string; photos?: number } = {},
  ) {
    const id = newId();
    const now = new Date().toISOString();
    sequence += 1;
    await t.db.kysely
      .insertInto('defects')
      .values({
        id,
        reference: `D-${String(sequence).padStart(8, '0')}`,
        asset_id: assetId,
        description: `Lantern dark ${sequence}`,
        fault: 'Light out',
        severity: fields.severity ?? 'normal',
        state: (fields.state ?? 'new') as 'new',
        source: 'staff',
        reported_by: crew.id,
        reported_by_name: 'bosun.berg',
        contact: null,
        latitude: null,
        longitude: null,
        accuracy: null,
        duplicate_of: null,
        grouped_under: null,
        rejection_reason: null,
        triage_note: null,
        triaged_by: null,
        triaged_by_name: null,
        triaged_at: null,
        work_order_id: null,
        occurred_at: now,
        received_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const urls: string[] = [];
    for (let i = 0; i < (fields.photos ?? 0); i++) {
      const { image } = await processImageUpload(await samplePhoto(400 + sequence * 10 + i, 300));
      await t.db.kysely
        .insertInto('files')
        .values({
          name: image.name,
          content_type: image.contentType,
          bytes: image.bytes,
          size: image.bytes.length,
          created_at: now,
        })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      await t.db.kysely
        .insertInto('defect_photos')
        .values({ id: newId(), defect_id: id, file_name: image.name, position: i + 1 })
        .execute();
      urls.push(`/uploads/${image.name}`);
    }
    return { id, urls };
  }
  const stored = (id: string) =>
    t.db.kysely
      .selectFrom('defects')
      .select(['state', 'work_order_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('carries every photo and note of the defects, accepts them and points them at the work order; done closes them', async () => {
    const asset = await newAsset('Lit buoy 1');
    const first = await defect(asset._id, { photos: 2 });
    const second = await defect(asset._id, { photos: 1, state: 'accepted' });
    const order = await created({
      defectIds: [first.id, second.id],
      title: 'Relamp',
      assigneeIds: [crew.id],
    });
    expect(order).toMatchObject({ source: 'defects', asset: { id: asset._id }, holdsAsset: false });
    expect(order.defectIds.sort()).toEqual([first.id, second.id].sort());
    expect(order.photos.map((p) => p.url).sort()).toEqual([...first.urls, ...second.urls].sort());
    expect(order.photos.every((p) => p.from === 'defect')).toBe(true);
    expect(order.carriedNotes.map((n) => n.sourceId).sort()).toEqual([first.id, second.id].sort());
    for (const { id } of [first, second])
      expect(await stored(id)).toEqual({ state: 'accepted', work_order_id: order._id });

    expect((await complete(order._id)).statusCode).toBe(200);
    for (const { id } of [first, second]) expect((await stored(id)).state).toBe('closed');
  });

  it('refuses defects of two assets, one already in work, one closed or rejected, and an unknown one', async () => {
    const asset = await newAsset('Lit buoy 2');
    const elsewhere = await defect((await newAsset('Lit buoy 3'))._id);
    const open = await defect(asset._id);
    const mixed = await send('POST', '/api/work-orders', t.adminToken, {
      defectIds: [open.id, elsewhere.id],
      title: 'x',
    });
    expect(mixed.statusCode).toBe(400);
    await created({ defectIds: [open.id], title: 'First' });
    for (const id of [open.id, (await defect(asset._id, { state: 'rejected' })).id]) {
      const res = await send('POST', '/api/work-orders', t.adminToken, { defectIds: [id], title: 'Again' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'defect-not-open' });
    }
    const unknown = await send('POST', '/api/work-orders', t.adminToken, {
      defectIds: [newId()],
      title: 'x',
    });
    expect(unknown.json()).toMatchObject({ statusCode: 404, code: 'defect-not-found' });
  });

  it("a safety defect's work order gives the asset its status back, not while another holding one is open", async () => {
    const asset = await newAsset('Lit buoy 4');
    const safety = await defect(asset._id, { severity: 'safety' });
    // why: a safety defect sets its asset Under Maintenance when reported (the defects feature does it).
    await t.db.kysely
      .updateTable('assets')
      .set({ status: 'Under Maintenance' })
      .where('id', '=', asset._id)
      .execute();
    const fromDefect = await created({ defectIds: [safety.id], title: 'Dark light', assigneeIds: [crew.id] });
    expect(fromDefect).toMatchObject({ holdsAsset: true, restoresStatus: 'Available' });
    const other = await created({
      assetId: asset._id,
      title: 'Mooring',
      putUnderMaintenance: true,
      assigneeIds: [crew.id],
    });
    expect((await complete(fromDefect._id)).statusCode).toBe(200);
    expect(await assetStatus(asset._id)).toBe('Under Maintenance');
    expect((await complete(other._id)).statusCode).toBe(200);
    expect(await assetStatus(asset._id)).toBe('Available');
  });
});
