/** A scan carries where the phone stood when it already knew, and never waits to find out. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/render';
import { signIn } from '@/lib/session';
import { offlineDb } from '@/lib/offline/offline-db';
import { notePosition, watchRecentPosition } from '@/lib/recent-position';
import { recordScan } from './record-scan';

const USER_ID = '65a1b2c3d4e5f60718293a4b';
const ASSET_ID = '65a1f0c2b3d4e5f6a7b8c9d0';
const token = `x.${btoa(JSON.stringify({ sub: USER_ID })).replace(/=+$/, '')}.y`;

const fixAt = (timestamp: number, latitude = 59.9075, longitude = 10.7376) => ({
  timestamp,
  coords: { latitude, longitude, accuracy: 12 } as GeolocationCoordinates,
});

const answer = {
  message: 'Scan recorded',
  msg: 'Scan recorded',
  asset: {
    _id: ASSET_ID,
    name: 'Buoy B-12',
    type: 'Light buoy',
    location: 'Oslofjord',
    status: 'Available',
    assignedToName: null,
    lastUpdated: '2026-11-29T14:05:00Z',
    assetImage: null,
    fields: {},
    fieldsNotFitting: [],
    offStation: {
      meters: 312,
      accuracy: 12,
      position: { lat: 59.9075, lon: 10.7376 },
      at: '2026-11-29T14:05:00Z',
      by: 'lena',
    },
  },
};

/** why: the scan goes to POST /api/assets/scan; the test reads the body it was sent with. */
function mockServer() {
  const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(jsonResponse(answer, 201)));
  vi.stubGlobal('fetch', fetch);
  return (): unknown => {
    const body = fetch.mock.calls[0]?.[1]?.body;
    return typeof body === 'string' ? JSON.parse(body) : undefined;
  };
}

/** why: a browser that would take forever to give a fix, to show the scan never asks it. */
function stubSlowGeolocation() {
  const geolocation = { getCurrentPosition: vi.fn(), watchPosition: vi.fn(() => 1), clearWatch: vi.fn() };
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  return geolocation;
}

beforeEach(async () => {
  await offlineDb.outbox.clear();
  signIn({ token, role: 'user', username: 'lena' });
});

describe('the position sent with a scan', () => {
  it('is the recent fix the phone already has, sent at once, and the answer says off station', async () => {
    const sentBody = mockServer();
    const geolocation = stubSlowGeolocation();
    vi.stubGlobal('navigator', { ...navigator, geolocation });
    notePosition(fixAt(Date.now() - 20_000));
    const result = await recordScan(ASSET_ID, 'Buoy B-12');
    expect(sentBody()).toMatchObject({
      assetId: ASSET_ID,
      position: { lat: 59.9075, lon: 10.7376, accuracy: 12 },
    });
    expect(geolocation.getCurrentPosition).not.toHaveBeenCalled();
    expect(result).toMatchObject({ queued: false, answer: { _id: ASSET_ID, offStation: { meters: 312 } } });
  });

  it('is left out when the only fix is more than a minute old', async () => {
    const sentBody = mockServer();
    stubSlowGeolocation();
    notePosition(fixAt(Date.now() - 61_000));
    await recordScan(ASSET_ID);
    expect(sentBody()).not.toHaveProperty('position');
  });

  it('waits in the outbox with the scan when there is no signal', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    notePosition(fixAt(Date.now(), 60.39, 5.32));
    expect(await recordScan(ASSET_ID)).toEqual({ queued: true });
    const [entry] = await offlineDb.outbox.toArray();
    expect(entry?.body).toMatchObject({ json: { position: { lat: 60.39, lon: 5.32 } } });
  });
});

describe('following the position on a field screen', () => {
  // why: the browser's answer to "may this page know the position?", without a browser.
  const permissionsSaying = (state: PermissionState) => ({
    query: () => Promise.resolve({ state } as PermissionStatus),
  });

  it('watches only where the browser already allows it, never asks, and stops with the screen', async () => {
    const allowed = stubSlowGeolocation();
    const asking = stubSlowGeolocation();
    const stopAllowed = watchRecentPosition(allowed, permissionsSaying('granted'));
    const stopAsking = watchRecentPosition(asking, permissionsSaying('prompt'));
    await vi.waitFor(() => expect(allowed.watchPosition).toHaveBeenCalledTimes(1));
    expect(asking.watchPosition).not.toHaveBeenCalled();
    expect(asking.getCurrentPosition).not.toHaveBeenCalled();
    stopAsking();
    stopAllowed();
    expect(allowed.clearWatch).toHaveBeenCalledWith(1);
  });
});
