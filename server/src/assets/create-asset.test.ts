import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetApi, type AssetApi } from '../test/asset-api';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let api: AssetApi;
let crew: { id: string; token: string };
beforeAll(async () => {
  t = await createTestApp();
  api = assetApi(t);
  crew = await t.createUser('erik.hansen');
});
afterAll(() => t.close());

describe('creating assets', () => {
  it('stores a new asset as Available with every field of the asset shape', async () => {
    const asset = await api.create({ name: 'PV Nordkapp', type: 'Patrol Vessel', location: 'Berth 3' });
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
    expect(await api.history(asset._id)).toEqual(['created: Created Patrol Vessel at Berth 3']);
  });

  it('trims text and matches the status regardless of case', async () => {
    const asset = await api.create({
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
    const asset = await api.create({
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
    const asset = await api.create({
      name: 'Radio 13',
      type: 'Radio',
      location: 'Ops',
      status: 'Available',
      assignedTo: crew.id,
    });
    expect(asset).toMatchObject({ assignedTo: crew.id, assignedToName: 'erik.hansen', status: 'In Use' });
    expect(Date.parse(asset.dateAssigned ?? '')).not.toBeNaN();
    expect(await api.history(asset._id)).toEqual([
      'created: Created Radio at Ops',
      'assigned: Assigned to erik.hansen',
    ]);
  });
});
