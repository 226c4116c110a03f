/** The requests under load, one autocannon configuration each. */
import type { Options } from 'autocannon';
import { BENCH_ADMIN, BENCH_PASSWORD } from '../seed/generate';
import type { Fixtures } from './fixtures';
import { benchImo } from '../seed/field-values';

export interface Scenario {
  name: string;
  target: 'app' | 'baseline';
  /** A yardstick measured in each round (baseline.ts): its name, which scenarios name as measuredAgainst. */
  floor?: string;
  /** The floor this scenario's req/s is divided by, in the same round. */
  measuredAgainst?: string;
  options(url: string, connections: number, duration: number): Options;
}

/** A multipart form of text fields, as the web app's FormData sends an asset edit. */
function multipartFields(fields: Record<string, string>) {
  const boundary = '----harbourbenchedit';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    body: `${parts.join('')}--${boundary}--\r\n`,
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Cycles through a fixed list of paths, one per request. */
function rotating(
  paths: readonly string[],
  headers: Record<string, string>,
  method = 'GET',
  body?: (i: number) => string,
) {
  let i = 0;
  return [
    {
      method,
      headers,
      setupRequest: (request: { path?: string; body?: string | Buffer }) => {
        const n = i++;
        return { ...request, path: paths[n % paths.length] ?? '/', ...(body ? { body: body(n) } : {}) };
      },
    },
  ];
}

/** Searches a user types: common words, places with Ø and Æ, a person, and one that matches nothing. */
const SEARCHES = [
  'vhf',
  'tromsø berth',
  'pb ørsund',
  'erik',
  'buoy 00',
  'crane',
  'quay 2',
  'ægir',
  'no such thing',
];

/** Terms a trigram cannot serve (one or two characters) and the LIKE wildcards, which match literally. */
const SHORT_SEARCHES = ['v', 'ø', 'vh', '00', '%', '_'];

/**
 * Filters on a choice and a yes-no field of the bench set (life rafts' SOLAS pack, buoys lit or not), and
 * IMO numbers searched as people write them: with "IMO " and without, and one no vessel has.
 */
const FIELD_FILTERS = [
  'field.solas_pack=A',
  'field.solas_pack=b',
  'field.lit=yes',
  'field.lit=no&status=Available',
];
/**
 * Location filters on the tree of 2,000 (bench/seed/locations.ts), each taking the location's subtree: a
 * port (8 levels, some 15,000 assets), one of its berths, a shelf four levels down, and a leaf box.
 */
const LOCATION_FILTERS = [
  'Tromsø',
  'Tromsø / Tromsø Berth 1',
  'Tromsø / Tromsø Berth 1 / Store 1 / Room 1 / Shelf 1',
  'Tromsø / Tromsø Berth 1 / Store 1 / Room 1 / Shelf 1 / Bay 1 / Bin 1 / Box 1',
];
/** The map's GeoJSON: every charted asset of a type (some 20,000 buoys), and a port's subtree. */
const MAP_QUERIES = ['type=Buoy', `location=${encodeURIComponent('Bergen')}`];
/** The triage list as an administrator opens and filters it (new first, by default). */
const TRIAGE_QUERIES = [
  '',
  'state=new,accepted&severity=safety',
  'type=Buoy',
  'state=closed&sort=-createdAt',
];
/** Availability over a year and a month, the whole register and one type. */
const AVAILABILITY_PERIODS = [
  { label: 'last 365 days', days: 365, filter: '' },
  { label: 'last 30 days, type=Buoy', days: 30, filter: '&type=Buoy' },
];
const IMO_SEARCHES = [`IMO ${benchImo(1234)}`, benchImo(7), benchImo(99_999)];

/** The list's sortable columns: a deep page in each, both directions. */
const SORTS = ['name', 'type', 'location', 'status', 'lastUpdated', 'createdAt'];

/** What the Compliance screen asks for: a status, a type, a location, and two together. */
const COMPLIANCE_FILTERS = [
  'status=overdue',
  'status=due-soon',
  'type=Life%20Raft',
  `location=${encodeURIComponent('Tromsø / Tromsø Berth 1')}`,
  'status=overdue&type=Buoy',
];
/** The requests of the asset page besides the asset itself. */
const ASSET_PAGE_PARTS = [
  ['compliance', 'compliance'],
  ['inspections', 'inspections'],
  ['documents', 'documents'],
  ['history', 'history?page=1&limit=10'],
] as const;

/** What the Download QR page's search box is given: a name, a surname, a non-ASCII letter, a near miss. */
const USER_SEARCHES = ['maria', 'hansen', 'å', 'erik.h', 'zz'];

/** The bare Fastify route answering an asset's bytes without database: every round's yardstick. */
export const BASELINE_NAME = 'baseline (bare Fastify, same bytes)';

/** A bare read of one asset through `pg` (pool of 10), and a bare insert of one activity row. */
const PG_READ_FLOOR = 'bare Fastify + pg primary-key query';
const INSERT_FLOOR = 'bare insert of an activity row';

export function scenarios(f: Fixtures, database: 'sqlite' | 'postgres'): Scenario[] {
  const { rounds } = f;
  const round = rounds[0]!;
  let markRound = 0;
  const admin = { authorization: `Bearer ${f.adminToken}` };
  const employee = { authorization: `Bearer ${f.employeeToken}` };
  const json = { 'content-type': 'application/json' };
  const ids = f.assetIds;
  const base = (url: string, connections: number, duration: number) => ({ url, connections, duration });
  const get = (name: string, paths: string[], headers: Record<string, string>): Scenario => ({
    name,
    target: 'app',
    options: (url, c, d) => ({ ...base(url, c, d), requests: rotating(paths, headers) }),
  });
  const walkers = rounds.flatMap((r) => r.walkerTokens);
  let written = 0;
  /** A JSON POST by the next of many people, each with its own Idempotency-Key. */
  const walkerWrite = (path: (n: number) => string, body: (n: number) => string) => ({
    method: 'POST',
    setupRequest: (request: { headers?: Record<string, string> }) => {
      const n = written++;
      return {
        ...request,
        path: path(n),
        headers: {
          ...json,
          authorization: `Bearer ${walkers[n % walkers.length] ?? ''}`,
          'idempotency-key': `bench-${Date.now()}-${n}`,
        },
        body: body(n),
      };
    },
  });
  const pages = Array.from({ length: 50 }, (_, i) => `/api/assets?page=${i + 1}&limit=10`);
  const complianceListPages = Array.from({ length: 20 }, (_, i) => `/api/compliance?page=${i + 1}&limit=10`);
  const complianceFiltered = COMPLIANCE_FILTERS.flatMap((filter) =>
    [1, 2, 3].map((page) => `/api/compliance?${filter}&page=${page}&limit=10`),
  );
  const searches = SEARCHES.flatMap((q) =>
    [1, 2, 3].map((page) => `/api/assets?page=${page}&limit=10&q=${encodeURIComponent(q)}`),
  );
  // One scenario per term: its own p99, so no slow term hides behind fast ones.
  const searchEach = [...SEARCHES, ...SHORT_SEARCHES].map((q) =>
    get(
      `search "${q}", page 1-3`,
      [1, 2, 3].map((page) => `/api/assets?page=${page}&limit=10&q=${encodeURIComponent(q)}`),
      admin,
    ),
  );
  const fieldFilterEach = FIELD_FILTERS.map((filter) =>
    get(
      `field filter ${filter}, page 1-3`,
      [1, 2, 3].map((page) => `/api/assets?page=${page}&limit=10&${filter}`),
      admin,
    ),
  );
  const locationFilterEach = LOCATION_FILTERS.map((location) =>
    get(
      `subtree filter "${location}", page 1-3`,
      [1, 2, 3].map((page) => `/api/assets?page=${page}&limit=10&location=${encodeURIComponent(location)}`),
      admin,
    ),
  );
  const mapEach = MAP_QUERIES.map((query) =>
    get(`map GeoJSON ${decodeURIComponent(query)}`, [`/api/map/assets?${query}`], admin),
  );
  const triageEach = TRIAGE_QUERIES.map((query) =>
    get(
      `triage list ${query || 'as opened'}, page 1-3`,
      [1, 2, 3].map((page) => `/api/defects?page=${page}&limit=10${query && `&${query}`}`),
      admin,
    ),
  );
  const now = Date.now();
  const availabilityEach = AVAILABILITY_PERIODS.map(({ label, days, filter }) => {
    const period = `from=${new Date(now - days * 86_400_000).toISOString()}&to=${new Date(now).toISOString()}`;
    return get(`availability ${label}`, [`/api/availability?${period}${filter}&page=1&limit=10`], admin);
  });
  const imoSearchEach = IMO_SEARCHES.map((q) =>
    get(`search IMO "${q}", page 1`, [`/api/assets?page=1&limit=10&q=${encodeURIComponent(q)}`], admin),
  );
  // Page 5,000 of 10 (offset 49,990) and its neighbours, ascending and descending.
  const deepPages = SORTS.map((sort) =>
    get(
      `deep page 5000, sort ${sort}`,
      [5000, 5001, 5002].flatMap((page) =>
        [sort, `-${sort}`].map((s) => `/api/assets?page=${page}&limit=10&sort=${s}`),
      ),
      admin,
    ),
  );
  const qr = (format: string) =>
    get(
      `QR download ${format}`,
      ids.slice(0, 200).map((id) => `/api/admin/assets/${id}/qr-code?format=${format}`),
      admin,
    );
  return [
    {
      name: BASELINE_NAME,
      target: 'baseline',
      options: (url, c, d) => ({
        ...base(url, c, d),
        requests: rotating(
          ids.map((id) => `/api/assets/${id}`),
          {},
        ),
      }),
    },
    ...(database === 'postgres'
      ? [
          {
            name: PG_READ_FLOOR,
            target: 'baseline',
            floor: PG_READ_FLOOR,
            options: (url, c, d) => ({
              ...base(url, c, d),
              requests: rotating(
                ids.map((id) => `/floor/assets/${id}`),
                {},
              ),
            }),
          } satisfies Scenario,
        ]
      : []),
    {
      ...get(
        'GET /api/assets/:id',
        ids.map((id) => `/api/assets/${id}`),
        employee,
      ),
      ...(database === 'postgres' ? { measuredAgainst: PG_READ_FLOOR } : {}),
    },
    get('list, page 1-50', pages, admin),
    get('list, searched, page 1-3', searches, admin),
    ...searchEach,
    ...fieldFilterEach,
    ...locationFilterEach,
    ...mapEach,
    ...imoSearchEach,
    ...triageEach,
    ...availabilityEach,
    ...deepPages,
    get('admin dashboard', ['/api/dashboard/admin'], admin),
    get('employee dashboard', ['/api/dashboard/user'], employee),
    get('users with assets', ['/api/admin/users-with-assets'], admin),
    get(
      'users with assets, paged 1-20',
      Array.from({ length: 20 }, (_, i) => `/api/admin/users-with-assets?page=${i + 1}&limit=10`),
      admin,
    ),
    get(
      'users with assets, searched',
      USER_SEARCHES.map((q) => `/api/admin/users-with-assets?page=1&limit=10&q=${encodeURIComponent(q)}`),
      admin,
    ),
    get('compliance list, page 1-20', complianceListPages, admin),
    get('compliance list, filtered', complianceFiltered, admin),
    get('compliance list, employee', ['/api/compliance?page=1&limit=10'], employee),
    ...ASSET_PAGE_PARTS.map(([name, part]) =>
      get(
        `asset page: ${name}`,
        ids.map((id) => `/api/assets/${id}/${part}`),
        admin,
      ),
    ),
    get(
      'round page (5,000 expected)',
      [
        `/api/rounds/${round.id}`,
        `/api/rounds/${round.id}/items?limit=20`,
        `/api/rounds/${round.id}/items?state=pending&limit=20`,
        `/api/rounds/${round.id}/items?state=found&limit=20`,
      ],
      admin,
    ),
    {
      // Every asset of a fresh round once: each request is a 'found' mark (a write), none a duplicate.
      name: 'round mark (5,000 expected, each found once)',
      target: 'app',
      options: (url, c) => {
        const { id, assetIds, walkerTokens } = rounds[markRound++ % rounds.length]!;
        let i = 0;
        return {
          url,
          connections: c,
          duration: 0,
          amount: assetIds.length,
          requests: [
            {
              method: 'POST',
              path: `/api/rounds/${id}/marks`,
              setupRequest: (request: { headers?: Record<string, string> }) => {
                const n = i++;
                return {
                  ...request,
                  headers: { ...json, authorization: `Bearer ${walkerTokens[n % walkerTokens.length]}` },
                  body: JSON.stringify({
                    assetId: assetIds[n],
                    position: { lat: 69.6497, lon: 18.9557, accuracy: 8 },
                  }),
                };
              },
            },
          ],
        };
      },
    },
    {
      name: 'round report PDF (5,000 lines)',
      target: 'app',
      options: (url, c, d) => ({
        ...base(url, c, d),
        timeout: 30,
        requests: rotating([`/api/rounds/${round.id}/report?format=pdf`], admin),
      }),
    },
    {
      name: 'label sheet PDF (1,000 labels, Avery L7651)',
      target: 'app',
      options: (url, c, d) => ({
        ...base(url, c, d),
        timeout: 60,
        requests: [
          {
            method: 'POST',
            path: '/api/admin/labels',
            headers: { ...admin, ...json },
            body: JSON.stringify({ templateId: 'avery-l7651', assetIds: ids.slice(0, 1000) }),
          },
        ],
      }),
    },
    {
      name: 'login',
      target: 'app',
      options: (url, c, d) => ({
        ...base(url, c, d),
        method: 'POST',
        headers: json,
        body: JSON.stringify({ username: BENCH_ADMIN, password: BENCH_PASSWORD }),
        requests: [{ method: 'POST', path: '/api/auth/login' }],
      }),
    },
    // Writes at the same connections as a bare insert of one activity row into the same database, just
    // before them: each one's ratio to it. Scans and inspections are rate-limited per person (a burst of
    // 120, then 2 a second), so they rotate over every round walker, as many people scan at once.
    {
      name: INSERT_FLOOR,
      target: 'baseline',
      floor: INSERT_FLOOR,
      options: (url, c, d) => ({
        ...base(url, c, d),
        requests: rotating(['/floor/insert'], json, 'POST', () => '{}'),
      }),
    },
    {
      name: 'scan recording',
      target: 'app',
      measuredAgainst: INSERT_FLOOR,
      options: (url, c, d) => ({
        ...base(url, c, d),
        requests: [
          walkerWrite(
            () => '/api/assets/scan',
            (n) => JSON.stringify({ assetId: ids[n % ids.length], scanLocation: '69.64970,18.95570' }),
          ),
        ],
      }),
    },
    {
      name: 'asset edit (same fields)',
      target: 'app',
      measuredAgainst: INSERT_FLOOR,
      options: (url, c, d) => {
        let i = 0;
        return {
          ...base(url, c, d),
          requests: [
            {
              method: 'PUT',
              setupRequest: (request: { headers?: Record<string, string> }) => {
                const asset = f.editable[i++ % f.editable.length]!;
                const form = multipartFields({
                  name: asset.name,
                  type: asset.type,
                  location: asset.location,
                  status: asset.status,
                });
                return {
                  ...request,
                  path: `/api/assets/${asset.id}`,
                  headers: {
                    ...admin,
                    'content-type': form.contentType,
                    'idempotency-key': `bench-${Date.now()}-${i}`,
                  },
                  body: form.body,
                };
              },
            },
          ],
        };
      },
    },
    {
      name: 'inspection (passing, JSON)',
      target: 'app',
      measuredAgainst: INSERT_FLOOR,
      options: (url, c, d) => {
        const pick = (n: number) => f.inspections[n % f.inspections.length]!;
        return {
          ...base(url, c, d),
          requests: [
            walkerWrite(
              (n) => `/api/assets/${pick(n).assetId}/inspections`,
              (n) => pick(n).body,
            ),
          ],
        };
      },
    },
    {
      name: 'asset create with image',
      target: 'app',
      options: (url, c, d) => ({
        ...base(url, c, d),
        requests: [
          {
            method: 'POST',
            path: '/api/assets',
            headers: { ...admin, 'content-type': f.imageForm.contentType },
            body: f.imageForm.body,
          },
        ],
      }),
    },
    qr('png'),
    qr('jpg'),
    qr('svg'),
    qr('pdf'),
  ];
}
