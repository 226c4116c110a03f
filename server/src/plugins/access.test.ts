/**
 * The access matrix: every /api route (from the server's own route table) called by every kind of caller,
 * sessions and API tokens alike, with the status each must get. A new route without an entry here fails
 * the first test.
 */
import { createSigner } from 'fast-jwt';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complianceApi, planInput } from '../test/compliance-api';
import { pdfPart, uploadDocument } from '../test/document-api';
import { multipart } from '../test/multipart';
import { plainPdf } from '../test/pdfs';
import { snapshotState } from '../test/state-snapshot';
import { ADMIN, bearer, createTestApp, TEST_JWT_SECRET, type TestApp } from '../test/test-app';
import { declaredRoutes, type Access } from './access';

let t: TestApp;
let admin: { id: string; token: string };
let employee: { id: string; token: string };
let otherCrew: { id: string; token: string };
/** API tokens made by the administrator: one with the employee role, one with the admin role. */
let employeeApiToken: string;
let adminApiToken: string;
/** Tokens that must open nothing, each with the reason it is bad. */
let badTokens: Record<string, string>;

const USER_PASSWORD = 'user-password-1';

beforeAll(async () => {
  t = await createTestApp();
  const adminRow = await t.db.kysely
    .selectFrom('users')
    .select('id')
    .where('username', '=', ADMIN.username)
    .executeTakeFirstOrThrow();
  admin = { id: adminRow.id, token: t.adminToken };
  employee = await t.createUser('deck.hand');
  otherCrew = await t.createUser('other.crew');
  await t.createAsset({ name: 'Crew Radio', type: 'Radio', location: 'Bridge', assignedTo: employee.id });
  await t.createAsset({
    name: 'Other Radio',
    type: 'Radio',
    location: 'Engine Room',
    assignedTo: otherCrew.id,
  });

  const [head, body, signature] = t.adminToken.split('.') as [string, string, string];
  const employeeBody = employee.token.split('.')[1]!;
  const claims = JSON.parse(Buffer.from(employeeBody, 'base64url').toString()) as Record<string, unknown>;
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const sign = createSigner({ key: TEST_JWT_SECRET, algorithm: 'HS256' });

  const deleted = await t.createUser('gone.user', 'admin');
  const renewed = await t.createUser('renewed.password', 'admin');
  const ofDeletedAdmin = await createApiToken(deleted.token, 'Token of a deleted admin', 'admin');
  // Used while valid (so any cache holds them) before the account is deleted or its password changed.
  for (const token of [deleted.token, renewed.token, ofDeletedAdmin])
    expect((await t.server.inject({ url: '/api/assets', headers: bearer(token) })).statusCode).toBe(200);
  await t.server.inject({
    method: 'DELETE',
    url: `/api/admin/users/${deleted.id}`,
    headers: bearer(t.adminToken),
  });
  await t.server.inject({
    method: 'PUT',
    url: `/api/admin/users/${renewed.id}`,
    headers: bearer(t.adminToken),
    payload: { password: 'a-brand-new-password' },
  });

  employeeApiToken = await createApiToken(t.adminToken, 'Matrix employee token', 'user');
  adminApiToken = await createApiToken(t.adminToken, 'Matrix admin token', 'admin');
  const revoked = await createApiToken(t.adminToken, 'Revoked token', 'admin');
  const expired = await createApiToken(t.adminToken, 'Expired token', 'admin');
  for (const token of [revoked, expired])
    expect((await t.server.inject({ url: '/api/assets', headers: bearer(token) })).statusCode).toBe(200);
  const listed = await t.server.inject({ url: '/api/admin/api-tokens', headers: bearer(t.adminToken) });
  const revokedId = listed
    .json<{ _id: string; name: string }[]>()
    .find((k) => k.name === 'Revoked token')!._id;
  await t.server.inject({
    method: 'DELETE',
    url: `/api/admin/api-tokens/${revokedId}`,
    headers: bearer(t.adminToken),
  });
  await t.db.kysely
    .updateTable('api_tokens')
    .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
    .where('name', '=', 'Expired token')
    .execute();

  badTokens = {
    'a revoked API token': revoked,
    'an expired API token': expired,
    'an API token of a deleted administrator': ofDeletedAdmin,
    'an unknown API token': `hbr_${'A'.repeat(43)}`,
    'a malformed API token': 'hbr_short',
    'an expired token': sign({ sub: admin.id, role: 'admin', ver: 0, iat: now - 7200, exp: now - 60 }),
    'a token with a tampered signature': `${head}.${body}.${signature.slice(0, -4)}${signature.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`,
    "a token with alg 'none'": `${encode({ alg: 'none', typ: 'JWT' })}.${body}.`,
    "an employee's token with its role claim changed to admin": `${employee.token.split('.')[0]}.${encode({ ...claims, role: 'admin' })}.${employee.token.split('.')[2]}`,
    'a token signed with another secret': createSigner({ key: 'another-secret-another-secret-123456' })({
      sub: admin.id,
      role: 'admin',
      ver: 0,
    }),
    'the token of a deleted user': deleted.token,
    'a token from before a password change': renewed.token,
    'a malformed token': 'not.a.jwt',
    'an empty token': '',
  };
});
afterAll(() => t.close());

type Caller = 'anonymous' | 'employee' | 'admin' | 'employee token' | 'admin token';
interface Entry {
  access: Access;
  /** The caller's own account: sessions only, API tokens get 403. */
  personal?: true;
  /** Sets a password (a new account's): API tokens get 403, a leaked one must not make a sign-in. */
  setsPassword?: true;
  /**
   * The employee API token acts as the administrator who made it with the employee role, and so holds none
   * of the employee's assets: 403 where a route shows only what the caller holds ("who sees what" below).
   */
  holdersOnly?: true;
  /**
   * Shows one record only to the administrators, its reporter and the holder of its asset: the employee API
   * token (which is neither) gets the 404 of a record outside its scope.
   */
  scopedRecord?: true;
  /** The status an admin gets (for public routes, everyone); the others follow from `access`. */
  success: number;
  /** A valid request; called once per caller, so a destructive one makes its own target. */
  request: () => Promise<InjectOptions>;
}

const freshAsset = async () =>
  (await t.createAsset({ name: 'Spare Buoy', type: 'Buoy', location: 'Quay 3' }))._id;
const freshUser = async () => (await t.createUser(`temp.${Math.random().toString(36).slice(2, 10)}`)).id;
const sampleAsset = async () =>
  (
    await t.db.kysely
      .selectFrom('assets')
      .select('id')
      .where('name', '=', 'Crew Radio')
      .executeTakeFirstOrThrow()
  ).id;

const freshName = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 10)}`;
const freshPlan = async () =>
  (
    await complianceApi(t).createPlan(
      planInput({ name: freshName('Matrix plan'), assetTypes: ['Buoy'], checklist: [] }),
    )
  )._id;
let radioPlan: Promise<string> | undefined;
/** A plan on the sample asset's type, made once: what an inspection of it answers to. */
const sampleAssetPlan = () =>
  (radioPlan ??= complianceApi(t)
    .createPlan(planInput({ name: 'Radio check', assetTypes: ['Radio'], checklist: [] }))
    .then((plan) => plan._id));

const freshDocument = async () => {
  const res = await uploadDocument(t, await sampleAsset(), { kind: 'other' }, pdfPart(plainPdf()));
  return res.json<{ _id: string }>()._id;
};
let sampleDocument: Promise<string> | undefined;
/**
 * The employee's current calendar feed path (a reset in the matrix replaces it). Theirs, not the
 * administrator's: by then the administrator's feed lists every item the matrix made (about 900 KB, a second
 * a call, more than a minute for every caller).
 */
const employeeFeedPath = async () => {
  const res = await t.server.inject({ url: '/api/me/calendar', headers: bearer(employee.token) });
  return new URL(res.json<{ url: string }>().url).pathname;
};

/** A fresh open round assigned to the employee (who may finish it), over the sample asset's location. */
const freshRound = async (scope: { locations: string[] } = { locations: ['Bridge'] }) => {
  const res = await t.server.inject({
    method: 'POST',
    url: '/api/rounds',
    headers: bearer(t.adminToken),
    payload: {
      name: freshName('Matrix round'),
      kind: 'audit',
      scope,
      // The administrator too: the employee API token acts as them (with the employee role).
      assignees: [employee.id, admin.id],
      assigneesMayFinish: true,
    },
  });
  return res.json<{ _id: string }>()._id;
};
/** A round scoped to one location in which the sample asset was scanned though not expected there. */
const roundWithUnexpected = async () => {
  const id = await freshRound({ locations: ['Quay 9'] });
  await t.server.inject({
    method: 'POST',
    url: `/api/rounds/${id}/marks`,
    headers: bearer(t.adminToken),
    payload: { assetId: await freshAsset() },
  });
  return id;
};
const roundAsset = async (id: string) =>
  (
    await t.db.kysely
      .selectFrom('round_items')
      .select('asset_id')
      .where('round_id', '=', id)
      .where('state', '=', 'unexpected')
      .executeTakeFirstOrThrow()
  ).asset_id;

/** A new blank code, printed for the purpose. */
const freshCode = async () =>
  String(
    (
      await t.server.inject({
        method: 'POST',
        url: '/api/admin/label-codes',
        headers: bearer(t.adminToken),
        payload: { count: 1, templateId: 'brother-dk-11201' },
      })
    ).headers['x-label-codes'],
  );

const freshPrinterProfile = async () =>
  (
    await t.server.inject({
      method: 'POST',
      url: '/api/admin/printer-profiles',
      headers: bearer(t.adminToken),
      payload: { name: freshName('Matrix printer'), offsetX: 0, offsetY: 0, scale: 1 },
    })
  ).json<{ _id: string }>()._id;

const freshAssetType = async () =>
  (
    await t.server.inject({
      method: 'POST',
      url: '/api/admin/asset-types',
      headers: bearer(t.adminToken),
      payload: { name: freshName('Matrix type') },
    })
  ).json<{ _id: string }>()._id;

let sampleDefect: Promise<string> | undefined;
/** A defect the employee reported on the sample asset (which they hold), made once. */
const sampleDefectId = () =>
  (sampleDefect ??= (async () => {
    const res = await t.server.inject({
      method: 'POST',
      url: `/api/assets/${await sampleAsset()}/defects`,
      headers: bearer(employee.token),
      payload: { description: 'Matrix defect' },
    });
    return res.json<{ _id: string }>()._id;
  })());
let publicType: Promise<unknown> | undefined;
/** A fresh asset of a type that takes public defect reports. */
const freshPublicAsset = async () => {
  await (publicType ??= t.server.inject({
    method: 'POST',
    url: '/api/admin/asset-types',
    headers: bearer(t.adminToken),
    payload: { name: 'Matrix public buoy', publicReports: true },
  }));
  return (
    await t.createAsset({ name: freshName('Public buoy'), type: 'Matrix public buoy', location: 'Fairway' })
  )._id;
};
let samplePublicAsset: Promise<string> | undefined;
let reportTarget: Promise<string> | undefined;
let reportsOnTarget = 0;
/** The asset the matrix reports on: a fresh one every ten reports, within the per-asset limit. */
const reportedPublicAsset = () => {
  if (reportsOnTarget++ % 10 === 0) reportTarget = freshPublicAsset();
  return reportTarget ?? freshPublicAsset();
};
let samplePublicReference: Promise<string> | undefined;
/** A different client address per public report: the matrix is not the per-address limit's test. */
let reportAddress = 0;
const freshReportAddress = () => `10.9.${Math.floor(++reportAddress / 250)}.${(reportAddress % 250) + 1}`;

const freshLocation = async () =>
  (
    await t.server.inject({
      method: 'POST',
      url: '/api/locations',
      headers: bearer(t.adminToken),
      payload: { name: freshName('Matrix quay'), position: '59.9, 10.7' },
    })
  ).json<{ _id: string; path: string }>();

/** An asset charted at a fresh location and scanned a kilometre away: flagged off station. */
const offStationAsset = async () => {
  const location = await freshLocation();
  const res = await t.server.inject({
    method: 'POST',
    url: '/api/assets',
    headers: bearer(t.adminToken),
    payload: { name: freshName('Matrix buoy'), type: 'Buoy', location: location.path },
  });
  const id = res.json<{ _id: string }>()._id;
  await t.server.inject({
    method: 'POST',
    url: '/api/assets/scan',
    headers: bearer(t.adminToken),
    payload: { assetId: id, position: { lat: 59.91, lon: 10.7 } },
  });
  return id;
};

/** Makes an API token through the API as the given session and returns its secret. */
async function createApiToken(sessionToken: string, name: string, role: 'user' | 'admin') {
  const res = await t.server.inject({
    method: 'POST',
    url: '/api/admin/api-tokens',
    headers: bearer(sessionToken),
    payload: { name, role },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ secret: string }>().secret;
}
const freshApiTokenId = async () => {
  const res = await t.server.inject({
    method: 'POST',
    url: '/api/admin/api-tokens',
    headers: bearer(t.adminToken),
    payload: { name: freshName('Doomed'), role: 'user' },
  });
  return res.json<{ _id: string }>()._id;
};

const MATRIX: Record<string, Entry> = {
  'POST /api/auth/login': {
    access: 'public',
    success: 200,
    request: () =>
      Promise.resolve({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'other.crew', password: USER_PASSWORD },
      }),
  },
  'GET /api/health': {
    access: 'public',
    success: 200,
    request: () => Promise.resolve({ url: '/api/health' }),
  },
  'GET /api/config': {
    access: 'public',
    success: 200,
    request: () => Promise.resolve({ url: '/api/config' }),
  },
  'GET /api/assets': {
    access: 'signed-in',
    success: 200,
    request: () => Promise.resolve({ url: '/api/assets' }),
  },
  'GET /api/assets/:id': {
    access: 'signed-in',
    success: 200,
    request: async () => ({ url: `/api/assets/${await sampleAsset()}` }),
  },
  'POST /api/assets/scan': {
    access: 'signed-in',
    success: 201,
    request: async () => ({
      method: 'POST',
      url: '/api/assets/scan',
      payload: { assetId: await sampleAsset(), scanLocation: 'http://localhost/user/scan' },
    }),
  },
  'GET /api/dashboard/user': {
    access: 'signed-in',
    success: 200,
    request: () => Promise.resolve({ url: '/api/dashboard/user' }),
  },
  'POST /api/assets': {
    access: 'admin',
    success: 201,
    request: () =>
      Promise.resolve({
        method: 'POST',
        url: '/api/assets',
        payload: { name: 'Matrix Crane', type: 'Crane', location: 'Quay 1' },
      }),
  },
  'PUT /api/assets/:id': {
    access: 'admin',
    success: 200,
    request: async () => ({
      method: 'PUT',
      url: `/api/assets/${await freshAsset()}`,
      payload: { name: 'Renamed Buoy', type: 'Buoy', location: 'Quay 4' },
    }),
  },
  'DELETE /api/assets/:id': {
    access: 'admin',
    success: 200,
    request: async () => ({ method: 'DELETE', url: `/api/assets/${await freshAsset()}` }),
  },
  'GET /api/dashboard/admin': {
    access: 'admin',
    success: 200,
    request: () => Promise.resolve({ url: '/api/dashboard/admin' }),
  },
  'GET /api/admin/users': {
    access: 'admin',
    success: 200,
    request: () => Promise.resolve({ url: '/api/admin/users' }),
  },
  'POST /api/admin/create-user': {
    access: 'admin',
    setsPassword: true,
    success: 201,
    request: () =>
      Promise.resolve({
        method: 'POST',
        url: '/api/admin/create-user',
        payload: {
          username: `made.${Math.random().toString(36).slice(2, 10)}`,
          password: USER_PASSWORD,
          role: 'admin',
        },
      }),
  },
  'PUT /api/admin/users/:id': {
    access: 'admin',
    success: 200,
    request: async () => ({
      method: 'PUT',
      url: `/api/admin/users/${await freshUser()}`,
      payload: { role: 'admin' },
    }),
  },
  'DELETE /api/admin/users/:id': {
    access: 'admin',
    success: 200,
    request: async () => ({ method: 'DELETE', url: `/api/admin/users/${await freshUser()}` }),
  },
  'GET /api/admin/users-with-assets': {
    access: 'admin',
    success: 200,
    request: () => Promise.resolve({ url: '/api/admin/users-with-assets' }),
  },
  'GET /api/admin/inspection-plans': {
    access: 'admin',
    success: 200,
    request: () => Promise.resolve({ url: '/api/admin/inspection-plans' }),
  },
  'POST /api/admin/inspection-plans': {
    access: 'admin',
    success: 201,
    request: () =>
      Promise.resolve({
        method: 'POST',
        url: '/api/admin/inspection-plans',
        payload: planInput({ name: freshName('New plan'), assetTypes: ['Buoy'] }),
      }),
  },
  'PUT /api/admin/inspection-plans/:id': {
    access: 'admin',
    success: 200,
    request: async () => ({
      method: 'PUT',
      url: `/api/admin/inspection-plans/${await freshPlan()}`,
      payload: planInput({ name: freshName('Edited plan'), assetTypes: ['Crane'] }),
    }),
  },
  'DELETE /api/admin/inspection-plans/:id': {
    access: 'admin',
    success: 200,
    request: async () => ({ method: 'DELETE', url: `/api/admin/inspection-plans/${await freshPlan()}` }),
  },
  'GET /api/assets/:id/inspections': {
    access: 'signed-in',
    success: 200,
    request: async () => ({ url: `/api/assets/${await sampleAsset()}/inspections` }),
  },
  'POST /api/assets/:id/inspections': {
    access: 'signed-in',
    success: 201,
    request: async () => ({
      method: 'POST',
      url: `/api/assets/${await sampleAsset()}/inspections`,
      payload: { planId: await sampleAssetPlan(), answers: [] },
    }),
  },
  'POST /api/assets/:id/defects': {
    access: 'signed-in',
    success: 201,
    request: async () => ({
      method: 'POST',
      url: `/api/assets/${await sampleAsset()}/defects`,
      payload: { description: 'Matrix report' },
    }),
  },
  'GET /api/defects': {
    access: 'signed-in',
    success: 200,
    request: () => Promise.resolve({ url: '/api/defects?limit=5' }),
  },
  'GET /api/defects/:id': {
    access: 'signed-in',
    scopedRecord: true,
    success: 200,
    request: async () => ({ url: `/api/defects/${await sampleDefectId()}` }),
  },
  'PUT /api/defects/:id': {
    access: 'admin',
    success: 200,
    request: async () => ({
      method: 'PUT',
      url: `/api/defects/${await sampleDefectId()}`,
      payload: { triageNote: freshName('Note') },
    }),
  },
  'GET /api/public/assets/:id': {
    access: 'public',
    success: 200,
    request: async () => ({ url: `/api/public/assets/${await (samplePublicAsset ??= freshPublicAsset())}` }),
  },
  'POST /api/public/assets/:id/defects': {
    access: 'public',
    success: 201,
    request: async () => ({
      method: 'POST',
      url: `/api/public/assets/${await reportedPublicAsset()}/defects`,
      payload: { description: 'Matrix public report' },
      remoteAddress: freshReportAddress(),
    }),
  },
  'GET /api/public/defects/:reference': {
    access: 'public',
    success: 200,
    request: async () => {
      samplePublicReference ??= (async () => {
        const res = await t.server.inject({
          method: 'POST',
          url: `/api/public/assets/${await freshPublicAsset()}/defects`,
          payload: { description: 'Matrix status' },
          remoteAddress: freshReportAddress(),
        });
        return res.json<{ reference: string }>().reference;
      })();
      return { url: `/api/public/defects/${await samplePublicReference}` };
    },
  },
  'GET /api/assets/:id/compliance': {
    access: 'signed-in',
    success: 200,
    request: async () => ({ url: `/api/assets/${await sampleAsset()}/compliance` }),
  },
  'GET /api/compliance': {
    access: 'signed-in',
    success: 200,
    request: () => Promise.resolve({ url: '/api/compliance?status=overdue&limit=5' }),
  },
  'GET /api/assets/:id/history': {
    access: 'signed-in',
    success: 200,
    request: async () => ({ url: `/api/assets/${await sampleAsset()}/history?page=1` }),
  },
  'GET /api/assets/:id/documents': {
    access: 'signed-in',
    holdersOnly: true,
    success: 200,
    request: async () => ({ url: `/api/assets/${await sampleAsset()}/documents` }),
  },
  'POST /api/assets/:id/documents': {
    access: 'admin',
    success: 201,
    request: async () => {
      const body = multipart({ kind: 'certificate' }, pdfPart(plainPdf()));
      return {
        method: 'POST',
        url: `/api/assets/${await sampleAsset()}/documents`,
        payload: body.payload,
        headers: body.headers,
      };
    },
  },
  'GET /api/documents/:id': {
    access: 'signed-in',
    holdersOnly: true,
    success: 200,
    request: async () => ({ url: `/api/documents/${await (sampleDocument ??= freshDocument())}` }),
  },
  'DELETE /api/documents/:id': {
    access: 'admin',
    success: 200,
    request: async () => ({ method: 'DELETE', url: `/api/documents/${await freshDocument()}` }),
  },
  'GET /api/me/calendar': {
    access: 'signed-in',
    personal: true,
    success: 200,
    request: () => Promise.resolve({ url: '/api/me/calendar' }),
  },
  'POST /api/me/calendar/reset': {
    access: 'signed-in',
    personal: true,
    success: 200,
    request: () => Promise.resolve({ method: 'POST', url: '/api/me/calendar/reset' }),
  },
  'POST /api/me/password': {
    access: 'signed-in',
    personal: true,
    // A wrong current password: a change would sign out the tokens this matrix uses (account/account.test.ts).
    success: 400,
    request: () =>
      Promise.resolve({
        method: 'POST',
        url: '/api/me/password',
        payload: { currentPassword: 'not-the-password', newPassword: 'another-password-1' },
      }),
  },
  'GET /api/me/preferences': {
    access: 'signed-in',
    personal: true,
    success: 200,
    request: () => Promise.resolve({ url: '/api/me/preferences' }),
  },
  'PUT /api/me/preferences': {
    access: 'signed-in',
    personal: true,
    success: 200,
    request: () =>
      Promise.resolve({ method: 'PUT', url: '/api/me/preferences', payload: { language: null } }),
  },
  'GET /api/calendar/:file': {
    access: 'public',
    success: 200,
    request: async () => ({ url: await employeeFeedPath() }),
  },
  'GET /api/rounds/preview': {
    access: 'admin',
    success: 200,
    request: () => Promise.resolve({ url: '/api/rounds/preview?location=Bridge&type=Radio' }),
  },
  'POST /api/rounds': {
    access: 'admin',
    success: 201,
    request: () =>
      Promise.resolve({
        method: 'POST',
        url: '/api/rounds',
        payload: { name: freshName('New round'), kind: 'stocktake', scope: { types: ['Radio'] } },
      }),
  },
  'GET /api/rounds': {
    access: 'signed-in',
    success: 200,
    request: () => Promise.resolve({ url: '/api/rounds?status=open' }),
  },
  'GET /api/rounds/:id': {
    access: 'signed-in',
    success: 200,
    request: async () => ({ url: `/api/rounds/${await freshRound()}` }),
  },
  'PUT /api/rounds/:id': {
    access: 'admin',
    success: 200,
    request: async () => ({
      method: 'PUT',
      url: `/api/rounds/${await freshRound()}`,
      payload: { name: freshName('Renamed round') },
    }),
  },
  'GET /api/rounds/:id/items': {
    access: 'signed-in',
    success: 200,
    request: async () => ({ url: `/api/rounds/${await freshRound()}/items?state=pending` }),
  },
  'POST /api/rounds/:id/marks': {
    access: 'signed-in',
    success: 200,
    request: async () => ({
      method: 'POST',
      url: `/api/rounds/${await freshRound()}/marks`,
      payload: { assetId: await sampleAsset(), position: { lat: 59.9, lon: 10.7, accuracy: 12 } },
    }),
  },
  'POST /api/rounds/:id/moves': {
    access: 'signed-in',
    success: 200,
    request: async () => {
      const id = await roundWithUnexpected();
      return { method: 'POST', url: `/api/rounds/${id}/moves`, payload: { assetId: await roundAsset(id) } };
    },
  },
  'POST /api/field-writes': {
    access: 'signed-in',
    success: 200,
    request: async () => ({
      method: 'POST',
      url: '/api/field-writes',
      payload: {
        writes: [
          { key: freshName('batch'), path: '/api/assets/scan', body: { assetId: await sampleAsset() } },
        ],
      },
    }),
  },
  'POST /api/rounds/:id/finish': {
    access: 'signed-in',
    success: 200,
    request: async () => ({ method: 'POST', url: `/api/rounds/${await freshRound()}/finish` }),
  },
  'GET /api/rounds/:id/report': {
    access: 'signed-in',
    success: 200,
    request: async () => ({ url: `/api/rounds/${await freshRound()}/report?format=csv` }),
  },
  'GET /api/assets/:id/rounds': {
    access: 'signed-in',
    success: 200,
    request: async () => ({ url: `/api/assets/${await sampleAsset()}/rounds` }),
  },
  'GET /api/admin/label-templates': {
    access: 'admin',
    success: 200,
    request: () => Promise.resolve({ url: '/api/admin/label-templates' }),
  },
  'GET /api/admin/label-templates/:id/calibration': {
    access: 'admin',
    success: 200,
    request: () => Promise.resolve({ url: '/api/admin/label-templates/avery-l7651/calibration' }),
  },
  'POST /api/admin/labels': {
    access: 'admin',
    success: 200,
    request: async () => ({
      method: 'POST',
      url: '/api/admin/labels',
      payload: { templateId: 'brother-dk-11201', assetIds: [await sampleAsset()] },
    }),
  },
  'GET /api/admin/printer-profiles': {
    access: 'admin',
    success: 200,
    request: () => Promise.resolve({ url: '/api/admin/printer-profiles' }),
  },
  'POST /api/admin/printer-profiles': {
    access: 'admin',
    success: 201,
    request: () =>
      Promise.resolve({
        method: 'POST',
        url: '/api/admin/printer-profiles',
        payload: { name: freshName('Printer'), offsetX: 0.5, offsetY: -0.5, scale: 1 },
      }),
  },
  'PUT /api/admin/printer-profiles/:id': {
    access: 'admin',
    success: 200,
    request: async () => ({
      method: 'PUT',
      url: `/api/admin/printer-profiles/${await freshPrinterProfile()}`,
      payload: { name: freshName('Renamed printer'), offsetX: 1, offsetY: 1, scale: 0.99 },
    }),
  },
  'DELETE /api/admin/printer-profiles/:id': {
    access: 'admin',
    success: 200,
    request: async () => ({
      method: 'DELETE',
      url: `/api/admin/printer-profiles/${await freshPrinterProfile()}`,
    }),
  },
  'GET /api/asset-types': {
    access: 'signed-in',
    success: 200,
    request: () => Promise.resolve({ url: '/api/asset-types' }),
  },
  'GET /api/admin/asset-types': {
    access: 'admin',
    success: 200,
    request: () => Promise.resolve({ url: '/api/admin/asset-types' }),
  },
  'POST /api/admin/asset-types': {
    access: 'admin',
    success: 201,
    request: () =>
      Promise.resolve({
        method: 'POST',
        url: '/api/admin/asset-types',
        payload: { name: freshName('Type') },
      }),
  },
  'PUT /api/admin/asset-types/:id': {
    access: 'admin',
    success: 200,
    request: async () => ({
      method: 'PUT',
      url: `/api/admin/asset-types/${await freshAssetType()}`,
      payload: { name: freshName('Renamed type') },
    }),
  },
  'DELETE /api/admin/asset-types/:id': {
    access: 'admin',
    success: 200,
    request: async () => ({
      method: 'DELETE',
      url: `/api/admin/asset-types/${await freshAssetType()}`,
    }),
  },
  'GET /api/locations': {
    access: 'signed-in',
    success: 200,
    request: () => Promise.resolve({ url: '/api/locations' }),
  },
  'GET /api/locations/:id': {
    access: 'signed-in',
    success: 200,
    request: async () => ({ url: `/api/locations/${(await freshLocation())._id}` }),
  },
  'POST /api/locations': {
    access: 'admin',
    success: 201,
    request: () =>
      Promise.resolve({ method: 'POST', url: '/api/locations', payload: { name: freshName('Quay') } }),
  },
  'PUT /api/locations/:id': {
    access: 'admin',
    success: 200,
    request: async () => ({
      method: 'PUT',
      url: `/api/locations/${(await freshLocation())._id}`,
      payload: { name: freshName('Renamed quay') },
    }),
  },
  'DELETE /api/locations/:id': {
    access: 'admin',
    success: 200,
    request: async () => ({ method: 'DELETE', url: `/api/locations/${(await freshLocation())._id}` }),
  },
  'POST /api/locations/:id/merge': {
    access: 'admin',
    success: 200,
    request: async () => ({
      method: 'POST',
      url: `/api/locations/${(await freshLocation())._id}/merge`,
      payload: { into: (await freshLocation())._id },
    }),
  },
  'GET /api/map/assets': {
    access: 'signed-in',
    success: 200,
    request: () => Promise.resolve({ url: '/api/map/assets?bbox=0,50,20,70' }),
  },
  'POST /api/assets/:id/back-on-station': {
    access: 'admin',
    success: 200,
    request: async () => ({
      method: 'POST',
      url: `/api/assets/${await offStationAsset()}/back-on-station`,
      payload: { note: 'Checked' },
    }),
  },
  'POST /api/admin/label-codes': {
    access: 'admin',
    success: 200,
    request: () =>
      Promise.resolve({
        method: 'POST',
        url: '/api/admin/label-codes',
        payload: { count: 2, templateId: 'avery-l7651' },
      }),
  },
  'GET /api/admin/label-codes': {
    access: 'admin',
    success: 200,
    request: () => Promise.resolve({ url: '/api/admin/label-codes?state=unlinked' }),
  },
  'GET /api/label-codes/:code': {
    access: 'signed-in',
    success: 200,
    request: async () => ({ url: `/api/label-codes/${await freshCode()}` }),
  },
  'POST /api/label-codes/:code/link': {
    access: 'admin',
    success: 200,
    request: async () => ({
      method: 'POST',
      url: `/api/label-codes/${await freshCode()}/link`,
      payload: { assetId: await sampleAsset() },
    }),
  },
  'POST /api/label-codes/:code/retire': {
    access: 'admin',
    success: 200,
    request: async () => ({ method: 'POST', url: `/api/label-codes/${await freshCode()}/retire` }),
  },
  'POST /api/admin/import/assets': {
    access: 'admin',
    success: 200,
    request: () => {
      const csv = `name,type,location\n${freshName('Imported buoy')},Buoy,Quay 4\n`;
      const body = multipart(
        {},
        { field: 'file', filename: 'assets.csv', contentType: 'text/csv', bytes: Buffer.from(csv) },
      );
      return Promise.resolve({
        method: 'POST',
        url: '/api/admin/import/assets?dryRun=false',
        payload: body.payload,
        headers: body.headers,
      });
    },
  },
  'GET /api/admin/export/assets.csv': {
    access: 'admin',
    success: 200,
    request: () => Promise.resolve({ url: '/api/admin/export/assets.csv' }),
  },
  'GET /api/admin/export/activity.csv': {
    access: 'admin',
    success: 200,
    request: () => Promise.resolve({ url: '/api/admin/export/activity.csv' }),
  },
  'GET /api/admin/export/inspections.csv': {
    access: 'admin',
    success: 200,
    request: () => Promise.resolve({ url: '/api/admin/export/inspections.csv' }),
  },
  'GET /api/admin/export/compliance.csv': {
    access: 'admin',
    success: 200,
    request: () => Promise.resolve({ url: '/api/admin/export/compliance.csv?status=overdue' }),
  },
  'GET /api/openapi.json': {
    access: 'public',
    success: 200,
    request: () => Promise.resolve({ url: '/api/openapi.json' }),
  },
  'GET /api/docs': {
    access: 'public',
    success: 200,
    request: () => Promise.resolve({ url: '/api/docs' }),
  },
  'GET /api/docs/:file': {
    access: 'public',
    success: 200,
    request: () => Promise.resolve({ url: '/api/docs/start.js' }),
  },
  'GET /api/admin/api-tokens': {
    access: 'admin',
    success: 200,
    request: () => Promise.resolve({ url: '/api/admin/api-tokens' }),
  },
  'POST /api/admin/api-tokens': {
    access: 'admin',
    success: 201,
    request: () =>
      Promise.resolve({
        method: 'POST',
        url: '/api/admin/api-tokens',
        payload: { name: freshName('Matrix'), role: 'user' },
      }),
  },
  'DELETE /api/admin/api-tokens/:id': {
    access: 'admin',
    success: 200,
    request: async () => ({ method: 'DELETE', url: `/api/admin/api-tokens/${await freshApiTokenId()}` }),
  },
  'GET /api/admin/assets/:id/qr-code': {
    access: 'admin',
    success: 200,
    request: async () => ({ url: `/api/admin/assets/${await sampleAsset()}/qr-code?format=svg` }),
  },
};

const expectedStatus = (entry: Entry, caller: Caller): number => {
  if (entry.access === 'public') return entry.success;
  if (caller === 'anonymous') return 401;
  if (entry.access === 'admin' && (caller === 'employee' || caller === 'employee token')) return 403;
  if ((entry.personal || entry.setsPassword) && caller.endsWith('token')) return 403;
  if (entry.holdersOnly && caller === 'employee token') return 403;
  if (entry.scopedRecord && caller === 'employee token') return 404;
  return entry.success;
};

/** What no response may ever contain. */
const secrets = () => [
  TEST_JWT_SECRET,
  '$argon2',
  'password_hash',
  'passwordHash',
  'token_version',
  '"password"',
];

/** Sends the request as the caller; a refused one must leave every table as it was. */
async function call(entry: Entry, authorization: string | undefined) {
  const options = await entry.request();
  const before = await snapshotState(t.db.kysely);
  const res = await t.server.inject({
    ...options,
    headers: { ...options.headers, ...(authorization === undefined ? {} : { authorization }) },
  });
  if (res.statusCode >= 400)
    expect(await snapshotState(t.db.kysely), 'a refused request changed nothing').toEqual(before);
  // The OpenAPI document names the password fields of the schemas it describes, and holds no value.
  const described = options.url === '/api/openapi.json';
  for (const secret of secrets().filter((s) => !(described && s === '"password"')))
    expect(res.body, `the answer leaks ${secret}`).not.toContain(secret);
  return res;
}

const routeKeys = () => [...new Set(declaredRoutes(t.server).map((r) => `${r.method} ${r.url}`))];

describe('access matrix', () => {
  it('has one entry for every /api route, with the access the route declares', () => {
    expect(routeKeys().sort()).toEqual(Object.keys(MATRIX).sort());
    for (const route of declaredRoutes(t.server)) {
      const entry = MATRIX[`${route.method} ${route.url}`]!;
      expect(route.access, `${route.method} ${route.url}`).toBe(entry.access);
      expect(route.personal, `${route.method} ${route.url} personal`).toBe(entry.personal ?? false);
    }
  });

  // Eighteen callers, each after a snapshot of every table: a minute allowed on a busy machine.
  it.each(Object.keys(MATRIX))(
    '%s answers each caller as its access allows',
    async (key) => {
      const entry = MATRIX[key]!;
      const callers: [Caller, string | undefined][] = [
        ['anonymous', undefined],
        ['employee', `Bearer ${employee.token}`],
        ['admin', `Bearer ${admin.token}`],
        ['employee token', `Bearer ${employeeApiToken}`],
        ['admin token', `Bearer ${adminApiToken}`],
      ];
      for (const [caller, authorization] of callers) {
        const res = await call(entry, authorization);
        expect(res.statusCode, `${key} as ${caller}: ${res.body.slice(0, 200)}`).toBe(
          expectedStatus(entry, caller),
        );
        if (res.statusCode === 401 || res.statusCode === 403)
          expect(res.json()).toMatchObject({
            statusCode: res.statusCode,
            message: expect.any(String),
            msg: expect.any(String),
          });
      }
      for (const [reason, token] of Object.entries(badTokens)) {
        const res = await call(entry, `Bearer ${token}`);
        // A bad token on a public route is ignored; everywhere else it is refused as signed out.
        expect(res.statusCode, `${key} with ${reason}`).toBe(entry.access === 'public' ? entry.success : 401);
      }
      for (const header of ['Token abc', 'Basic YWRtaW46YWRtaW4=', `bearer${admin.token}`]) {
        const res = await call(entry, header);
        expect(res.statusCode, `${key} with Authorization: ${header.slice(0, 12)}`).toBe(
          entry.access === 'public' ? entry.success : 401,
        );
      }
    },
    60_000,
  );
});

describe("nobody sees another user's data", () => {
  it("an employee's dashboard holds only their own assets and the history that concerns them", async () => {
    const res = await t.server.inject({ url: '/api/dashboard/user', headers: bearer(employee.token) });
    const body = res.json<{ userAssets: { name: string }[]; recentActivities: { details: string }[] }>();
    expect(body.userAssets.map((a) => a.name)).toEqual(['Crew Radio']);
    expect(JSON.stringify(body.recentActivities)).not.toContain('Other Radio');
    expect(JSON.stringify(body.recentActivities)).not.toContain('other.crew');
  });

  it('the user list shows no password, hash or token version', async () => {
    const res = await t.server.inject({ url: '/api/admin/users', headers: bearer(admin.token) });
    for (const user of res.json<Record<string, unknown>[]>())
      expect(Object.keys(user).sort()).toEqual([
        '_id',
        'createdAt',
        'dutyOfficer',
        'email',
        'lastLogin',
        'role',
        'username',
      ]);
  });
});

/**
 * Who sees what (docs/SECURITY.md): everything for an administrator; for an employee, what a scan shows of
 * any asset (the record, what is due on it), and beyond that only what concerns them.
 */
describe('who sees what', () => {
  let crewRadio: string;
  let otherRadio: string;
  let otherDocument: string;
  let ownDocument: string;
  const get = (url: string, token: string) => t.server.inject({ url, headers: bearer(token) });
  const names = async (url: string, token: string) =>
    (await get(url, token)).json<{ name: string }[]>().map((a) => a.name);

  beforeAll(async () => {
    crewRadio = await sampleAsset();
    otherRadio = (
      await t.db.kysely
        .selectFrom('assets')
        .select('id')
        .where('name', '=', 'Other Radio')
        .executeTakeFirstOrThrow()
    ).id;
    const planId = await sampleAssetPlan();
    const api = complianceApi(t);
    await api.inspected(
      otherRadio,
      { planId, answers: [], notes: 'Done by the other crew' },
      otherCrew.token,
    );
    await api.inspected(otherRadio, { planId, answers: [], notes: 'Done by the deck hand' }, employee.token);
    otherDocument = (await uploadDocument(t, otherRadio, { kind: 'certificate' }, pdfPart(plainPdf()))).json<{
      _id: string;
    }>()._id;
    ownDocument = (await uploadDocument(t, crewRadio, { kind: 'certificate' }, pdfPart(plainPdf()))).json<{
      _id: string;
    }>()._id;
  });

  it('the register (SPEC: the list screens and a scan): every asset for both roles', async () => {
    for (const token of [employee.token, admin.token]) {
      expect(await names('/api/assets', token)).toEqual(
        expect.arrayContaining(['Crew Radio', 'Other Radio']),
      );
      expect((await get(`/api/assets/${otherRadio}`, token)).statusCode).toBe(200);
    }
  });

  it("the list's compliance filter: the employee's own assets only, the administrator's all", async () => {
    const byCompliance = async (token: string, extra = '') => {
      const all: string[] = [];
      for (const state of ['overdue', 'due-soon', 'ok'])
        all.push(...(await names(`/api/assets?compliance=${state}&limit=100${extra}`, token)));
      return all;
    };
    const adminSees = await byCompliance(admin.token);
    expect(adminSees).toEqual(expect.arrayContaining(['Crew Radio', 'Other Radio']));
    const employeeSees = await byCompliance(employee.token);
    expect(employeeSees).toContain('Crew Radio');
    expect(employeeSees).not.toContain('Other Radio');
    expect(await byCompliance(employee.token, `&assignedTo=${otherCrew.id}`)).toEqual([]);
    expect(await byCompliance(employee.token, '&assignedTo=none')).toEqual([]);
    // Without the compliance filter the register stays whole.
    expect(await names('/api/assets?limit=100', employee.token)).toContain('Other Radio');
  });

  it('what is due on an asset a scan opens: any asset, for anyone who may inspect it', async () => {
    for (const token of [employee.token, admin.token]) {
      expect((await get(`/api/assets/${otherRadio}/compliance`, token)).statusCode).toBe(200);
      const { due } = (await get(`/api/assets/${otherRadio}/inspections`, token)).json<{ due: unknown[] }>();
      expect(due.length).toBeGreaterThan(0);
    }
  });

  it("inspection history: all of it for the holder and administrators, another's asset only one's own", async () => {
    const history = async (assetId: string, token: string) => {
      const res = await get(`/api/assets/${assetId}/inspections`, token);
      return {
        notes: res.json<{ history: { notes: string | null }[] }>().history.map((i) => i.notes),
        total: res.headers['x-total-count'],
      };
    };
    expect((await history(otherRadio, admin.token)).notes).toEqual(
      expect.arrayContaining(['Done by the other crew', 'Done by the deck hand']),
    );
    expect((await history(otherRadio, otherCrew.token)).notes).toEqual(
      expect.arrayContaining(['Done by the other crew', 'Done by the deck hand']),
    );
    expect(await history(otherRadio, employee.token)).toEqual({
      notes: ['Done by the deck hand'],
      total: '1',
    });
  });

  it("documents and their files: the asset's holder and administrators; anyone else 403, and no bytes", async () => {
    for (const url of [`/api/assets/${otherRadio}/documents`, `/api/documents/${otherDocument}`]) {
      const refused = await get(url, employee.token);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({ statusCode: 403, message: expect.stringMatching(/documents/) });
      expect(refused.body).not.toContain('%PDF');
      expect((await get(url, otherCrew.token)).statusCode, url).toBe(200);
      expect((await get(url, admin.token)).statusCode, url).toBe(200);
    }
    expect((await get(`/api/assets/${crewRadio}/documents`, employee.token)).statusCode).toBe(200);
    expect((await get(`/api/documents/${ownDocument}`, employee.token)).statusCode).toBe(200);
  });

  it("compliance lists and dashboards: the employee's own assets only", async () => {
    const seen: string[] = [];
    for (const status of ['overdue', 'due-soon', 'ok'])
      seen.push(
        ...(await get(`/api/compliance?status=${status}&limit=100`, employee.token))
          .json<{ assetName: string }[]>()
          .map((i) => i.assetName),
      );
    expect(seen).toContain('Crew Radio');
    expect(seen).not.toContain('Other Radio');
  });
});

describe('role changes', () => {
  it('apply at once, without a new sign-in', async () => {
    const promoted = await t.createUser('promoted.user');
    expect(
      (await t.server.inject({ url: '/api/admin/users', headers: bearer(promoted.token) })).statusCode,
    ).toBe(403);
    await t.server.inject({
      method: 'PUT',
      url: `/api/admin/users/${promoted.id}`,
      headers: bearer(t.adminToken),
      payload: { role: 'admin' },
    });
    expect(
      (await t.server.inject({ url: '/api/admin/users', headers: bearer(promoted.token) })).statusCode,
    ).toBe(200);
  });

  it('an expired token is refused even after it was used while valid', async () => {
    const short = await createTestApp({}, { tokenLifetimeMs: 1000 });
    try {
      const token = await short.login(ADMIN.username, ADMIN.password);
      expect((await short.server.inject({ url: '/api/assets', headers: bearer(token) })).statusCode).toBe(
        200,
      );
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await short.server.inject({ url: '/api/assets', headers: bearer(token) })).statusCode).toBe(
        401,
      );
    } finally {
      await short.close();
    }
  });
});
