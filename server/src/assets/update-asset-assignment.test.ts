import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetApi, type AssetApi } from '../test/asset-api';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let api: AssetApi;
let crew: { id: string; token: string };
let other: { id: string; token: string };
beforeAll(async () => {
  t = await createTestApp();
  api = assetApi(t);
  crew = await t.createUser('erik.hansen');
  other = await t.createUser('maria.silva');
});
afterAll(() => t.close());

describe('editing the assignment of an asset', () => {
  it('keeps the assignment when assignedTo is absent and unassigns on an empty string', async () => {
    const asset = await api.create({
      name: 'Tug Kraftig',
      type: 'Tugboat',
      location: 'Terminal',
      assignedTo: crew.id,
    });
    const kept = await api.send('PUT', `/api/assets/${asset._id}`, {
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
    const cleared = await api.send('PUT', `/api/assets/${asset._id}`, {
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
    expect(await api.history(asset._id)).toEqual([
      'created: Created Tugboat at Terminal',
      'assigned: Assigned to erik.hansen',
      "updated: Updated location: 'Terminal' → 'Quay 2'",
      'unassigned: Unassigned from erik.hansen',
    ]);
  });

  it("reads the text 'null' from a form as unassign and 'undefined' as not given", async () => {
    const asset = await api.create({ name: 'Radio 40', type: 'Radio', location: 'Ops', assignedTo: crew.id });
    const fields = { name: 'Radio 40', type: 'Radio', location: 'Ops', status: 'In Use' };
    const kept = await api.send('PUT', `/api/assets/${asset._id}`, { ...fields, assignedTo: 'undefined' });
    expect(kept.json()).toMatchObject({ assignedTo: crew.id });
    const cleared = await api.send('PUT', `/api/assets/${asset._id}`, { ...fields, assignedTo: 'null' });
    expect(cleared.json()).toMatchObject({ assignedTo: null });
  });

  it('re-sending the current assignee keeps the status the request sends and the date assigned', async () => {
    const asset = await api.create({
      name: 'Life Raft LR-301',
      type: 'Life Raft',
      location: 'Store',
      assignedTo: crew.id,
    });
    const res = await api.send('PUT', `/api/assets/${asset._id}`, {
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
    expect((await api.history(asset._id)).at(-1)).toBe(
      'maintenance: Status changed from In Use to Under Maintenance',
    );
  });

  it('assigning another user sets In Use and a new date, and says who had it', async () => {
    const asset = await api.create({
      name: 'Gas Detector',
      type: 'Safety',
      location: 'Ops',
      assignedTo: crew.id,
    });
    const res = await api.send('PUT', `/api/assets/${asset._id}`, {
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
    expect((await api.history(asset._id)).at(-1)).toBe(
      'assigned: Assigned to maria.silva (previously erik.hansen)',
    );
  });
});
