import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDashboard, UserDashboard, UserWithAssets } from '@harbour/contract';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let erik: { id: string; token: string };
let maria: { id: string; token: string };
let idle: { id: string; token: string };
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  erik = await t.createUser('erik.hansen');
  maria = await t.createUser('maria.silva');
  idle = await t.createUser('idle.user');
  const add = async (name: string, type: string, location: string, status: string, assignedTo?: string) => {
    ids[name] = (
      await t.createAsset({ name, type, location, status, ...(assignedTo ? { assignedTo } : {}) })
    )._id;
  };
  await add('PV Nordkapp', 'Vessel', 'Berth 3', 'Available', erik.id);
  await add('Radio 12', 'Radio', 'Ops', 'Available', erik.id);
  await add('Raft 301', 'Life Raft', 'Berth 3', 'Available', erik.id);
  await add('Crane 1', 'Crane', 'Terminal', 'Available', maria.id);
  await add('Buoy N-14', 'Buoy', 'Fairway', 'Under Maintenance');
  await add('Dry Dock', 'Facility', 'Shipyard', 'Reservable');
  await add('Radio 13', 'Radio', 'Ops', 'Available');
  // Raft 301 goes to maintenance while Erik still holds it.
  await t.server.inject({
    method: 'PUT',
    url: `/api/assets/${ids['Raft 301']}`,
    headers: bearer(t.adminToken),
    payload: { name: 'Raft 301', type: 'Life Raft', location: 'Berth 3', status: 'Under Maintenance' },
  });
  await t.server.inject({
    method: 'POST',
    url: '/api/assets/scan',
    headers: bearer(maria.token),
    payload: { assetId: ids['Radio 13'] },
  });
});
afterAll(() => t.close());

describe('admin dashboard', () => {
  it('counts statuses, types, locations and holders in the shape the dashboard answers', async () => {
    const res = await t.server.inject({ url: '/api/dashboard/admin', headers: bearer(t.adminToken) });
    const body = res.json<AdminDashboard>();
    expect(body.stats).toEqual({
      totalAssets: 7,
      assetsInUse: 3,
      availableAssets: 1,
      assetsUnderMaintenance: 2,
      reservableAssets: 1,
    });
    expect(body.distributions.byType).toEqual([
      { type: 'Radio', count: 2 },
      { type: 'Buoy', count: 1 },
      { type: 'Crane', count: 1 },
      { type: 'Facility', count: 1 },
      { type: 'Life Raft', count: 1 },
      { type: 'Vessel', count: 1 },
    ]);
    expect(body.distributions.byLocation[0]).toEqual({ location: 'Berth 3', count: 2 });
    expect(body.distributions.byUser).toEqual([
      { user: 'erik.hansen', userId: erik.id, count: 3 },
      { user: 'maria.silva', userId: maria.id, count: 1 },
    ]);
  });

  it('lists the latest activity first with action, details, asset name, time and username', async () => {
    const body = (
      await t.server.inject({ url: '/api/dashboard/admin', headers: bearer(t.adminToken) })
    ).json<AdminDashboard>();
    expect(body.recentActivities[0]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      action: 'scanned',
      details: 'Scanned by maria.silva',
      asset: { _id: ids['Radio 13'], name: 'Radio 13' },
      timestamp: expect.any(String),
      username: 'maria.silva',
    });
    expect(body.recentActivities[1]).toMatchObject({
      action: 'maintenance',
      asset: { name: 'Raft 301' },
      username: 'admin',
    });
    expect(body.recentActivities.length).toBeLessThanOrEqual(20);
  });

  it('caps recent activity at 20 entries', async () => {
    for (let i = 0; i < 25; i++) {
      await t.server.inject({
        method: 'POST',
        url: '/api/assets/scan',
        headers: bearer(idle.token),
        // Each from its own place: the same scan repeated within seconds would be merged into one.
        payload: { assetId: ids['Dry Dock'], scanLocation: `Dock gate ${i}` },
      });
    }
    const body = (
      await t.server.inject({ url: '/api/dashboard/admin', headers: bearer(t.adminToken) })
    ).json<AdminDashboard>();
    expect(body.recentActivities).toHaveLength(20);
  });
});

describe('employee dashboard', () => {
  it('shows their assets, their count, and activity on their assets or by them', async () => {
    const body = (
      await t.server.inject({ url: '/api/dashboard/user', headers: bearer(erik.token) })
    ).json<UserDashboard>();
    expect(body.assetCount).toBe(3);
    expect(body.userAssets.map((a) => a.name).sort()).toEqual(['PV Nordkapp', 'Radio 12', 'Raft 301']);
    expect(body.recentActivities.map((a) => a.asset.name)).not.toContain('Radio 13');
    expect(body.recentActivities[0]).toMatchObject({ action: 'maintenance', asset: { name: 'Raft 301' } });

    const mariaBody = (
      await t.server.inject({ url: '/api/dashboard/user', headers: bearer(maria.token) })
    ).json<UserDashboard>();
    expect(mariaBody.assetCount).toBe(1);
    expect(mariaBody.recentActivities[0]).toMatchObject({ action: 'scanned', asset: { name: 'Radio 13' } });
  });

  it('is empty for a user without assets or activity', async () => {
    const fresh = await t.createUser('new.starter');
    const body = (
      await t.server.inject({ url: '/api/dashboard/user', headers: bearer(fresh.token) })
    ).json<UserDashboard>();
    expect(body).toEqual({
      userAssets: [],
      assetCount: 0,
      recentActivities: [],
      compliance: { overdue: 0, dueSoon: 0 },
    });
  });
});

describe('users with assets', () => {
  it('lists every user with their assigned assets', async () => {
    const res = await t.server.inject({ url: '/api/admin/users-with-assets', headers: bearer(t.adminToken) });
    const users = res.json<UserWithAssets[]>();
    const byName = Object.fromEntries(users.map((u) => [u.username, u]));
    expect(Object.keys(byName)).toEqual(
      expect.arrayContaining(['admin', 'erik.hansen', 'maria.silva', 'idle.user']),
    );
    expect(byName['erik.hansen']!.assignedAssets.map((a) => a.name)).toEqual([
      'PV Nordkapp',
      'Radio 12',
      'Raft 301',
    ]);
    expect(byName['maria.silva']!.assignedAssets[0]).toEqual({
      _id: ids['Crane 1'],
      name: 'Crane 1',
      location: 'Terminal',
      status: 'In Use',
      qrCodeImage: expect.stringMatching(/^\/uploads\/qr\//),
    });
    expect(byName['idle.user']!.assignedAssets).toEqual([]);
    expect(JSON.stringify(users)).not.toMatch(/password|argon/i);
  });
});
