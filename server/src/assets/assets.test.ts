import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Asset } from '@harbour/contract';
import { bearer, createTestApp, type TestApp } from '../test/test-app';
import { multipart } from '../test/multipart';

let t: TestApp;
let crew: { id: string; token: string };
let other: { id: string; token: string };
beforeAll(async () => {
  t = await createTestApp();
  crew = await t.createUser('erik.hansen');
  other = await t.createUser('maria.silva');
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT', url: string, fields: Record<string, string>, token = t.adminToken) => {
  const body = multipart(fields);
  return t.server.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
};
const create = async (fields: Record<string, string>) => {
  const res = await send('POST', '/api/assets', fields);
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json<Asset>();
};
const get = async (id: string) =>
  (await t.server.inject({ url: `/api/assets/${id}`, headers: bearer(t.adminToken) })).json<Asset>();
const allAssets = async () =>
  (await t.server.inject({ url: '/api/assets', headers: bearer(t.adminToken) })).json<Asset[]>();
const history = async (id: string) =>
  (
    await t.db.kysely.selectFrom('activities').selectAll().where('asset_id', '=', id).orderBy('id').execute()
  ).map((a) => `${a.action}: ${a.details}`);

describe('creating assets', () => {
  it('stores a new asset as Available with every field of SPEC.md section 3', async () => {
    const asset = await create({ name: 'PV Nordkapp', type: 'Patrol Vessel', location: 'Berth 3' });
    expect(asset).toMatchObject({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: 'PV Nordkapp',
      type: 'Patrol Vessel',
      location: 'Berth 3',
      status: 'Available',
      assignedTo: null,
      assignedToName: null,
      dateAssigned: null,
      assetImage: null,
      qrCodeImage: expect.stringMatching(/^\/uploads\/qr\/[0-9a-f]{24}-[0-9a-f]{20}\.png$/),
      message: 'Asset added successfully',
    });
    expect(Date.parse(asset.lastUpdated)).not.toBeNaN();
    expect(asset.qrPayload).toBe(`http://localhost:80/a/${asset._id}`);
    expect(await history(asset._id)).toEqual(['created: Created Patrol Vessel at Berth 3']);
  });

  it('trims text and matches the status regardless of case', async () => {
    const asset = await create({
      name: '  Buoy N-14 ',
      type: 'Buoy',
      location: 'Fairway',
      status: 'under maintenance',
    });
    expect(asset.name).toBe('Buoy N-14');
    expect(asset.status).toBe('Under Maintenance');
  });

  it('accepts a JSON body from clients that send no image', async () => {
    const res = await t.server.inject({
      method: 'POST',
      url: '/api/assets',
      headers: bearer(t.adminToken),
      payload: {
        name: 'Radio 12',
        type: 'Radio',
        location: 'Ops',
        status: 'Reservable',
        serialNumber: 'SN-1',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'Reservable' });
  });

  it('ignores the fields it does not know and the ones the server owns', async () => {
    const asset = await create({
      name: 'Crane STS-1',
      type: 'Crane',
      location: 'Terminal',
      category: 'Heavy',
      serialNumber: 'X1',
      purchaseDate: '2020-01-01',
      warranty: '5y',
      assignedToName: 'forged name',
      dateAssigned: '1999-01-01',
    });
    expect(asset.assignedToName).toBeNull();
    expect(asset.dateAssigned).toBeNull();
  });

  it('assigning a user on create sets In Use, dateAssigned and assignedToName, and logs it', async () => {
    const asset = await create({
      name: 'Radio 13',
      type: 'Radio',
      location: 'Ops',
      status: 'Available',
      assignedTo: crew.id,
    });
    expect(asset).toMatchObject({ assignedTo: crew.id, assignedToName: 'erik.hansen', status: 'In Use' });
    expect(Date.parse(asset.dateAssigned ?? '')).not.toBeNaN();
    expect(await history(asset._id)).toEqual([
      'created: Created Radio at Ops',
      'assigned: Assigned to erik.hansen',
    ]);
  });

  it('refuses missing required fields with the spec message and each field named, storing nothing', async () => {
    const before = (await allAssets()).length;
    const res = await send('POST', '/api/assets', { name: '', type: 'Radio' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Name, type, and location are required fields',
      msg: 'Name, type, and location are required fields',
      errors: { name: expect.any(String), location: expect.any(String) },
    });
    expect((await allAssets()).length).toBe(before);
  });

  it.each([
    [{ status: 'Lost at sea' }, 'status'],
    [{ assignedTo: 'not-an-id' }, 'assignedTo'],
    [{ name: 'x'.repeat(201) }, 'name'],
    [{ location: 'y'.repeat(5000) }, 'location'],
  ])('refuses %j with 400 naming the field', async (override, field) => {
    const before = (await allAssets()).length;
    const res = await send('POST', '/api/assets', {
      name: 'Valid',
      type: 'Radio',
      location: 'Ops',
      ...override,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: Record<string, string> }>().errors).toHaveProperty(field);
    expect((await allAssets()).length).toBe(before);
  });

  it('refuses an assignment to a user that does not exist', async () => {
    const res = await send('POST', '/api/assets', {
      name: 'A',
      type: 'B',
      location: 'C',
      assignedTo: '0123456789abcdef01234567',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: Record<string, string> }>().errors).toEqual({ assignedTo: 'Unknown user' });
  });

  it('refuses a JSON array or wrong types as the body', async () => {
    for (const payload of [[1, 2], { name: { $gt: '' }, type: 'T', location: 'L' }]) {
      const res = await t.server.inject({
        method: 'POST',
        url: '/api/assets',
        headers: bearer(t.adminToken),
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('editing assets', () => {
  it('keeps the assignment when assignedTo is absent and unassigns on an empty string', async () => {
    const asset = await create({
      name: 'Tug Kraftig',
      type: 'Tugboat',
      location: 'Terminal',
      assignedTo: crew.id,
    });
    const kept = await send('PUT', `/api/assets/${asset._id}`, {
      name: 'Tug Kraftig',
      type: 'Tugboat',
      location: 'Quay 2',
      status: 'In Use',
    });
    expect(kept.json()).toMatchObject({
      assignedTo: crew.id,
      location: 'Quay 2',
      message: 'Asset updated successfully',
    });
    const cleared = await send('PUT', `/api/assets/${asset._id}`, {
      name: 'Tug Kraftig',
      type: 'Tugboat',
      location: 'Quay 2',
      status: 'In Use',
      assignedTo: '',
    });
    expect(cleared.json()).toMatchObject({
      assignedTo: null,
      assignedToName: null,
      dateAssigned: null,
      status: 'In Use',
    });
    expect(await history(asset._id)).toEqual([
      'created: Created Tugboat at Terminal',
      'assigned: Assigned to erik.hansen',
      "updated: Updated location: 'Terminal' → 'Quay 2'",
      'unassigned: Unassigned from erik.hansen',
    ]);
  });

  it("reads the text 'null' from a form as unassign and 'undefined' as not given", async () => {
    const asset = await create({ name: 'Radio 40', type: 'Radio', location: 'Ops', assignedTo: crew.id });
    const fields = { name: 'Radio 40', type: 'Radio', location: 'Ops', status: 'In Use' };
    const kept = await send('PUT', `/api/assets/${asset._id}`, { ...fields, assignedTo: 'undefined' });
    expect(kept.json()).toMatchObject({ assignedTo: crew.id });
    const cleared = await send('PUT', `/api/assets/${asset._id}`, { ...fields, assignedTo: 'null' });
    expect(cleared.json()).toMatchObject({ assignedTo: null });
  });

  it('re-sending the current assignee keeps the status the request sends and the date assigned', async () => {
    const asset = await create({
      name: 'Life Raft LR-301',
      type: 'Life Raft',
      location: 'Store',
      assignedTo: crew.id,
    });
    const res = await send('PUT', `/api/assets/${asset._id}`, {
      name: 'Life Raft LR-301',
      type: 'Life Raft',
      location: 'Store',
      status: 'Under Maintenance',
      assignedTo: crew.id,
    });
    expect(res.json()).toMatchObject({
      status: 'Under Maintenance',
      assignedTo: crew.id,
      dateAssigned: asset.dateAssigned,
    });
    expect((await history(asset._id)).at(-1)).toBe(
      'maintenance: Status changed from In Use to Under Maintenance',
    );
  });

  it('assigning another user sets In Use and a new date, and says who had it', async () => {
    const asset = await create({
      name: 'Gas Detector',
      type: 'Safety',
      location: 'Ops',
      assignedTo: crew.id,
    });
    const res = await send('PUT', `/api/assets/${asset._id}`, {
      name: 'Gas Detector',
      type: 'Safety',
      location: 'Ops',
      status: 'Reservable',
      assignedTo: other.id,
    });
    expect(res.json()).toMatchObject({
      status: 'In Use',
      assignedTo: other.id,
      assignedToName: 'maria.silva',
    });
    expect((await history(asset._id)).at(-1)).toBe(
      'assigned: Assigned to maria.silva (previously erik.hansen)',
    );
  });

  it('logs a status change to Available as its own action', async () => {
    const asset = await create({
      name: 'Fender F-40',
      type: 'Fender',
      location: 'Pier',
      status: 'Reservable',
    });
    await send('PUT', `/api/assets/${asset._id}`, {
      name: 'Fender F-40',
      type: 'Fender',
      location: 'Pier',
      status: 'available',
    });
    expect((await history(asset._id)).at(-1)).toBe('available: Status changed from Reservable to Available');
  });

  it('answers 404 for an unknown asset and 400 for a malformed id, changing nothing', async () => {
    const fields = { name: 'A', type: 'B', location: 'C', status: 'Available' };
    expect((await send('PUT', '/api/assets/0123456789abcdef01234567', fields)).statusCode).toBe(404);
    expect((await send('PUT', '/api/assets/zzz', fields)).statusCode).toBe(400);
    // However long, a malformed id is the id's 400, not a 404 for a route that exists.
    const long = await send('PUT', `/api/assets/${'0'.repeat(500)}`, fields);
    expect(long.statusCode).toBe(400);
    expect(long.json<{ errors: Record<string, string> }>().errors).toHaveProperty('id');
  });

  it('refuses an edit without the required fields', async () => {
    const asset = await create({ name: 'Keep Me', type: 'Radio', location: 'Ops' });
    const res = await send('PUT', `/api/assets/${asset._id}`, { name: 'Keep Me', type: '', location: 'Ops' });
    expect(res.statusCode).toBe(400);
    expect((await get(asset._id)).type).toBe('Radio');
  });
});

describe('reading, scanning and deleting', () => {
  it('lets an employee read one asset and list all, every entry with non-null text fields', async () => {
    const asset = await create({ name: 'Dry Dock 1', type: 'Facility', location: 'Shipyard' });
    const one = await t.server.inject({ url: `/api/assets/${asset._id}`, headers: bearer(crew.token) });
    expect(one.statusCode).toBe(200);
    expect(one.json<Asset>().name).toBe('Dry Dock 1');
    const list = await t.server.inject({ url: '/api/assets', headers: bearer(crew.token) });
    for (const a of list.json<Asset[]>()) {
      expect([a.name, a.type, a.location, a.status].every((v) => typeof v === 'string')).toBe(true);
      expect(a.assignedTo === null || typeof a.assignedTo === 'string').toBe(true);
    }
  });

  it('records a scan with who, when and where', async () => {
    const asset = await create({ name: 'Radar Tower', type: 'Facility', location: 'Breakwater' });
    const res = await t.server.inject({
      method: 'POST',
      url: '/api/assets/scan',
      headers: bearer(crew.token),
      payload: { assetId: asset._id.toUpperCase(), scanLocation: 'https://assets.example/user/scan' },
    });
    expect(res.statusCode).toBe(201);
    const row = await t.db.kysely
      .selectFrom('activities')
      .selectAll()
      .where('asset_id', '=', asset._id)
      .where('action', '=', 'scanned')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      username: 'erik.hansen',
      user_id: crew.id,
      scan_location: 'https://assets.example/user/scan',
    });
  });

  it('answers a scan of an unknown asset with 404 and a malformed id with 400', async () => {
    const scan = (assetId: unknown) =>
      t.server.inject({
        method: 'POST',
        url: '/api/assets/scan',
        headers: bearer(crew.token),
        payload: { assetId },
      });
    expect((await scan('0123456789abcdef01234567')).statusCode).toBe(404);
    expect((await scan('hello')).statusCode).toBe(400);
    expect((await scan(12)).statusCode).toBe(400);
  });

  it('deletes an asset and keeps its history readable', async () => {
    const asset = await create({ name: 'Old Buoy', type: 'Buoy', location: 'Roads' });
    const res = await t.server.inject({
      method: 'DELETE',
      url: `/api/assets/${asset._id}`,
      headers: bearer(t.adminToken),
    });
    expect(res.json()).toMatchObject({ message: 'Asset deleted successfully' });
    expect(
      (await t.server.inject({ url: `/api/assets/${asset._id}`, headers: bearer(t.adminToken) })).statusCode,
    ).toBe(404);
    expect(await history(asset._id)).toEqual([
      'created: Created Buoy at Roads',
      'deleted: Deleted Buoy at Roads',
    ]);
    expect(
      (
        await t.server.inject({
          method: 'DELETE',
          url: `/api/assets/${asset._id}`,
          headers: bearer(t.adminToken),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('deleting a user unassigns their assets and logs it for each', async () => {
    const leaver = await t.createUser('leaving.crew');
    const a = await create({ name: 'Radio 20', type: 'Radio', location: 'Ops', assignedTo: leaver.id });
    const b = await create({ name: 'Radio 21', type: 'Radio', location: 'Ops', assignedTo: leaver.id });
    await t.server.inject({
      method: 'DELETE',
      url: `/api/admin/users/${leaver.id}`,
      headers: bearer(t.adminToken),
    });
    for (const asset of [a, b]) {
      expect(await get(asset._id)).toMatchObject({ assignedTo: null, assignedToName: null });
      expect((await history(asset._id)).at(-1)).toBe(
        'unassigned: Unassigned from leaving.crew (user account deleted)',
      );
    }
  });

  it('keeps assignedToName true after the assignee is renamed', async () => {
    const renamed = await t.createUser('old.name');
    const asset = await create({ name: 'Radio 30', type: 'Radio', location: 'Ops', assignedTo: renamed.id });
    await t.server.inject({
      method: 'PUT',
      url: `/api/admin/users/${renamed.id}`,
      headers: bearer(t.adminToken),
      payload: { username: 'new.name', role: 'user' },
    });
    expect((await get(asset._id)).assignedToName).toBe('new.name');
  });
});
