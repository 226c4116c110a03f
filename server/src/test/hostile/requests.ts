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
