/**
 * Property-based hostile input on every endpoint that takes input (random seeds: a failure prints the seed
 * and path that replay it). What must hold for every request is checked by the probe.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Asset, User } from '@harbour/contract';
import { complianceApi, planInput } from '../compliance-api';
import { samplePng } from '../images';
import { multipart } from '../multipart';
import { bearer, createTestApp, type TestApp } from '../test-app';
import { createProbe, type Probe } from './probe';
import {
  assetPageRequests,
  complianceListRequests,
  createAssetRequests,
  createPlanRequests,
  deletePlanRequests,
  inspectionRequests,
  updatePlanRequests,
  createUserRequests,
  deleteAssetRequests,
  deleteUserRequests,
  getAssetRequests,
  listRequests,
  loginRequests,
  percentEncode,
  qrRequests,
  scanRequests,
  updateAssetRequests,
  updateUserRequests,
  uploadRequests,
  type Fixture,
} from './requests';
import { asStored, hasUnstorableCharacter, weirdButValidText } from './strings';

let t: TestApp;
let webDist: string;
let probe: Probe;
let fx: Fixture;
/** Edited by the round-trip property only, never deleted. */
let roundTripAsset: Asset;

beforeAll(async () => {
  // A stand-in build: paths outside /api and /uploads get the web app, whether or not web/ was built.
  webDist = mkdtempSync(path.join(tmpdir(), 'harbour-web-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Harbour</title>');
  // Thousands of generated writes from one user: not the field user the rate limit is for.
  t = await createTestApp({}, { webDist, rateLimits: { 'field-write': { burst: 1e6, perSecond: 1e6 } } });
  const stable = await t.createAsset({ name: 'Harbour Crane 1', type: 'Crane', location: 'Quay 1' });
  roundTripAsset = await t.createAsset({ name: 'Round trip', type: 'Buoy', location: 'Outer harbour' });
  const victim = await t.createUser('victim-user');
  const doomed = await t.createUser('doomed-user');
  const pictured = multipart(
    { name: 'Pilot Boat', type: 'Boat', location: 'Pier 2' },
    {
      filename: 'boat.png',
      contentType: 'image/png',
      bytes: await samplePng(),
    },
  );
  const withImage = (
    await t.server.inject({
      method: 'POST',
      url: '/api/assets',
      payload: pictured.payload,
      headers: { ...pictured.headers, ...bearer(t.adminToken) },
    })
  ).json<Asset>();
  const targets = [withImage, await t.createAsset({ name: 'Life raft 7', type: 'Raft', location: 'Deck B' })];
  const compliance = complianceApi(t);
  const raftPlan = await compliance.createPlan(
    planInput({
      name: 'Raft service',
      assetTypes: ['Raft'],
      checklist: [
        { id: 'seal', label: 'Seal intact', kind: 'pass-fail', required: true },
        { id: 'pressure', label: 'Pressure', kind: 'number', unit: 'bar', required: false },
        { id: 'photo', label: 'Canister photo', kind: 'photo', required: false },
      ],
    }),
  );
  const boatPlan = await compliance.createPlan(planInput({ name: 'Boat check', assetTypes: ['Boat'] }));
  fx = {
    adminToken: t.adminToken,
    userToken: victim.token,
    userIds: [victim.id, doomed.id],
    assetIds: targets.map((a) => a._id),
    uploadPaths: [
      withImage.assetImage!,
      withImage.assetThumbnail!,
      withImage.qrCodeImage,
      stable.qrCodeImage,
    ],
    planIds: [raftPlan._id, boatPlan._id],
  };
  probe = createProbe(t, stable._id);
});

afterEach(() => probe.expectServerAnswers());

afterAll(async () => {
  // The closing note quotes this line: how many generated inputs one run tried.
  console.log(`hostile inputs tried: ${probe.tried}`);
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const RUNS = {
  login: 30,
  createUser: 60,
  updateUser: 80,
  deleteUser: 40,
  list: 500,
  getAsset: 250,
  createAsset: 400,
  updateAsset: 250,
  deleteAsset: 80,
  scan: 250,
  qr: 150,
  uploads: 250,
  createPlan: 150,
  updatePlan: 120,
  deletePlan: 40,
  inspect: 250,
  complianceList: 250,
  assetPage: 200,
  roundTrip: 60,
  scanRoundTrip: 40,
  refusal: 60,
};

/** Longer than any one request takes (about 3 ms each, 1 s on a busy machine): a request that hangs fails here. */
const REQUEST_LIMIT_MS = 10_000;

/** One request, refused with its own description when it has no answer in time (not a bare test timeout). */
async function sendInTime(request: InjectOptions): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const payload = typeof request.payload === 'string' ? request.payload : JSON.stringify(request.payload);
      reject(
        new Error(
          `no answer in ${REQUEST_LIMIT_MS} ms: ${JSON.stringify({ method: request.method, url: request.url })} ${payload?.slice(0, 2000)}`,
        ),
      );
    }, REQUEST_LIMIT_MS);
  });
  try {
    await Promise.race([probe.send(request), hung]);
  } finally {
    clearTimeout(timer);
  }
}

const hostile = (arbitrary: fc.Arbitrary<InjectOptions>, numRuns: number) =>
  fc.assert(
    fc.asyncProperty(arbitrary, (request) => sendInTime(request)),
    { numRuns },
  );

describe('hostile input never gets a 5xx, changes nothing on a 4xx and pollutes no prototype', () => {
  it('POST /api/auth/login', () => hostile(loginRequests, RUNS.login), 30_000);
  it('POST /api/admin/create-user', () => hostile(createUserRequests(fx), RUNS.createUser), 30_000);
  it('PUT /api/admin/users/:id', () => hostile(updateUserRequests(fx), RUNS.updateUser), 30_000);
  it('DELETE /api/admin/users/:id', () => hostile(deleteUserRequests(fx), RUNS.deleteUser));
  it('GET /api/assets with any query', () => hostile(listRequests(fx), RUNS.list), 30_000);
  it('GET /api/assets/:id', () => hostile(getAssetRequests(fx), RUNS.getAsset), 30_000);
  it('POST /api/assets', () => hostile(createAssetRequests(fx), RUNS.createAsset), 30_000);
  it('PUT /api/assets/:id', () => hostile(updateAssetRequests(fx), RUNS.updateAsset), 30_000);
  it('DELETE /api/assets/:id', () => hostile(deleteAssetRequests(fx), RUNS.deleteAsset));
  it('POST /api/assets/scan', () => hostile(scanRequests(fx), RUNS.scan), 30_000);
  it('GET /api/admin/assets/:id/qr-code', () => hostile(qrRequests(fx), RUNS.qr), 30_000);
  it('GET /uploads/*', () => hostile(uploadRequests(fx), RUNS.uploads));
  it('POST /api/admin/inspection-plans', () => hostile(createPlanRequests(fx), RUNS.createPlan), 30_000);
  it('PUT /api/admin/inspection-plans/:id', () => hostile(updatePlanRequests(fx), RUNS.updatePlan), 30_000);
  it('POST /api/assets/:id/inspections', () => hostile(inspectionRequests(fx), RUNS.inspect), 30_000);
  it(
    'GET /api/compliance with any query',
    () => hostile(complianceListRequests(fx), RUNS.complianceList),
    30_000,
  );
  it(
    'GET /api/assets/:id/compliance, inspections, history',
    () => hostile(assetPageRequests(fx), RUNS.assetPage),
    30_000,
  );
  it('DELETE /api/admin/inspection-plans/:id', () => hostile(deletePlanRequests(fx), RUNS.deletePlan));
});

const formRequest = (
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  encoding: 'json' | 'multipart',
): InjectOptions => {
  if (encoding === 'json') return { method, url, payload: fields, headers: bearer(t.adminToken) };
  const body = multipart(fields);
  return { method, url, payload: body.payload, headers: { ...body.headers, ...bearer(t.adminToken) } };
};

describe('weird but valid text is stored exactly; text that cannot be is refused', () => {
  const text = weirdButValidText(200);

  it(
    'an asset name, type and location read back exactly as sent (trimmed, NFC), are found by search and print on a PDF label',
    () =>
      fc.assert(
        fc.asyncProperty(
          fc.record({ name: text, type: text, location: text }),
          fc.constantFrom('json' as const, 'multipart' as const),
          fc.boolean(),
          fc.integer({ min: 1, max: 10 }).map((n) => n === 1),
          async (fields, encoding, create, printLabel) => {
            const res = await probe.send(
              create
                ? formRequest('POST', '/api/assets', fields, encoding)
                : formRequest('PUT', `/api/assets/${roundTripAsset._id}`, fields, encoding),
            );
            expect(res.statusCode, res.body).toBe(create ? 201 : 200);
            const id = res.json<Asset>()._id;
            const stored = await t.server.inject({ url: `/api/assets/${id}`, headers: bearer(t.adminToken) });
            expect(stored.json<Asset>()).toMatchObject({
              name: asStored(fields.name),
              type: asStored(fields.type),
              location: asStored(fields.location),
            });
            const found = await t.server.inject({
              url: `/api/assets?q=${percentEncode(asStored(fields.name))}&limit=100&sort=-lastUpdated`,
              headers: bearer(t.adminToken),
            });
            expect(found.json<Asset[]>().map((a) => a._id)).toContain(id);
            // A PDF label takes about 0.4 s to render: one run in ten prints one.
            if (printLabel) {
              const label = await t.server.inject({
                url: `/api/admin/assets/${id}/qr-code?format=pdf`,
                headers: bearer(t.adminToken),
              });
              expect(label.statusCode).toBe(200);
            }
          },
        ),
        { numRuns: RUNS.roundTrip },
      ),
    30_000,
  );

  it('a scan location reads back exactly as sent (trimmed, NFC) from the activity log', () =>
    fc.assert(
      fc.asyncProperty(weirdButValidText(2048), async (scanLocation) => {
        const res = await probe.send({
          method: 'POST',
          url: '/api/assets/scan',
          headers: bearer(t.adminToken),
          payload: { assetId: roundTripAsset._id, scanLocation },
        });
        expect(res.statusCode, res.body).toBe(201);
        const logged = await t.db.kysely
          .selectFrom('activities')
          .select('scan_location')
          .where('asset_id', '=', roundTripAsset._id)
          .where('action', '=', 'scanned')
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow();
        expect(logged.scan_location).toBe(asStored(scanLocation));
      }),
      { numRuns: RUNS.scanRoundTrip },
    ));

  it.each(['Ωμέγα', 'שלום', '船长-7', 'Ærø_ö', 'महेश', 'user.ß', 'İstanbul', 'e\u0301cole'])(
    'a username in any script reads back exactly as sent (NFC): %s',
    async (username) => {
      const res = await probe.send({
        method: 'POST',
        url: '/api/admin/create-user',
        headers: bearer(t.adminToken),
        payload: { username: ` ${username} `, password: 'a-long-password-1' },
      });
      expect(res.statusCode, res.body).toBe(201);
      const users = (await t.server.inject({ url: '/api/admin/users', headers: bearer(t.adminToken) })).json<
        User[]
      >();
      expect(users.map((u) => u.username)).toContain(username.normalize('NFC'));
    },
  );

  const UNSTORABLE = ['\u0000', '\u0007', '\u001b[31m', '\u007f', '\u0085', '\ud800', '\udfff'];
  const withUnstorable = fc
    .tuple(text, fc.constantFrom(...UNSTORABLE), fc.nat())
    .map(([valid, bad, at]) => {
      const i = at % (valid.length + 1);
      return valid.slice(0, i) + bad + valid.slice(i);
    })
    .filter(hasUnstorableCharacter);

  it(
    'control characters and lone surrogates are refused with 400 everywhere text is stored or searched',
    () =>
      fc.assert(
        fc.asyncProperty(
          withUnstorable,
          fc.constantFrom('name', 'type', 'location'),
          fc.constantFrom('json' as const, 'multipart' as const),
          fc.constantFrom('create', 'update', 'search', 'filter', 'scan'),
          async (bad, field, encoding, where) => {
            // Only JSON can carry a lone surrogate: a form or a URL sends UTF-8, where it is already U+FFFD.
            const jsonBody =
              where === 'scan' || (encoding === 'json' && (where === 'create' || where === 'update'));
            fc.pre(jsonBody || !/[\ud800-\udfff]/.test(bad));
            const fields = { name: 'Valid name', type: 'Valid type', location: 'Valid place', [field]: bad };
            const requests: Record<typeof where, InjectOptions> = {
              create: formRequest('POST', '/api/assets', fields, encoding),
              update: formRequest('PUT', `/api/assets/${roundTripAsset._id}`, fields, encoding),
              search: { url: `/api/assets?q=${percentEncode(bad)}`, headers: bearer(t.adminToken) },
              filter: {
                url: `/api/assets?${field === 'name' ? 'type' : field}=${percentEncode(bad)}`,
                headers: bearer(t.adminToken),
              },
              scan: {
                method: 'POST',
                url: '/api/assets/scan',
                headers: bearer(t.adminToken),
                payload: { assetId: roundTripAsset._id, scanLocation: bad },
              },
            };
            const res = await probe.send(requests[where]);
            expect(res.statusCode, res.body).toBe(400);
            expect(res.json<{ message: string }>().message).toMatch(/control characters or invalid Unicode/);
          },
        ),
        { numRuns: RUNS.refusal },
      ),
    30_000,
  );

  it('a sign-in name with a NUL byte is refused with 400, not looked up', async () => {
    const res = await probe.send({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin\u0000', password: 'whatever-password' },
      remoteAddress: '192.0.2.1',
    });
    expect(res.statusCode).toBe(400);
  });
});
