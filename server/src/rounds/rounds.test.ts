import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Asset, MarkResponse, Round, RoundItem } from '@harbour/contract';
import { complianceApi, planInput } from '../test/compliance-api';
import { pdfText } from '../test/pdf-read';
import { readWithPython } from '../test/python-csv';
import { snapshotState } from '../test/state-snapshot';
import { bearer, createTestApp, type TestApp } from '../test/test-app';
import { ROUND_MESSAGES } from './service';

let t: TestApp;
let crew: { id: string; token: string };
let otherCrew: { id: string; token: string };
/** Quay 7 holds three buoys and a crane; the store holds a buoy and a raft. */
let quay: Asset[];
let store: Asset[];

beforeAll(async () => {
  t = await createTestApp();
  crew = await t.createUser('deck.hand');
  otherCrew = await t.createUser('other.hand');
  quay = [];
  for (const [name, type] of [
    ['Buoy Q7-1', 'Buoy'],
    ['Buoy Q7-2', 'Buoy'],
    ['Buoy Q7-3', 'Buoy'],
    ['Crane Q7', 'Crane'],
  ] as const)
    quay.push(await t.createAsset({ name, type, location: 'Quay 7' }));
  store = [
    await t.createAsset({ name: 'Buoy spare', type: 'Buoy', location: 'Store' }),
    await t.createAsset({ name: '=Raft 12', type: 'Life Raft', location: 'Store' }),
  ];
});
afterAll(() => t.close());

const send = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token = t.adminToken,
  payload?: object,
  headers = {},
) =>
  t.server.inject({
    method,
    url,
    headers: { ...bearer(token), ...headers },
    ...(payload ? { payload } : {}),
  });

async function createRound(input: object = {}): Promise<Round> {
  const res = await send('POST', '/api/rounds', t.adminToken, {
    name: 'Quay 7 audit',
    kind: 'audit',
    scope: { locations: ['Quay 7'] },
    assignees: [crew.id],
    ...input,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Round>();
}

const mark = (roundId: string, assetId: string, token = crew.token, extra: object = {}, headers = {}) =>
  send('POST', `/api/rounds/${roundId}/marks`, token, { assetId, ...extra }, headers);

const items = async (roundId: string, query = '') =>
  (await send('GET', `/api/rounds/${roundId}/items?limit=100${query}`)).json<RoundItem[]>();

describe('creating a round', () => {
  it('freezes exactly the set its preview counted, by location and type', async () => {
    const preview = await send('GET', '/api/rounds/preview?location=Quay%207&location=Store&type=Buoy');
    expect(preview.json()).toEqual({ expected: 4 });
    const round = await createRound({ scope: { locations: ['Quay 7', 'Store'], types: ['Buoy'] } });
    expect(round).toMatchObject({
      status: 'open',
      kind: 'audit',
      counts: { expected: 4, found: 0, missing: 4, unexpected: 0 },
      assignees: [{ _id: crew.id, username: 'deck.hand' }],
      can: { mark: true, finish: true, edit: true },
    });
    expect((await items(round._id)).map((i) => i.assetName).sort()).toEqual([
      'Buoy Q7-1',
      'Buoy Q7-2',
      'Buoy Q7-3',
      'Buoy spare',
    ]);
    // An asset added after the start is not expected: the set was frozen then.
    const late = await t.createAsset({ name: 'Buoy Q7-4', type: 'Buoy', location: 'Quay 7' });
    expect((await send('GET', `/api/rounds/${round._id}`)).json<Round>().counts.expected).toBe(4);
    await t.server.inject({
      method: 'DELETE',
      url: `/api/assets/${late._id}`,
      headers: bearer(t.adminToken),
    });
  });

  it('with an empty scope expects every asset, and the preview says so', async () => {
    const all = (await send('GET', '/api/rounds/preview')).json<{ expected: number }>().expected;
    const round = await createRound({ name: 'Everything', kind: 'stocktake', scope: {} });
    expect(round.counts.expected).toBe(all);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const before = await snapshotState(t.db.kysely);
    const cases: [object, string][] = [
      [{ name: '' }, 'Name is required'],
      [{ kind: 'party' }, 'The kind must be one of: audit, stocktake, inspection'],
      [{ kind: 'inspection' }, 'An inspection round needs an inspection plan'],
      [{ planId: 'f'.repeat(24) }, 'No inspection plan has that id'],
      [{ assignees: ['e'.repeat(24)] }, `No user has the id ${'e'.repeat(24)}`],
      [{ dueOn: '2026-02-30' }, 'That date does not exist'],
      [{ scope: { locations: ['x'.repeat(201)] } }, 'at most 200 characters'],
    ];
    for (const [input, message] of cases) {
      const res = await send('POST', '/api/rounds', t.adminToken, {
        name: 'Bad',
        kind: 'audit',
        ...input,
      });
      expect(res.statusCode, JSON.stringify(input)).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(message);
    }
    expect(await snapshotState(t.db.kysely)).toEqual(before);
  });

  it('is for administrators only', async () => {
    const res = await send('POST', '/api/rounds', crew.token, { name: 'Mine', kind: 'audit' });
    expect(res.statusCode).toBe(403);
  });
});

describe('marking', () => {
  it('answers found, already found and unexpected, with counts, and records a scan for each change', async () => {
    const round = await createRound();
    const first = await mark(round._id, quay[0]!._id, crew.token, {
      position: { lat: 59.91234, lon: 10.75231, accuracy: 8 },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<MarkResponse>()).toMatchObject({
      result: 'found',
      item: {
        assetName: 'Buoy Q7-1',
        state: 'found',
        markedBy: 'deck.hand',
        position: { lat: 59.91234, lon: 10.75231, accuracy: 8 },
      },
      counts: { expected: 4, found: 1, missing: 3, unexpected: 0 },
    });
    const again = (await mark(round._id, quay[0]!._id, t.adminToken)).json<MarkResponse>();
    expect(again.result).toBe('already-found');
    expect(again.item.markedBy).toBe('deck.hand');
    const stranger = (await mark(round._id, store[0]!._id)).json<MarkResponse>();
    expect(stranger).toMatchObject({
      result: 'unexpected',
      item: { state: 'unexpected', location: 'Store' },
      counts: { found: 1, unexpected: 1 },
    });
    expect((await mark(round._id, store[0]!._id)).json<MarkResponse>().result).toBe('already-found');

    const scans = await t.db.kysely
      .selectFrom('activities')
      .select(['asset_id', 'scan_location'])
      .where('action', '=', 'scanned')
      .where('scan_location', '=', `Round '${round.name}'`)
      .execute();
    expect(scans.map((s) => s.asset_id).sort()).toEqual([quay[0]!._id, store[0]!._id].sort());
  });

  it('counts an asset once when two people scan it at the same moment, many times over', async () => {
    const round = await createRound({ assignees: [crew.id, otherCrew.id] });
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        mark(round._id, quay[1]!._id, i % 2 ? crew.token : otherCrew.token),
      ),
    );
    const answers = results.map((r) => r.json<MarkResponse>().result);
    expect(answers.filter((a) => a === 'found')).toHaveLength(1);
    expect(answers.filter((a) => a === 'already-found')).toHaveLength(11);
    const after = (await send('GET', `/api/rounds/${round._id}`)).json<Round>();
    expect(after.counts).toEqual({ expected: 4, found: 1, missing: 3, unexpected: 0 });
  });

  it('counts every asset when many are scanned at once', async () => {
    const round = await createRound({ scope: {}, assignees: [crew.id, otherCrew.id] });
    const all = await items(round._id);
    await Promise.all(
      all.map((item, i) => mark(round._id, item.assetId, i % 2 ? crew.token : otherCrew.token)),
    );
    const after = (await send('GET', `/api/rounds/${round._id}`)).json<Round>();
    expect(after.counts).toMatchObject({ found: all.length, missing: 0 });
    expect(after.version).toBe(1 + all.length);
  });

  it('treats a resend with the same Idempotency-Key as one mark, answered as the first time', async () => {
    const round = await createRound({ name: 'Resend round' });
    const key = { 'idempotency-key': 'scan-0001' };
    const first = await mark(round._id, quay[2]!._id, crew.token, {}, key);
    const resend = await mark(round._id, quay[2]!._id, crew.token, {}, key);
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toEqual(first.json());
    expect(resend.headers['idempotent-replayed']).toBe('true');
    const scans = await t.db.kysely
      .selectFrom('activities')
      .select('id')
      .where('asset_id', '=', quay[2]!._id)
      .where('scan_location', '=', `Round '${round.name}'`)
      .execute();
    expect(scans).toHaveLength(1);
  });

  it('answers a resend from someone taken off the round 404, as a new mark would be, not the stored counts', async () => {
    const round = await createRound({ name: 'Reassigned round', assignees: [crew.id, otherCrew.id] });
    const key = { 'idempotency-key': 'scan-reassigned' };
    const first = await mark(round._id, quay[3]!._id, otherCrew.token, {}, key);
    expect(first.statusCode).toBe(200);
    const finish = { 'idempotency-key': 'finish-reassigned' };
    const taken = await send('PUT', `/api/rounds/${round._id}`, t.adminToken, { assignees: [crew.id] });
    expect(taken.statusCode).toBe(200);
    for (const res of [
      await mark(round._id, quay[3]!._id, otherCrew.token, {}, key),
      await send('POST', `/api/rounds/${round._id}/finish`, otherCrew.token, undefined, finish),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.headers['idempotent-replayed']).toBeUndefined();
      expect(res.body).not.toContain('counts');
    }
    // Put back on it, the same resend is answered from the store again.
    await send('PUT', `/api/rounds/${round._id}`, t.adminToken, { assignees: [crew.id, otherCrew.id] });
    const back = await mark(round._id, quay[3]!._id, otherCrew.token, {}, key);
    expect(back.headers['idempotent-replayed']).toBe('true');
    expect(back.json()).toEqual(first.json());
  });

  // 100: under the field-write burst (120), by a person of its own, so the other tests keep their budget.
  it('keeps no stored answer for 100 refused marks with 100 keys', async () => {
    const marker = await t.createUser('refused.marker');
    const round = await createRound({ name: 'Refused marks', assignees: [marker.id] });
    const rows = async () =>
      Number(
        (
          await t.db.kysely
            .selectFrom('idempotency_keys')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await rows();
    for (let i = 0; i < 100; i++) {
      const res = await mark(
        round._id,
        'a'.repeat(24),
        marker.token,
        {},
        { 'idempotency-key': `unknown-${i}` },
      );
      expect(res.statusCode).toBe(404);
    }
    const elsewhere = await send(
      'POST',
      `/api/rounds/${'b'.repeat(24)}/marks`,
      marker.token,
      { assetId: quay[0]!._id },
      {
        'idempotency-key': 'no-such-round',
      },
    );
    expect(elsewhere.statusCode).toBe(404);
    expect(await rows()).toBe(before);
  });

  it('answers an unknown asset with 404 and changes nothing', async () => {
    const round = await createRound();
    const before = await snapshotState(t.db.kysely);
    const res = await mark(round._id, 'a'.repeat(24));
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toBe(ROUND_MESSAGES.assetNotFound);
    expect(await snapshotState(t.db.kysely)).toEqual(before);
  });

  it('refuses someone not assigned to the round as if it did not exist, and changes nothing', async () => {
    const round = await createRound();
    const before = await snapshotState(t.db.kysely);
    for (const res of [
      await mark(round._id, quay[0]!._id, otherCrew.token),
      await send('GET', `/api/rounds/${round._id}`, otherCrew.token),
      await send('GET', `/api/rounds/${round._id}/items`, otherCrew.token),
      await send('GET', `/api/rounds/${round._id}/report?format=csv`, otherCrew.token),
      await send('POST', `/api/rounds/${round._id}/finish`, otherCrew.token),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json<{ message: string }>().message).toBe(ROUND_MESSAGES.notFound);
    }
    expect(await snapshotState(t.db.kysely)).toEqual(before);
    const list = (await send('GET', '/api/rounds?limit=100', otherCrew.token)).json<Round[]>();
    expect(list.map((r) => r._id)).not.toContain(round._id);
  });
});

describe('finishing', () => {
  it('turns what was not found into missing and closes the round to marks, edits and moves', async () => {
    const round = await createRound();
    await mark(round._id, quay[0]!._id);
    const finished = await send('POST', `/api/rounds/${round._id}/finish`);
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json<Round>()).toMatchObject({
      status: 'finished',
      finishedBy: 'admin',
      counts: { expected: 4, found: 1, missing: 3, unexpected: 0 },
      can: { mark: false, finish: false, edit: false },
    });
    expect((await items(round._id, '&state=missing')).map((i) => i.assetName)).toEqual([
      'Buoy Q7-2',
      'Buoy Q7-3',
      'Crane Q7',
    ]);
    expect(await items(round._id, '&state=pending')).toEqual([]);

    const before = await snapshotState(t.db.kysely);
    const late = await mark(round._id, quay[1]!._id);
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toBe(ROUND_MESSAGES.finishedNoMarks);
    const edit = await send('PUT', `/api/rounds/${round._id}`, t.adminToken, { name: 'Renamed' });
    expect(edit.statusCode).toBe(409);
    const twice = await send('POST', `/api/rounds/${round._id}/finish`);
    expect(twice.json<{ message: string }>().message).toBe(ROUND_MESSAGES.alreadyFinished);
    expect(await snapshotState(t.db.kysely)).toEqual(before);
  });

  it('by an assignee only when the round allows it', async () => {
    const closed = await createRound();
    const refused = await send('POST', `/api/rounds/${closed._id}/finish`, crew.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(ROUND_MESSAGES.mayNotFinish);
    const allowed = await createRound({ assigneesMayFinish: true });
    expect(allowed.can.finish).toBe(true);
    const res = await send('POST', `/api/rounds/${allowed._id}/finish`, crew.token);
    expect(res.json<Round>()).toMatchObject({ status: 'finished', finishedBy: 'deck.hand' });
  });

  it('never lets a mark slip in beside a finish', async () => {
    const round = await createRound({ assignees: [crew.id, otherCrew.id] });
    const [finish, ...marks] = await Promise.all([
      send('POST', `/api/rounds/${round._id}/finish`),
      ...quay.map((asset, i) => mark(round._id, asset._id, i % 2 ? crew.token : otherCrew.token)),
    ]);
    expect(finish.statusCode).toBe(200);
    const accepted = marks.filter((m) => m.statusCode === 200).length;
    expect(marks.every((m) => m.statusCode === 200 || m.statusCode === 409)).toBe(true);
    const after = (await send('GET', `/api/rounds/${round._id}`)).json<Round>();
    const found = await items(round._id, '&state=found');
    expect(after.counts.found).toBe(found.length);
    expect(after.counts.missing).toBe((await items(round._id, '&state=missing')).length);
    expect(found.length).toBeLessThanOrEqual(accepted);
  });
});

describe('move here', () => {
  it("sets an unexpected asset's location to the round's one location and logs it", async () => {
    const round = await createRound();
    const raft = store[1]!;
    await mark(round._id, raft._id);
    const res = await send('POST', `/api/rounds/${round._id}/moves`, crew.token, { assetId: raft._id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ item: RoundItem }>().item).toMatchObject({ state: 'unexpected', location: 'Quay 7' });
    const asset = await send('GET', `/api/assets/${raft._id}`);
    expect(asset.json<Asset>().location).toBe('Quay 7');
    const history = await send('GET', `/api/assets/${raft._id}/history`);
    expect(history.body).toContain(`Location changed from 'Store' to 'Quay 7' in round 'Quay 7 audit'`);
    // Back where it was for the other tests.
    await send('PUT', `/api/assets/${raft._id}`, t.adminToken, {
      name: raft.name,
      type: raft.type,
      location: 'Store',
    });
  });

  it('is refused for an expected asset, and in a round over several locations', async () => {
    const round = await createRound();
    const expected = await send('POST', `/api/rounds/${round._id}/moves`, crew.token, {
      assetId: quay[0]!._id,
    });
    expect(expected.statusCode).toBe(409);
    expect(expected.json<{ message: string }>().message).toBe(ROUND_MESSAGES.moveOnlyUnexpected);
    const wide = await createRound({ scope: { locations: ['Quay 7', 'Quay 8'] } });
    await mark(wide._id, store[0]!._id);
    const res = await send('POST', `/api/rounds/${wide._id}/moves`, crew.token, { assetId: store[0]!._id });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(ROUND_MESSAGES.moveNeedsOneLocation);
  });
});

describe('reading rounds', () => {
  it('answers 304 to a poll while nothing changed, and the new version after a mark', async () => {
    const round = await createRound();
    const first = await send('GET', `/api/rounds/${round._id}`, crew.token);
    const etag = first.headers.etag as string;
    expect(etag).toBe(`W/"round-${round.version}"`);
    const unchanged = await send('GET', `/api/rounds/${round._id}`, crew.token, undefined, {
      'if-none-match': etag,
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    await mark(round._id, quay[3]!._id, t.adminToken);
    const changed = await send('GET', `/api/rounds/${round._id}`, crew.token, undefined, {
      'if-none-match': etag,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<Round>().counts.found).toBe(1);
  });

  it('lists items newest mark first, pages them, and filters by state', async () => {
    const round = await createRound();
    await mark(round._id, quay[2]!._id);
    await mark(round._id, quay[0]!._id);
    const res = await send('GET', `/api/rounds/${round._id}/items?limit=3&page=1`);
    expect(res.headers['x-total-count']).toBe('4');
    expect(res.json<RoundItem[]>().map((i) => i.assetName)).toEqual(['Buoy Q7-1', 'Buoy Q7-3', 'Buoy Q7-2']);
    const second = await send('GET', `/api/rounds/${round._id}/items?limit=3&page=2`);
    expect(second.json<RoundItem[]>().map((i) => i.assetName)).toEqual(['Crane Q7']);
    expect((await items(round._id, '&state=pending')).map((i) => i.assetName)).toEqual([
      'Buoy Q7-2',
      'Crane Q7',
    ]);
    const bad = await send('GET', `/api/rounds/${round._id}/items?state=lost`);
    expect(bad.statusCode).toBe(400);
  });

  it("lists an employee's own rounds only, open before finished, filtered by status", async () => {
    const mine = await createRound({ name: 'Mine to walk' });
    const list = await send('GET', '/api/rounds?status=open&limit=100', crew.token);
    const rounds = list.json<Round[]>();
    expect(rounds.map((r) => r._id)).toContain(mine._id);
    expect(rounds.every((r) => r.status === 'open' && r.assignees.some((a) => a._id === crew.id))).toBe(true);
    expect(Number(list.headers['x-total-count'])).toBe(rounds.length);
  });

  it("shows the rounds of an asset on the asset's history", async () => {
    const round = await createRound({ name: 'History round' });
    await mark(round._id, quay[3]!._id);
    const res = await send('GET', `/api/assets/${quay[3]!._id}/rounds`);
    expect(res.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          roundId: round._id,
          name: 'History round',
          state: 'found',
          markedBy: 'deck.hand',
        }),
      ]),
    );
    const outsider = await t.createUser('shore.hand');
    expect((await send('GET', `/api/assets/${quay[3]!._id}/rounds`, outsider.token)).json()).toEqual([]);
  });
});

describe('reports', () => {
  it('CSV: one row per expected or unexpected asset, formula-looking text kept as text', async () => {
    const round = await createRound({ name: 'Report round' });
    await mark(round._id, quay[0]!._id, crew.token, { position: { lat: -33.5, lon: 151.25, accuracy: 5 } });
    await mark(round._id, store[1]!._id);
    await send('POST', `/api/rounds/${round._id}/finish`);
    const res = await send('GET', `/api/rounds/${round._id}/report?format=csv`, crew.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('attachment; filename="Report round ');
    // Written as the exports are: a byte order mark, CRLF records, a comma for an organisation in English.
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'assetId,assetName,assetType,location,expected,state,markedAt,markedBy,latitude,longitude,accuracy,movedAt,markReceivedAt',
    );
    expect(lines).toHaveLength(1 + 5);
    // By location, then name.
    expect(
      readWithPython(res.rawPayload, ',')
        .slice(1)
        .map((row) => row[1]),
    ).toEqual(['Buoy Q7-1', 'Buoy Q7-2', 'Buoy Q7-3', 'Crane Q7', "'=Raft 12"]);
    expect(lines.find((l) => l.includes('Buoy Q7-1'))).toMatch(
      /,yes,found,.*,deck\.hand,-33\.5,151\.25,5,,[0-9T:.Z-]+$/,
    );
    expect(lines.find((l) => l.includes('Raft 12'))).toContain(`,'=Raft 12,Life Raft,Store,no,unexpected,`);
    expect(lines.filter((l) => l.includes(',missing,'))).toHaveLength(3);
  });

  it("CSV: read back by Python's csv module in either delimiter, delimiters and quotes kept", async () => {
    const odd = await t.createAsset({ name: 'Buoy; "quoted", 9', type: 'Buoy', location: 'Quay 9' });
    const round = await createRound({ name: 'Odd names', scope: { locations: ['Quay 9'] } });
    for (const [query, delimiter] of [
      ['', ','],
      ['&delimiter=semicolon', ';'],
      ['&delimiter=comma', ','],
    ] as const) {
      const res = await send('GET', `/api/rounds/${round._id}/report?format=csv${query}`);
      expect(res.statusCode).toBe(200);
      const [header, ...rows] = readWithPython(res.rawPayload, delimiter);
      expect(header?.slice(0, 4)).toEqual(['assetId', 'assetName', 'assetType', 'location']);
      expect(rows.map((row) => row.slice(0, 6))).toEqual([
        [odd._id, odd.name, 'Buoy', 'Quay 9', 'yes', 'pending'],
      ]);
    }
    const refused = await send('GET', `/api/rounds/${round._id}/report?format=csv&delimiter=tab`);
    expect(refused.statusCode).toBe(400);
  });

  it('CSV and item list: an organisation in Norwegian reads locations and names with æ, ø, å after z', async () => {
    const norwegian = await createTestApp({ ORGANISATION_LOCALE: 'nb' });
    try {
      for (const [name, location] of [
        ['Ørland bøye', 'Ålesund'],
        ['Zulu bøye', 'Ålesund'],
        ['alpha bøye', 'Ålesund'],
        ['Émile bøye', 'Zeta kai'],
        ['Æsøy bøye', 'Ørland'],
      ] as const)
        await norwegian.createAsset({ name, type: 'Bøye', location });
      const created = await norwegian.server.inject({
        method: 'POST',
        url: '/api/rounds',
        headers: bearer(norwegian.adminToken),
        payload: { name: 'Bøyer', kind: 'audit', scope: { types: ['Bøye'] } },
      });
      const roundId = created.json<Round>()._id;
      const get = (url: string) => norwegian.server.inject({ url, headers: bearer(norwegian.adminToken) });
      const listed = (await get(`/api/rounds/${roundId}/items?limit=2&page=2`)).json<RoundItem[]>();
      expect(listed.map((item) => item.assetName)).toEqual(['Zulu bøye', 'Æsøy bøye']);
      const report = await get(`/api/rounds/${roundId}/report?format=csv`);
      // Semicolons: Norwegian writes decimals with a comma.
      expect(
        readWithPython(report.rawPayload, ';')
          .slice(1)
          .map((row) => [row[3], row[1]]),
      ).toEqual([
        ['Zeta kai', 'Émile bøye'],
        ['Ørland', 'Æsøy bøye'],
        ['Ålesund', 'alpha bøye'],
        ['Ålesund', 'Zulu bøye'],
        ['Ålesund', 'Ørland bøye'],
      ]);
    } finally {
      await norwegian.close();
    }
  });

  it('PDF: the authority, the round, its counts, each list and the failed checklist items, to sign', async () => {
    const plan = await complianceApi(t).createPlan(
      planInput({
        name: 'Monthly buoy check',
        assetTypes: ['Buoy'],
        checklist: [{ id: 'light', label: 'Light flashes', kind: 'pass-fail', required: true }],
      }),
    );
    const round = await createRound({
      name: 'Buoy inspection round',
      kind: 'inspection',
      planId: plan._id,
      scope: { locations: ['Quay 7'], types: ['Buoy'] },
    });
    await mark(round._id, quay[0]!._id);
    await mark(round._id, store[0]!._id);
    const failed = await complianceApi(t).inspect(
      quay[0]!._id,
      { planId: plan._id, answers: [{ itemId: 'light', pass: false }], notes: 'Lens cracked' },
      crew.token,
    );
    expect(failed.statusCode, failed.body).toBe(201);
    await send('POST', `/api/rounds/${round._id}/finish`);
    const res = await send('GET', `/api/rounds/${round._id}/report?format=pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload, true);
    for (const expected of [
      'Harbour Maritime Authority',
      'Inspection round: Buoy inspection round',
      'Monthly buoy check',
      'deck.hand',
      '1 of 3 found, 2 missing, 1 unexpected',
      'Missing (2)',
      'Unexpected (1)',
      'Found (1)',
      'Failed checklist items (1)',
      'Failed: Light flashes. Lens cracked',
      'Inspector: name and signature',
    ])
      expect(text).toContain(expected);
    const missing = text.slice(text.indexOf('Missing (2)'), text.indexOf('Unexpected (1)'));
    expect(missing).toContain('Buoy Q7-2');
    expect(missing).toContain('Buoy Q7-3');
    expect(missing).not.toContain('Buoy Q7-1');
    const unexpected = text.slice(text.indexOf('Unexpected (1)'), text.indexOf('Found (1)'));
    expect(unexpected).toContain('Buoy spare');

    // The same report in the requester's language: the account's choice, else the browser's.
    expect((await send('PUT', '/api/me/preferences', crew.token, { language: 'nn' })).statusCode).toBe(200);
    const nynorsk = pdfText(
      (await send('GET', `/api/rounds/${round._id}/report?format=pdf`, crew.token)).rawPayload,
      true,
    );
    for (const expected of [
      'Kontrollrunde: Buoy inspection round',
      '1 av 3 funne, 2 manglar, 1 ikkje forventa',
      'Manglar (2)',
      'Uventa (1)',
      'Funne (1)',
      'Sjekkpunkt som ikkje vart godkjende (1)',
      'Ikkje godkjent: Light flashes. Lens cracked',
      'Kontrollør: namn og underskrift',
    ])
      expect(nynorsk).toContain(expected);
    const english = pdfText(
      (
        await send('GET', `/api/rounds/${round._id}/report?format=pdf`, t.adminToken, undefined, {
          'accept-language': 'en',
        })
      ).rawPayload,
      true,
    );
    expect(english).toContain('1 of 3 found, 2 missing, 1 unexpected');
    const bokmal = pdfText(
      (
        await send('GET', `/api/rounds/${round._id}/report?format=pdf`, t.adminToken, undefined, {
          'accept-language': 'nb-NO,nb;q=0.9',
        })
      ).rawPayload,
      true,
    );
    expect(bokmal).toContain('1 av 3 funnet, 2 mangler, 1 ikke forventet');
    expect(bokmal).toContain('Kontrollør: navn og underskrift');
  });
});
