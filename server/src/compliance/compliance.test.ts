import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDashboard, DueItem, UserDashboard } from '@harbour/contract';
import { newId } from '../db/ids';
import { complianceApi, planInput } from '../test/compliance-api';
import { bearer, createTestApp, type TestApp } from '../test/test-app';
import { addInterval, subtractDays, todayIn } from '../common/due-date';

let t: TestApp;
let api: ReturnType<typeof complianceApi>;
let erik: { id: string; token: string };
const ids: Record<string, string> = {};
const today = todayIn('UTC');
const years = (count: number) => addInterval(today, { count, unit: 'years' });
const days = (count: number) => addInterval(today, { count, unit: 'days' });
let planId = '';
let documentId = '';

beforeAll(async () => {
  t = await createTestApp();
  api = complianceApi(t);
  erik = await t.createUser('erik.hansen');
  // Yearly plan, 30 days' lead: a raft in service N days before last year falls due N days ago.
  const rafts: [string, string, string, Record<string, string>][] = [
    ['Raft Bravo', 'Deck B', subtractDays(years(-1), 40), {}], // overdue
    ['Raft Delta', 'Deck A', subtractDays(years(-1), 5), { assignedTo: erik.id }], // overdue, Erik's
    ['Raft Alpha', 'Deck B', addInterval(years(-1), { count: 10, unit: 'days' }), {}], // due soon
    ['Raft Zulu', 'Deck B', addInterval(years(-1), { count: 10, unit: 'days' }), {}], // due soon, same day
    ['Raft Echo', 'Deck A', '', {}], // ok for a year
  ];
  for (const [name, location, inServiceOn, extra] of rafts)
    ids[name] = (await t.createAsset({ name, type: 'Life Raft', location, inServiceOn, ...extra }))._id;
  ids['Radio 12'] = (await t.createAsset({ name: 'Radio 12', type: 'Radio', location: 'Bridge' }))._id;
  planId = (
    await api.createPlan(
      planInput({ name: 'Life raft annual service', reference: 'SOLAS III/20.8', assetTypes: ['Life Raft'] }),
    )
  )._id;
  // A certificate expiring in 5 days on Raft Echo, written as the documents feature writes it.
  documentId = newId();
  await t.db.kysely
    .insertInto('documents')
    .values({
      id: documentId,
      asset_id: ids['Raft Echo']!,
      kind: 'certificate',
      number: 'SOL-2291',
      issuer: 'DNV',
      issued_on: years(-1),
      expires_on: days(5),
      file_name: 'cert.pdf',
      content_type: 'application/pdf',
      bytes: Buffer.from('%PDF-1.4'),
      size: 8,
      uploaded_at: new Date().toISOString(),
      uploaded_by: 'admin',
    })
    .execute();
  await t.db.kysely
    .insertInto('due_items')
    .values({
      asset_id: ids['Raft Echo']!,
      kind: 'document',
      source_id: documentId,
      due_on: days(5),
      warn_on: subtractDays(days(5), 30),
      last_done_on: null,
      asset_type: 'Life Raft',
      asset_location: 'Deck A',
      assigned_to: null,
    })
    .execute();
});
afterAll(() => t.close());

const get = (url: string, token = t.adminToken) => t.server.inject({ url, headers: bearer(token) });
const names = (items: DueItem[]) => items.map((i) => `${i.assetName}: ${i.name}`);

describe('GET /api/compliance', () => {
  it('lists what is overdue or due soon by default, by due date then asset name, with the total', async () => {
    const res = await get('/api/compliance');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('5');
    expect(names(res.json<DueItem[]>())).toEqual([
      'Raft Bravo: Life raft annual service',
      'Raft Delta: Life raft annual service',
      'Raft Echo: Certificate SOL-2291',
      'Raft Alpha: Life raft annual service',
      'Raft Zulu: Life raft annual service',
    ]);
    expect(res.json<DueItem[]>()[0]).toEqual({
      assetId: ids['Raft Bravo'],
      assetName: 'Raft Bravo',
      assetType: 'Life Raft',
      location: 'Deck B',
      kind: 'inspection',
      sourceId: planId,
      name: 'Life raft annual service',
      reference: 'SOLAS III/20.8',
      dueOn: subtractDays(today, 40),
      status: 'overdue',
      lastDoneOn: null,
    });
    expect(res.json<DueItem[]>()[2]).toMatchObject({
      kind: 'document',
      sourceId: documentId,
      reference: 'DNV',
      status: 'due-soon',
      dueOn: days(5),
    });
  });

  it.each([
    ['status=overdue', ['Raft Bravo: Life raft annual service', 'Raft Delta: Life raft annual service']],
    ['status=ok', ['Raft Echo: Life raft annual service']],
    [
      'status=due-soon&kind=inspection',
      ['Raft Alpha: Life raft annual service', 'Raft Zulu: Life raft annual service'],
    ],
    ['kind=document', ['Raft Echo: Certificate SOL-2291']],
    ['location=Deck%20A', ['Raft Delta: Life raft annual service', 'Raft Echo: Certificate SOL-2291']],
    ['type=Radio', []],
    ['limit=2&page=2', ['Raft Echo: Certificate SOL-2291', 'Raft Alpha: Life raft annual service']],
    ['limit=2&page=4', []],
  ])('?%s', async (query, expected) => {
    const res = await get(`/api/compliance?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(names(res.json<DueItem[]>())).toEqual(expected);
  });

  it('an employee sees only the items of the assets assigned to them', async () => {
    const res = await get('/api/compliance', erik.token);
    expect(res.headers['x-total-count']).toBe('1');
    expect(names(res.json<DueItem[]>())).toEqual(['Raft Delta: Life raft annual service']);
    const none = await t.createUser('new.starter');
    expect((await get('/api/compliance?status=ok', none.token)).json()).toEqual([]);
  });

  it.each(['status=late', 'limit=101', 'page=0', 'kind=survey', 'type=%00'])(
    '?%s is a 400 in words',
    async (query) => {
      const res = await get(`/api/compliance?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/^Invalid request: /);
    },
  );

  it('needs a signed-in user', async () => {
    expect((await t.server.inject({ url: '/api/compliance' })).statusCode).toBe(401);
  });
});

describe('GET /api/assets/:id/compliance', () => {
  it('is the worst of its items: the due-soon certificate outranks an ok inspection', async () => {
    const res = await get(`/api/assets/${ids['Raft Echo']}/compliance`, erik.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'due-soon',
      items: [
        expect.objectContaining({ kind: 'document', name: 'Certificate SOL-2291', status: 'due-soon' }),
        expect.objectContaining({ kind: 'inspection', dueOn: years(1), status: 'ok' }),
      ],
    });
  });

  it('is overdue with an overdue item, none without items, 404 for an unknown asset', async () => {
    expect((await get(`/api/assets/${ids['Raft Bravo']}/compliance`)).json()).toMatchObject({
      status: 'overdue',
    });
    expect((await get(`/api/assets/${ids['Radio 12']}/compliance`)).json()).toEqual({
      status: 'none',
      items: [],
    });
    const missing = await get('/api/assets/0123456789abcdef01234567/compliance');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Asset not found' });
  });
});

describe('dashboard cards', () => {
  it("count overdue and due soon: across the authority for an admin, an employee's own assets", async () => {
    const admin = (await get('/api/dashboard/admin')).json<AdminDashboard>();
    expect(admin.compliance).toEqual({ overdue: 2, dueSoon: 3 });
    const own = (await get('/api/dashboard/user', erik.token)).json<UserDashboard>();
    expect(own.compliance).toEqual({ overdue: 1, dueSoon: 0 });
  });

  it('an inspection moves an item out of the overdue count', async () => {
    await api.inspected(
      ids['Raft Delta']!,
      { planId, answers: [{ itemId: 'seal', pass: true }] },
      erik.token,
    );
    expect((await get('/api/dashboard/user', erik.token)).json<UserDashboard>().compliance).toEqual({
      overdue: 0,
      dueSoon: 0,
    });
    expect((await get('/api/dashboard/admin')).json<AdminDashboard>().compliance.overdue).toBe(1);
  });
});

describe("an asset's type, location and holder in the compliance list", () => {
  it('follow the asset when it is edited, and the holder when it is unassigned', async () => {
    const listed = async (query: string) =>
      (
        await t.server.inject({ url: `/api/compliance?${query}&limit=100`, headers: bearer(t.adminToken) })
      ).json<{ assetName: string }[]>();
    // Every status: earlier tests may have inspected the raft.
    const names = async (query: string) =>
      (
        await Promise.all(['overdue', 'due-soon', 'ok'].map((status) => listed(`${query}&status=${status}`)))
      ).flatMap((items) => items.map((item) => item.assetName));
    expect(await names('location=Deck%20A')).toContain('Raft Delta');
    const erikSees = async () =>
      (
        await Promise.all(
          ['overdue', 'due-soon', 'ok'].map((status) =>
            t.server.inject({
              url: `/api/compliance?status=${status}&limit=100`,
              headers: bearer(erik.token),
            }),
          ),
        )
      ).flatMap((res) => res.json<{ assetName: string }[]>().map((item) => item.assetName));
    expect(await erikSees()).toContain('Raft Delta');

    await t.server.inject({
      method: 'PUT',
      url: `/api/assets/${ids['Raft Delta']!}`,
      headers: bearer(t.adminToken),
      payload: {
        name: 'Raft Delta',
        type: 'Life Raft',
        location: 'Deck C',
        status: 'In Use',
        assignedTo: '',
      },
    });
    expect(await names('location=Deck%20A')).not.toContain('Raft Delta');
    expect(await names('location=Deck%20C')).toContain('Raft Delta');
    expect(await erikSees()).not.toContain('Raft Delta');
  });
});

describe('a dashboard card and the list it opens', () => {
  it("count the same items: due soon is within each item's own lead, not a fixed 30 days", async () => {
    // Due in 20 days with a 7-day lead: not due soon yet, though within 30 days.
    const laterId = newId();
    await t.db.kysely
      .insertInto('due_items')
      .values({
        asset_id: ids['Radio 12']!,
        kind: 'document',
        source_id: laterId,
        due_on: days(20),
        warn_on: days(13),
        last_done_on: null,
        asset_type: 'Radio',
        asset_location: 'Bridge',
        assigned_to: erik.id,
      })
      .execute();
    try {
      const total = async (status: string, token: string) =>
        Number((await get(`/api/compliance?status=${status}`, token)).headers['x-total-count']);
      const admin = (await get('/api/dashboard/admin')).json<AdminDashboard>().compliance;
      expect(admin).toEqual({
        overdue: await total('overdue', t.adminToken),
        dueSoon: await total('due-soon', t.adminToken),
      });
      const own = (await get('/api/dashboard/user', erik.token)).json<UserDashboard>().compliance;
      expect(own).toEqual({
        overdue: await total('overdue', erik.token),
        dueSoon: await total('due-soon', erik.token),
      });
    } finally {
      await t.db.kysely.deleteFrom('due_items').where('source_id', '=', laterId).execute();
    }
  });
});
