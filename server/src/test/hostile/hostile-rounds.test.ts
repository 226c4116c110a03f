/**
 * Property-based hostile input on the rounds endpoints: bodies of any shape, ids that are not, queries of
 * anything, sent by the admin, an assignee, an outsider or nobody. The probe checks what must hold.
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, it } from 'vitest';
import { ROUND_ITEM_STATES, ROUND_KINDS, type Round } from '@harbour/contract';
import { complianceApi, planInput } from '../compliance-api';
import { bearer, createTestApp, type TestApp } from '../test-app';
import { createProbe, type Probe } from './probe';
import { percentEncode } from './requests';
import { hostileId, hostileKey, hostileString, weirdButValidText } from './strings';

let t: TestApp;
let probe: Probe;
let tokens: Record<string, string>[];
let assetIds: string[];
let userIds: string[];
let planIds: string[];
/** An open round over Quay 1, a finished one, and an inspection round. */
let roundIds: string[];

beforeAll(async () => {
  t = await createTestApp({}, { rateLimits: { 'field-write': { burst: 1e6, perSecond: 1e6 } } });
  const stable = await t.createAsset({ name: 'Harbour Crane 1', type: 'Crane', location: 'Quay 1' });
  const assets = [
    await t.createAsset({ name: 'Buoy 1', type: 'Buoy', location: 'Quay 1' }),
    await t.createAsset({ name: 'Raft 1', type: 'Raft', location: 'Store' }),
  ];
  assetIds = assets.map((a) => a._id);
  const walker = await t.createUser('round.walker');
  const outsider = await t.createUser('not.assigned');
  userIds = [walker.id, outsider.id];
  planIds = [
    (await complianceApi(t).createPlan(planInput({ name: 'Buoy check', assetTypes: ['Buoy'] })))._id,
  ];
  const create = async (body: object) =>
    (
      await t.server.inject({
        method: 'POST',
        url: '/api/rounds',
        headers: bearer(t.adminToken),
        payload: { assignees: [walker.id], ...body },
      })
    ).json<Round>()._id;
  roundIds = [
    await create({ name: 'Quay audit', kind: 'audit', scope: { locations: ['Quay 1'] } }),
    await create({ name: 'Done stocktake', kind: 'stocktake' }),
    await create({ name: 'Buoy round', kind: 'inspection', planId: planIds[0] }),
  ];
  await t.server.inject({
    method: 'POST',
    url: `/api/rounds/${roundIds[1]}/finish`,
    headers: bearer(t.adminToken),
  });
  tokens = [bearer(t.adminToken), bearer(walker.token), bearer(outsider.token), {}, bearer('e30.e30.e30')];
  probe = createProbe(t, stable._id);
});
afterEach(() => probe.expectServerAnswers());
afterAll(async () => {
  console.log(`hostile round inputs tried: ${probe.tried}`);
  await t.close();
});

const caller = () =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constant(0) },
    { weight: 3, arbitrary: fc.constant(1) },
    { weight: 1, arbitrary: fc.constantFrom(2, 3, 4) },
  );

/** A JSON value for a field: a plausible one, a hostile string, or anything at all. */
const field = <T>(plausible: fc.Arbitrary<T>) =>
  fc.oneof(
    { weight: 4, arbitrary: plausible },
    { weight: 2, arbitrary: hostileString },
    { weight: 1, arbitrary: fc.anything() },
  );

const texts = (max: number) => fc.array(fc.oneof(weirdButValidText(max), hostileString), { maxLength: 60 });

const roundBody = () =>
  fc.record(
    {
      name: field(weirdButValidText(200)),
      kind: field(fc.constantFrom(...ROUND_KINDS, 'AUDIT', '')),
      scope: field(fc.record({ locations: texts(200), types: texts(200) }, { requiredKeys: [] })),
      planId: field(hostileId(planIds)),
      assignees: field(fc.array(hostileId(userIds), { maxLength: 60 })),
      dueOn: field(fc.constantFrom('2026-12-01', '2026-02-30', '2026-1-1', '')),
      assigneesMayFinish: field(fc.boolean()),
    },
    { requiredKeys: [] },
  );

const markBody = () =>
  fc.record(
    {
      assetId: field(hostileId(assetIds)),
      position: field(
        fc.record(
          {
            lat: fc.double(),
            lon: fc.double(),
            accuracy: fc.oneof(fc.double(), fc.constant(-1), fc.constant(1e9)),
          },
          { requiredKeys: [] },
        ),
      ),
    },
    { requiredKeys: [] },
  );

/** A JSON body, or the same as text with a lying content type, or text that is no JSON at all. */
const asPayload = (body: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 6, arbitrary: body.map((b) => ({ payload: JSON.stringify(b), type: 'application/json' })) },
    { weight: 1, arbitrary: body.map((b) => ({ payload: JSON.stringify(b), type: 'text/plain' })) },
    { weight: 1, arbitrary: hostileString.map((s) => ({ payload: s, type: 'application/json' })) },
  );

const roundPath = (suffix = '') =>
  hostileId(roundIds).map((id) => `/api/rounds/${percentEncode(id)}${suffix}`);

const send = (
  method: InjectOptions['method'],
  url: fc.Arbitrary<string>,
  body?: fc.Arbitrary<{ payload: string; type: string }>,
) =>
  fc.tuple(url, caller(), body ?? fc.constant(undefined)).map(([path, who, b]): InjectOptions => ({
    method,
    url: path,
    headers: { ...tokens[who], ...(b ? { 'content-type': b.type } : {}) },
    ...(b ? { payload: b.payload } : {}),
  }));

const query = (keys: readonly string[], values: fc.Arbitrary<string>) =>
  fc
    .array(fc.tuple(hostileKey(keys).map(percentEncode), values.map(percentEncode)), { maxLength: 6 })
    .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''));

const queryValue = fc.oneof(
  fc.constantFrom(
    'open',
    'finished',
    ...ROUND_KINDS,
    ...ROUND_ITEM_STATES,
    'pdf',
    'csv',
    '1',
    '0',
    '-1',
    '101',
  ),
  fc.constantFrom('Quay 1', 'Store', 'Buoy'),
  hostileString,
);

const hostile = (arbitrary: fc.Arbitrary<InjectOptions>, numRuns: number) =>
  fc.assert(
    fc.asyncProperty(arbitrary, async (request) => {
      await probe.send(request);
    }),
    { numRuns },
  );

describe('hostile input on rounds never gets a 5xx, changes nothing on a 4xx and pollutes no prototype', () => {
  it(
    'POST /api/rounds',
    () => hostile(send('POST', fc.constant('/api/rounds'), asPayload(roundBody())), 150),
    60_000,
  );
  it('PUT /api/rounds/:id', () => hostile(send('PUT', roundPath(), asPayload(roundBody())), 120), 60_000);
  it(
    'POST /api/rounds/:id/marks',
    () => hostile(send('POST', roundPath('/marks'), asPayload(markBody())), 200),
    60_000,
  );
  it(
    'POST /api/rounds/:id/moves',
    () => hostile(send('POST', roundPath('/moves'), asPayload(markBody())), 80),
    60_000,
  );
  it(
    'GET /api/rounds, preview, items and report with any query',
    () =>
      hostile(
        send(
          'GET',
          fc.oneof(
            query(['status', 'kind', 'page', 'limit'], queryValue).map((q) => `/api/rounds${q}`),
            query(['location', 'type'], queryValue).map((q) => `/api/rounds/preview${q}`),
            fc
              .tuple(roundPath('/items'), query(['state', 'page', 'limit'], queryValue))
              .map(([path, q]) => `${path}${q}`),
            fc.tuple(roundPath('/report'), query(['format'], queryValue)).map(([path, q]) => `${path}${q}`),
            hostileId(assetIds).map((id) => `/api/assets/${percentEncode(id)}/rounds`),
          ),
        ),
        200,
      ),
    60_000,
  );
  it('POST /api/rounds/:id/finish', () => hostile(send('POST', roundPath('/finish')), 30), 60_000);
});
