import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Asset, AssetDocument } from '@harbour/contract';
import { addInterval, todayIn } from '../common/due-date';
import { pdfPart, uploadDocument } from '../test/document-api';
import { samplePhoto } from '../test/images';
import { plainPdf } from '../test/pdfs';
import { snapshotState } from '../test/state-snapshot';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let raft: Asset;
let employee: { id: string; token: string };
const today = todayIn('UTC');
const inDays = (count: number) => addInterval(today, { count, unit: 'days' });

beforeAll(async () => {
  t = await createTestApp();
  raft = await t.createAsset({ name: 'Liferaft LR-12', type: 'Life raft', location: 'Quay 1' });
  employee = await t.createUser('deck.hand');
});
afterAll(() => t.close());

const get = (url: string, token = t.adminToken) =>
  t.server.inject({ method: 'GET', url, headers: bearer(token) });
const del = (url: string, token = t.adminToken, key?: string) =>
  t.server.inject({
    method: 'DELETE',
    url,
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
  });
const certificate = {
  kind: 'certificate',
  number: 'LR-2024-113',
  issuer: 'Viking Service Station',
  issuedOn: inDays(-300),
};
const dueItems = () =>
  t.db.kysely
    .selectFrom('due_items')
    .selectAll()
    .where('kind', '=', 'document')
    .orderBy('source_id')
    .execute();

describe('documents of an asset', () => {
  it('adds a PDF certificate with its expiry: 201, the document, its due item and the history', async () => {
    const res = await uploadDocument(
      t,
      raft._id,
      { ...certificate, expiresOn: inDays(20) },
      pdfPart(plainPdf()),
    );
    expect(res.statusCode, res.body).toBe(201);
    const document = res.json<AssetDocument & { message: string }>();
    expect(document).toMatchObject({
      assetId: raft._id,
      kind: 'certificate',
      number: 'LR-2024-113',
      issuer: 'Viking Service Station',
      issuedOn: inDays(-300),
      expiresOn: inDays(20),
      status: 'due-soon',
      fileName: 'certificate.pdf',
      contentType: 'application/pdf',
      size: plainPdf().length,
      url: `/api/documents/${document._id}`,
      uploadedBy: 'admin',
      message: 'Document added',
    });
    expect(await dueItems()).toContainEqual({
      asset_id: raft._id,
      kind: 'document',
      source_id: document._id,
      due_on: inDays(20),
      warn_on: inDays(-10),
      last_done_on: inDays(-300),
      asset_type: 'Life raft',
      asset_location: 'Quay 1',
      assigned_to: null,
    });
    const history = await t.db.kysely
      .selectFrom('activities')
      .selectAll()
      .where('action', '=', 'document-added')
      .execute();
    expect(history).toEqual([
      expect.objectContaining({
        asset_id: raft._id,
        details: `Added certificate LR-2024-113 (expires ${inDays(20)})`,
      }),
    ]);
  });

  it('says overdue, ok or none from the expiry against today', async () => {
    const statuses = [];
    for (const expiresOn of [inDays(-1), inDays(31), '']) {
      const res = await uploadDocument(
        t,
        raft._id,
        { kind: 'survey-report', expiresOn },
        pdfPart(plainPdf()),
      );
      statuses.push(res.json<AssetDocument>().status);
    }
    expect(statuses).toEqual(['overdue', 'ok', 'none']);
  });

  it('re-encodes a picture without its EXIF and names it by its true type', async () => {
    const res = await uploadDocument(
      t,
      raft._id,
      { kind: 'manual' },
      pdfPart(await samplePhoto(), 'C:\\scans\\manual.heic', 'image/heic'),
    );
    expect(res.statusCode, res.body).toBe(201);
    const document = res.json<AssetDocument>();
    expect(document).toMatchObject({ fileName: 'manual.jpg', contentType: 'image/jpeg' });
    const file = await get(document.url);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.rawPayload.includes(Buffer.from('secret-owner'))).toBe(false);
  });

  // To administrators and the asset's holder only (plugins/access.test.ts, 'who sees what').
  it('lists the documents, newest first, without an expiry item for those without', async () => {
    const res = await get(`/api/assets/${raft._id}/documents`);
    expect(res.statusCode).toBe(200);
    const list = res.json<AssetDocument[]>();
    expect(list).toHaveLength(5);
    expect(list[0]?.kind).toBe('manual');
    expect(list.at(-1)?.number).toBe('LR-2024-113');
    expect(await dueItems()).toHaveLength(3);
  });

  it('serves the file as an attachment that can never run in our origin', async () => {
    const list = (await get(`/api/assets/${raft._id}/documents`)).json<AssetDocument[]>();
    const pdf = list.find((d) => d.contentType === 'application/pdf')!;
    const res = await get(pdf.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="certificate.pdf"; filename*=UTF-8''certificate.pdf`,
    );
    expect(res.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(plainPdf())).toBe(true);
  });

  it('keeps a harmless file name: no path, no control or direction characters, the real extension', async () => {
    const res = await uploadDocument(
      t,
      raft._id,
      { kind: 'other' },
      pdfPart(plainPdf(), '../../etc/Sertifikat\u202Egnp.exe\u0007 æøå.pdf'),
    );
    const document = res.json<AssetDocument>();
    expect(document.fileName).toBe('Sertifikatgnp.exe æøå.pdf');
    const file = await get(document.url);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Sertifikatgnp.exe ___.pdf"; filename*=UTF-8''Sertifikatgnp.exe%20%C3%A6%C3%B8%C3%A5.pdf`,
    );
  });

  it('deletes a document with its due item and says so in the history', async () => {
    const list = (await get(`/api/assets/${raft._id}/documents`)).json<AssetDocument[]>();
    const expiring = list.find((d) => d.number === 'LR-2024-113')!;
    const res = await del(`/api/documents/${expiring._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Document deleted' });
    expect((await get(expiring.url)).statusCode).toBe(404);
    expect((await dueItems()).map((item) => item.source_id)).not.toContain(expiring._id);
    const removed = await t.db.kysely
      .selectFrom('activities')
      .select('details')
      .where('action', '=', 'document-removed')
      .execute();
    expect(removed).toEqual([{ details: `Removed certificate LR-2024-113 (expires ${inDays(20)})` }]);
  });

  it('goes when its asset is deleted, with its due item', async () => {
    const buoy = await t.createAsset({ name: 'Buoy 7', type: 'Buoy', location: 'Fairway' });
    await uploadDocument(t, buoy._id, { kind: 'certificate', expiresOn: inDays(5) }, pdfPart(plainPdf()));
    await del(`/api/assets/${buoy._id}`);
    const left = await t.db.kysely
      .selectFrom('documents')
      .select('id')
      .where('asset_id', '=', buoy._id)
      .execute();
    expect(left).toEqual([]);
    expect((await dueItems()).some((item) => item.asset_id === buoy._id)).toBe(false);
  });
});

describe('who may do what with documents', () => {
  it("lets an employee read their own asset's documents only, neither add nor delete, and a stranger nothing", async () => {
    const before = await snapshotState(t.db.kysely);
    const [document] = (await get(`/api/assets/${raft._id}/documents`)).json<AssetDocument[]>();
    // Not the raft's holder: no list, no file.
    for (const url of [`/api/assets/${raft._id}/documents`, document!.url])
      expect((await get(url, employee.token)).statusCode).toBe(403);
    expect(
      (await uploadDocument(t, raft._id, { kind: 'other' }, pdfPart(plainPdf()), { token: employee.token }))
        .statusCode,
    ).toBe(403);
    expect((await del(document!.url, employee.token)).statusCode).toBe(403);
    for (const url of [`/api/assets/${raft._id}/documents`, document!.url]) {
      expect((await t.server.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    expect(await snapshotState(t.db.kysely)).toEqual(before);
  });
});

describe('refused document requests change nothing', () => {
  const missing = '0123456789abcdef01234567';
  it.each([
    ['no file', { kind: 'certificate' }, false, 400, /Choose a file/],
    ['no kind', {}, true, 400, /kind/],
    ['an unknown kind', { kind: 'licence' }, true, 400, /The kind must be one of/],
    [
      'a date that does not exist',
      { kind: 'certificate', expiresOn: '2026-02-29' },
      true,
      400,
      /That date does not exist/,
    ],
    ['a date in another shape', { kind: 'certificate', issuedOn: '01.02.2026' }, true, 400, /YYYY-MM-DD/],
    [
      'an expiry before the issue',
      { kind: 'certificate', issuedOn: '2026-02-01', expiresOn: '2026-01-01' },
      true,
      400,
      /before the issue date/,
    ],
    [
      'a number with control characters',
      { kind: 'certificate', number: 'A\u0000B' },
      true,
      400,
      /control characters/,
    ],
  ])('%s: 400 in words', async (_label, fields, withFile, status, message) => {
    const before = await snapshotState(t.db.kysely);
    const res = await uploadDocument(t, raft._id, fields, withFile ? pdfPart(plainPdf()) : undefined);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json<{ message: string }>().message).toMatch(message);
    expect(await snapshotState(t.db.kysely)).toEqual(before);
  });

  it('answers 404 for an unknown asset or document and 400 for a malformed id', async () => {
    const before = await snapshotState(t.db.kysely);
    expect((await uploadDocument(t, missing, { kind: 'other' }, pdfPart(plainPdf()))).statusCode).toBe(404);
    expect((await get(`/api/assets/${missing}/documents`)).statusCode).toBe(404);
    expect((await get(`/api/documents/${missing}`)).json()).toMatchObject({
      statusCode: 404,
      message: 'Document not found',
    });
    expect((await del(`/api/documents/${missing}`)).statusCode).toBe(404);
    expect((await get('/api/documents/not-an-id')).statusCode).toBe(400);
    expect(await snapshotState(t.db.kysely)).toEqual(before);
  });
});

describe('documents with an Idempotency-Key', () => {
  it('adds a document once however often the upload is resent', async () => {
    const fields = { kind: 'certificate', number: 'EPIRB-9', expiresOn: inDays(90) };
    const first = await uploadDocument(t, raft._id, fields, pdfPart(plainPdf()), { key: 'upload-epirb-9' });
    const again = await uploadDocument(t, raft._id, fields, pdfPart(plainPdf()), { key: 'upload-epirb-9' });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const rows = await t.db.kysely
      .selectFrom('documents')
      .select('id')
      .where('number', '=', 'EPIRB-9')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('deletes once, answering the resend as the first time instead of 404', async () => {
    const added = await uploadDocument(t, raft._id, { kind: 'other' }, pdfPart(plainPdf()));
    const { url } = added.json<AssetDocument>();
    expect((await del(url, t.adminToken, 'delete-1')).statusCode).toBe(200);
    const again = await del(url, t.adminToken, 'delete-1');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const removals = await t.db.kysely
      .selectFrom('activities')
      .select('id')
      .where('action', '=', 'document-removed')
      .execute();
    expect(removals).toHaveLength(2);
  });
});
