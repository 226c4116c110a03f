/** Hostile requests for each endpoint that takes input: bodies, ids, query strings, tokens. */
import type { InjectOptions } from 'fastify';
import fc from 'fast-check';
import { ASSET_SORT_FIELDS, ASSET_STATUSES, QR_FORMATS } from '@harbour/contract';
import { ADMIN, bearer } from '../test-app';
import { anyBody, type Body, type Plausible } from './bodies';
import { hostileId, hostileKey, hostileString, weirdButValidText } from './strings';

export interface Fixture {
  adminToken: string;
  userToken: string;
  /** Users the requests may edit; never the signed-in admin. */
  userIds: string[];
  /** Assets the requests may edit or delete; never the one the after-checks read. */
  assetIds: string[];
  /** Paths of stored images and QR codes, to be tampered with. */
  uploadPaths: string[];
  /** Inspection plans the requests may edit, delete or answer. */
  planIds: string[];
}

/** Percent-encodes any text; a lone surrogate (which encodeURIComponent refuses) goes as U+FFFD, as a browser sends it. */
export const percentEncode = (text: string) => encodeURIComponent(text.replace(/\p{Cs}/gu, '\ufffd'));

/** Mostly the admin; sometimes a user, nobody, or a forged token: 401 and 403 are answers too. */
const auth = (fx: Fixture): fc.Arbitrary<Record<string, string>> =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constant(bearer(fx.adminToken)) },
    { weight: 1, arbitrary: fc.constant(bearer(fx.userToken)) },
    { weight: 1, arbitrary: fc.constant({}) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        bearer('e30.e30.e30'),
        { authorization: 'Bearer ' },
        bearer(`${fx.adminToken}x`),
      ),
    },
  );

const request = (
  method: InjectOptions['method'],
  url: fc.Arbitrary<string>,
  headers: fc.Arbitrary<Record<string, string>>,
  body?: fc.Arbitrary<Body>,
): fc.Arbitrary<InjectOptions> =>
  fc.tuple(url, headers, body ?? fc.constant(undefined)).map(([path, auth, b]) => ({
    method,
    url: path,
    headers: { ...auth, ...b?.headers },
    ...(b ? { payload: b.payload } : {}),
  }));

/** Path segments as sent on the wire, including percent-sequences that do not decode. */
const UNDECODABLE = ['%', '%zz', '%FF', '%C0%AF', '%E0%A4%A', '%ED%A0%80', `${'%41'.repeat(40)}%`];

const idPath = (prefix: string, ids: readonly string[]) =>
  fc
    .oneof(
      { weight: 9, arbitrary: hostileId(ids).map(percentEncode) },
      { weight: 1, arbitrary: fc.constantFrom(...UNDECODABLE) },
    )
    .map((segment) => `${prefix}${segment}`);

const assetFields = (fx: Fixture): Plausible => ({
  name: fc.oneof(weirdButValidText(200), hostileString),
  type: fc.oneof(weirdButValidText(200), hostileString),
  location: fc.oneof(weirdButValidText(200), hostileString),
  status: fc.oneof(fc.constantFrom(...ASSET_STATUSES, 'in use', ' reservable ', '', 'Broken'), hostileString),
  assignedTo: fc.oneof(fc.constantFrom('', 'null', 'undefined', ...fx.userIds), hostileId(fx.userIds)),
  assignedToName: hostileString,
  dateAssigned: hostileString,
  serialNumber: hostileString,
});

const userFields: Plausible = {
  username: fc.oneof(fc.stringMatching(/^[a-z][a-z0-9._-]{2,20}$/), weirdButValidText(50), hostileString),
  password: fc.oneof(fc.constantFrom('a-long-password-1', 'short', ''), hostileString),
  role: fc.oneof(fc.constantFrom('user', 'admin', 'USER', 'root', ''), hostileString),
};

export const loginRequests: fc.Arbitrary<InjectOptions> = fc
  .tuple(
    anyBody({
      username: fc.oneof(fc.constantFrom(ADMIN.username, ` ${ADMIN.username} `, 'ADMIN'), hostileString),
      password: fc.oneof(fc.constant(ADMIN.password), hostileString),
    }),
    // Not the address of the test's own sign-ins, which the failures would throttle.
    fc.constantFrom('203.0.113.7', '198.51.100.23'),
  )
  .map(([body, remoteAddress]) => ({
    method: 'POST',
    url: '/api/auth/login',
    headers: body.headers,
    payload: body.payload,
    remoteAddress,
  }));

export const createUserRequests = (fx: Fixture) =>
  request('POST', fc.constant('/api/admin/create-user'), auth(fx), anyBody(userFields));

export const updateUserRequests = (fx: Fixture) =>
  request('PUT', idPath('/api/admin/users/', fx.userIds), auth(fx), anyBody(userFields));

export const deleteUserRequests = (fx: Fixture) =>
  request(
    'DELETE',
    idPath('/api/admin/users/', fx.userIds),
    auth(fx),
    fc.option(anyBody(userFields), { nil: undefined }).map((b) => b ?? { payload: '', headers: {} }),
  );

export const getAssetRequests = (fx: Fixture) =>
  request('GET', idPath('/api/assets/', fx.assetIds), auth(fx));

export const createAssetRequests = (fx: Fixture) =>
  request('POST', fc.constant('/api/assets'), auth(fx), anyBody(assetFields(fx)));

export const updateAssetRequests = (fx: Fixture) =>
  request('PUT', idPath('/api/assets/', fx.assetIds), auth(fx), anyBody(assetFields(fx)));

export const deleteAssetRequests = (fx: Fixture) =>
  request('DELETE', idPath('/api/assets/', fx.assetIds), auth(fx));

export const scanRequests = (fx: Fixture) =>
  request(
    'POST',
    fc.constant('/api/assets/scan'),
    auth(fx),
    anyBody({
      assetId: hostileId(fx.assetIds),
      scanLocation: fc.oneof(fc.constantFrom('http://localhost:5173/admin/scan'), hostileString),
    }),
  );

const LIST_KEYS = ['q', 'status', 'type', 'location', 'assignedTo', 'sort', 'page', 'limit'] as const;
const NUMBERS = [
  '1',
  '2',
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  '999999999999',
  'abc',
  ' 1',
  '',
  'Infinity',
  'NaN',
];
/** Query values as sent on the wire, including percent-sequences that are not valid UTF-8. */
const RAW_QUERY_VALUES = ['%', '%zz', '%FF', '%C0%AF', '%ED%A0%80', '%00', '+', '&', '=', '[]'];

const listValue = (fx: Fixture): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: hostileString.map(percentEncode) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERY_VALUES) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...NUMBERS, ...ASSET_STATUSES, 'none', ...fx.userIds).map(percentEncode),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        ...ASSET_SORT_FIELDS.flatMap((f) => [f, `-${f}`]),
        '--name',
        'password_hash',
      ),
    },
  );

const RAW_QUERIES = [
  '?',
  '?&&&',
  '?=',
  '?q',
  '?q=%',
  '?%00=1',
  '?a[b]=c',
  '?__proto__[polluted]=1',
  '?constructor[prototype][polluted]=1',
  '?__proto__=x&polluted=1',
];

export const listRequests = (fx: Fixture) =>
  request(
    'GET',
    fc.oneof(
      {
        weight: 8,
        arbitrary: fc
          .array(fc.tuple(hostileKey(LIST_KEYS).map(percentEncode), listValue(fx)), { maxLength: 6 })
          .map((pairs) => `/api/assets?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`),
      },
      { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERIES).map((q) => `/api/assets${q}`) },
    ),
    auth(fx),
  );

export const qrRequests = (fx: Fixture) =>
  request(
    'GET',
    fc
      .tuple(
        hostileId(fx.assetIds),
        fc.array(fc.oneof(fc.constantFrom(...QR_FORMATS, 'PNG', 'gif', ''), hostileString), { maxLength: 2 }),
      )
      .map(
        ([id, formats]) =>
          `/api/admin/assets/${percentEncode(id)}/qr-code${formats.length ? '?' : ''}${formats.map((f) => `format=${percentEncode(f)}`).join('&')}`,
      ),
    fc
      .tuple(auth(fx), fc.constantFrom('image/png', 'application/pdf', '*/*', 'text/html'))
      .map(([a, accept]) => ({ ...a, accept })),
  );

export const uploadRequests = (fx: Fixture) =>
  request(
    'GET',
    fc.oneof(
      fc
        .tuple(fc.constantFrom('/uploads/', '/uploads/qr/'), hostileString)
        .map(([dir, name]) => dir + percentEncode(name)),
      fc.tuple(fc.constantFrom(...fx.uploadPaths), fc.nat(), hostileString).map(
        // A real name with one character changed, cut short or made longer.
        ([path, at, extra]) => {
          const i = at % path.length;
          return path.slice(0, i) + percentEncode(extra.slice(0, 3)) + path.slice(i + 1);
        },
      ),
      fc.constantFrom(
        '/uploads/../api/health',
        '/uploads/..%2f..%2fpackage.json',
        '/uploads/%2e%2e/etc/passwd',
      ),
      fc
        .tuple(fc.constantFrom('/uploads/', '/uploads/qr/'), fc.constantFrom(...UNDECODABLE))
        .map(([d, n]) => d + n),
    ),
    fc.oneof(fc.constant({}), auth(fx)),
  );

/** A value that is mostly what a JSON field wants, and otherwise anything JSON can hold. */
const jsonish = <T>(plausible: fc.Arbitrary<T>) =>
  fc.oneof(
    { weight: 15, arbitrary: plausible },
    {
      weight: 1,
      arbitrary: fc.oneof(
        hostileString,
        fc.double(),
        fc.boolean(),
        fc.constant(null),
        fc.array(hostileString, { maxLength: 2 }),
      ),
    },
  );

const interval = fc.record({
  count: jsonish(
    fc.oneof(
      { weight: 8, arbitrary: fc.integer({ min: 1, max: 60 }) },
      { weight: 1, arbitrary: fc.constantFrom(0, 1201) },
    ),
  ),
  unit: jsonish(
    fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom('days', 'weeks', 'months', 'years') },
      { weight: 1, arbitrary: fc.constant('fortnights') },
    ),
  ),
});

const checklistItem = fc.record(
  {
    id: jsonish(fc.oneof(fc.stringMatching(/^[a-z0-9-]{1,40}$/), fc.constantFrom('seal', 'Bad Id'))),
    label: jsonish(weirdButValidText(200)),
    kind: jsonish(fc.constantFrom('pass-fail', 'number', 'text', 'photo', 'pass-fail', 'video')),
    unit: jsonish(weirdButValidText(20)),
    required: jsonish(fc.boolean()),
  },
  { requiredKeys: ['id', 'label', 'kind'] },
);

/** Plan bodies: mostly well-formed JSON with some hostile fields, so requests reach past the schema. */
const planBodies = (fx: Fixture): fc.Arbitrary<Body> =>
  fc.oneof(
    {
      weight: 3,
      arbitrary: fc
        .record(
          {
            name: jsonish(fc.oneof(weirdButValidText(200), fc.constantFrom('Raft service', 'RAFT SERVICE'))),
            reference: jsonish(weirdButValidText(200)),
            rule: jsonish(
              fc.record(
                {
                  every: interval,
                  firstOf: fc.record({
                    from: jsonish(fc.constantFrom('manufacture', 'in-service')),
                    after: interval,
                  }),
                  olderThan: fc.record({ years: jsonish(fc.integer({ min: 0, max: 101 })), every: interval }),
                },
                { requiredKeys: ['every'] },
              ),
            ),
            dueSoonDays: jsonish(fc.integer({ min: -1, max: 400 })),
            checklist: jsonish(fc.array(checklistItem, { maxLength: 3 })),
            failSetsMaintenance: jsonish(fc.boolean()),
            assetTypes: jsonish(
              fc.array(fc.oneof(fc.constantFrom('Raft', 'Crane', 'Boat'), hostileString), { maxLength: 3 }),
            ),
            assetIds: jsonish(
              fc.oneof(
                { weight: 4, arbitrary: fc.subarray(fx.assetIds) },
                { weight: 1, arbitrary: fc.array(hostileId(fx.assetIds), { maxLength: 3 }) },
              ),
            ),
          },
          { requiredKeys: ['name', 'rule', 'checklist'] },
        )
        .map((body) => ({ payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } })),
    },
    { weight: 1, arbitrary: anyBody({ name: hostileString, rule: hostileString, checklist: hostileString }) },
  );

export const createPlanRequests = (fx: Fixture) =>
  request('POST', fc.constant('/api/admin/inspection-plans'), auth(fx), planBodies(fx));

export const updatePlanRequests = (fx: Fixture) =>
  request('PUT', idPath('/api/admin/inspection-plans/', fx.planIds), auth(fx), planBodies(fx));

export const deletePlanRequests = (fx: Fixture) =>
  request('DELETE', idPath('/api/admin/inspection-plans/', fx.planIds), auth(fx));

/** Answers to the fixture plans' items (seal: pass-fail, pressure: number), sometimes of the wrong kind. */
const answer = fc.oneof(
  { weight: 4, arbitrary: fc.record({ itemId: fc.constant('seal'), pass: jsonish(fc.boolean()) }) },
  {
    weight: 2,
    arbitrary: fc.record({ itemId: fc.constant('pressure'), value: jsonish(fc.double({ noNaN: true })) }),
  },
  {
    weight: 1,
    arbitrary: fc.record(
      {
        itemId: jsonish(fc.constantFrom('seal', 'pressure', 'photo', 'ghost')),
        pass: jsonish(fc.boolean()),
        value: jsonish(fc.double()),
        text: jsonish(weirdButValidText(2001)),
      },
      { requiredKeys: ['itemId'] },
    ),
  },
);

const inspectionJson = (fx: Fixture) =>
  fc.record(
    {
      planId: jsonish(
        fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...fx.planIds) }, hostileId(fx.planIds)),
      ),
      answers: jsonish(fc.uniqueArray(answer, { maxLength: 2, selector: (a) => a.itemId })),
      notes: jsonish(weirdButValidText(4001)),
      position: jsonish(
        fc.record({
          lat: jsonish(fc.double({ min: -95, max: 95, noNaN: true })),
          lon: jsonish(fc.double({ min: -185, max: 185, noNaN: true })),
          accuracy: jsonish(fc.double({ min: 0, max: 1000, noNaN: true })),
        }),
      ),
    },
    { requiredKeys: ['planId', 'answers'] },
  );

/** Inspections as JSON, as multipart (the JSON in `inspection`, photos as `photo.<id>`), or anything at all. */
export const inspectionRequests = (fx: Fixture) =>
  request(
    'POST',
    idPath('/api/assets/', fx.assetIds).map((path) => `${path}/inspections`),
    auth(fx),
    fc.oneof(
      {
        weight: 3,
        arbitrary: inspectionJson(fx).map((body) => ({
          payload: JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
        })),
      },
      {
        weight: 2,
        arbitrary: anyBody({
          inspection: inspectionJson(fx).map((body) => JSON.stringify(body)),
          'photo.photo': hostileString,
        }),
      },
    ),
  );

const COMPLIANCE_KEYS = ['status', 'type', 'location', 'kind', 'page', 'limit'] as const;

export const complianceListRequests = (fx: Fixture) =>
  request(
    'GET',
    fc.oneof(
      {
        weight: 8,
        arbitrary: fc
          .array(
            fc.tuple(
              hostileKey(COMPLIANCE_KEYS).map(percentEncode),
              fc.oneof(
                listValue(fx),
                fc.constantFrom('overdue', 'due-soon', 'ok', 'none', 'inspection', 'document', 'Raft'),
              ),
            ),
            { maxLength: 6 },
          )
          .map((pairs) => `/api/compliance?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`),
      },
      { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERIES).map((q) => `/api/compliance${q}`) },
    ),
    auth(fx),
  );

/** The asset pages' reads: compliance, inspections and history, with any id and any paging. */
export const assetPageRequests = (fx: Fixture) =>
  request(
    'GET',
    fc
      .tuple(
        idPath('/api/assets/', fx.assetIds),
        fc.constantFrom('compliance', 'inspections', 'history'),
        fc.array(fc.tuple(hostileKey(['page', 'limit']).map(percentEncode), listValue(fx)), { maxLength: 3 }),
      )
      .map(([path, what, pairs]) => `${path}/${what}?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`),
    auth(fx),
  );
