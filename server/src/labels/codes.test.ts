import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LABEL_CODE_PATTERN, LABEL_TEMPLATES, type Asset, type LabelCode } from '@harbour/contract';
import { decodeLabelCells } from '../test/label-cells';
import { snapshotState } from '../test/state-snapshot';
import { bearer, createTestApp, type TestApp } from '../test/test-app';
import { CODE_MESSAGES } from './codes-service';

let t: TestApp;
let crew: { id: string; token: string };
let raft: Asset;
let buoy: Asset;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://assets.havn.example' });
  crew = await t.createUser('deck.hand');
  raft = await t.createAsset({ name: 'Life raft 12', type: 'Life Raft', location: 'Deck B' });
  buoy = await t.createAsset({ name: 'Buoy 7', type: 'Buoy', location: 'Fairway' });
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST', url: string, payload?: object, token = t.adminToken) =>
  t.server.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function newCodes(count: number, templateId = 'avery-l7651'): Promise<string[]> {
  const res = await send('POST', '/api/admin/label-codes', { count, templateId });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return String(res.headers['x-label-codes']).split(',');
}

const history = async (assetId: string) =>
  (
    await t.db.kysely
      .selectFrom('activities')
      .select('details')
      .where('asset_id', '=', assetId)
      .orderBy('id')
      .execute()
  ).map((a) => a.details);

describe('blank label codes', () => {
  it('prints a batch of new codes, each label encoding its own /l/<code> link', async () => {
    const res = await send('POST', '/api/admin/label-codes', {
      count: 5,
      templateId: 'avery-l7651',
      startAt: 2,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const codes = String(res.headers['x-label-codes']).split(',');
    expect(codes).toHaveLength(5);
    for (const code of codes) expect(code).toMatch(LABEL_CODE_PATTERN);

    const template = LABEL_TEMPLATES.find((tpl) => tpl.id === 'avery-l7651')!;
    expect(await decodeLabelCells(res.rawPayload, template, 5, 2)).toEqual(
      codes.map((code) => [`https://assets.havn.example/l/${code}`]),
    );

    const listed = await send('GET', '/api/admin/label-codes?state=unlinked&limit=100');
    expect(listed.json<LabelCode[]>().map((c) => c.code)).toEqual(expect.arrayContaining(codes));
    expect(Number(listed.headers['x-total-count'])).toBeGreaterThanOrEqual(5);
  });

  it('links a scanned code to an asset, which it then opens for everyone, in its history', async () => {
    const [code] = await newCodes(1);
    const before = await send('GET', `/api/label-codes/${code!.toLowerCase()}`, undefined, crew.token);
    expect(before.json<LabelCode>()).toMatchObject({ code, state: 'unlinked', assetId: null });

    const linked = await send('POST', `/api/label-codes/${code}/link`, { assetId: raft._id });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json<LabelCode>()).toMatchObject({
      state: 'linked',
      assetId: raft._id,
      assetName: 'Life raft 12',
    });
    const seen = await send('GET', `/api/label-codes/${code}`, undefined, crew.token);
    expect(seen.json<LabelCode>()).toMatchObject({ state: 'linked', assetId: raft._id, linkedBy: 'admin' });
    // Linking again to the same asset changes nothing.
    await send('POST', `/api/label-codes/${code}/link`, { assetId: raft._id });
    expect((await history(raft._id)).filter((d) => d === `Label ${code} linked`)).toHaveLength(1);

    const elsewhere = await send('POST', `/api/label-codes/${code}/link`, { assetId: buoy._id });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json<{ message: string }>().message).toBe(
      "This label already opens 'Life raft 12': retire it before linking it again",
    );
  });

  it('replaces a damaged label: the new code linked, the old one retired, both in the history', async () => {
    const [damaged, replacement] = await newCodes(2);
    await send('POST', `/api/label-codes/${damaged}/link`, { assetId: buoy._id });
    const res = await send('POST', `/api/label-codes/${replacement}/link`, {
      assetId: buoy._id,
      retireOthers: true,
    });
    expect(res.json<LabelCode>()).toMatchObject({ state: 'linked', assetId: buoy._id });
    const old = await send('GET', `/api/label-codes/${damaged}`, undefined, crew.token);
    expect(old.json<LabelCode>()).toMatchObject({ state: 'retired', assetId: buoy._id });
    expect(await history(buoy._id)).toContain(`Label ${replacement} linked; ${damaged} retired`);

    const relink = await send('POST', `/api/label-codes/${damaged}/link`, { assetId: buoy._id });
    expect(relink.statusCode).toBe(409);
    expect(relink.json<{ message: string }>().message).toBe(CODE_MESSAGES.retired);
  });

  it('retires a code on its own, and frees the codes of a deleted asset', async () => {
    const [kept, freed] = await newCodes(2);
    const doomed = await t.createAsset({ name: 'Old crane', type: 'Crane', location: 'Quay 9' });
    await send('POST', `/api/label-codes/${kept}/link`, { assetId: raft._id });
    const retired = await send('POST', `/api/label-codes/${kept}/retire`);
    expect(retired.json<LabelCode>()).toMatchObject({ state: 'retired' });
    expect(await history(raft._id)).toContain(`Label ${kept} retired`);

    await send('POST', `/api/label-codes/${freed}/link`, { assetId: doomed._id });
    await t.server.inject({
      method: 'DELETE',
      url: `/api/assets/${doomed._id}`,
      headers: bearer(t.adminToken),
    });
    const after = await send('GET', `/api/label-codes/${freed}`, undefined, crew.token);
    expect(after.json<LabelCode>()).toMatchObject({ state: 'unlinked', assetId: null });
  });

  it('refuses bad requests clearly and changes nothing', async () => {
    const [code] = await newCodes(1);
    const before = await snapshotState(t.db.kysely);
    const cases: [() => ReturnType<typeof send>, number, string][] = [
      [
        () => send('GET', '/api/label-codes/NOT-A-CODE', undefined, crew.token),
        400,
        'A label code is 8 letters and digits',
      ],
      [() => send('GET', '/api/label-codes/ZZZZZZZZ', undefined, crew.token), 404, CODE_MESSAGES.unknown],
      [
        () => send('POST', `/api/label-codes/${code}/link`, { assetId: raft._id }, crew.token),
        403,
        'Administrator access required',
      ],
      [
        () => send('POST', `/api/label-codes/${code}/link`, { assetId: 'a'.repeat(24) }),
        404,
        CODE_MESSAGES.assetNotFound,
      ],
      [
        () => send('POST', '/api/admin/label-codes', { count: 501, templateId: 'avery-l7651' }),
        400,
        'At most 500 codes',
      ],
      [
        () => send('POST', '/api/admin/label-codes', { count: 0, templateId: 'avery-l7651' }),
        400,
        'At least 1 code',
      ],
    ];
    for (const [request, status, message] of cases) {
      const res = await request();
      expect(res.statusCode, message).toBe(status);
      expect(res.json<{ message: string }>().message).toContain(message);
    }
    expect(await snapshotState(t.db.kysely)).toEqual(before);
  });
});
