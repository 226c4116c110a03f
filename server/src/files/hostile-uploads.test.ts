/**
 * Hostile uploads: each is refused with a message a person understands, or (a polyglot that really is a
 * picture) re-encoded without its payload; a refusal stores nothing and leaves no file behind.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Asset } from '@harbour/contract';
import { samplePhoto, samplePng } from '../test/images';
import { multipart, type FilePart } from '../test/multipart';
import { snapshotState, type StateSnapshot } from '../test/state-snapshot';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let dataDir: string;
let privateTmp: string;
let existing: Asset;
const realTmpdir = process.env.TMPDIR;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'harbour-uploads-data-'));
  t = await createTestApp({ UPLOAD_LIMIT_MB: '1', DATA_DIR: dataDir });
  existing = await t.createAsset({ name: 'Tug 3', type: 'Tug', location: 'Berth 9' });
  // Whatever the server would spool to os.tmpdir() now lands here, apart from other test files' files.
  privateTmp = mkdtempSync(path.join(tmpdir(), 'harbour-uploads-tmp-'));
  process.env.TMPDIR = privateTmp;
});
afterAll(async () => {
  if (realTmpdir === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = realTmpdir;
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(privateTmp, { recursive: true, force: true });
});

const listFiles = (dir: string) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
let before: { state: StateSnapshot; tmp: string[]; data: string[] };
beforeEach(async () => {
  before = { state: await snapshotState(t.db.kysely), tmp: listFiles(tmpdir()), data: listFiles(dataDir) };
});

const fields = { name: 'Pilot Boat 4', type: 'Pilot Boat', location: 'Pilot Station' };

const send = (
  body: { payload: Buffer; headers: Record<string, string> },
  method = 'POST',
  url = '/api/assets',
) =>
  t.server.inject({
    method: method as 'POST' | 'PUT',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(t.adminToken) },
  });

/** A refusal: the status, a message a person understands, no row changed, no file left anywhere. */
async function expectRefused(res: Awaited<ReturnType<typeof send>>, status: number, message: RegExp) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json<{ message: string; msg: string }>();
  expect(body.message).toMatch(message);
  expect(body.msg).toBe(body.message);
  expect(await snapshotState(t.db.kysely)).toEqual(before.state);
  expect(tmpdir()).toBe(privateTmp);
  expect(listFiles(tmpdir())).toEqual(before.tmp);
  expect(listFiles(dataDir)).toEqual(before.data);
}

const file = (filename: string, contentType: string, bytes: Buffer): FilePart => ({
  filename,
  contentType,
  bytes,
});

/** A PNG chunk with its length and CRC, as a PNG writer would emit it. */
const pngChunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])));
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, crc]);
};
const PNG_IHDR_END = 8 + 25;

/** A tiny PNG whose header claims 100,000 x 100,000 pixels. */
async function pngClaimingHugeSize(): Promise<Buffer> {
  const png = await samplePng();
  const ihdr = Buffer.from(png.subarray(16, 29));
  ihdr.writeUInt32BE(100_000, 0);
  ihdr.writeUInt32BE(100_000, 4);
  return Buffer.concat([png.subarray(0, 8), pngChunk('IHDR', ihdr), png.subarray(PNG_IHDR_END)]);
}

const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);
const NOT_AN_IMAGE = /must be a JPEG, PNG, WebP, GIF, AVIF, TIFF or HEIF picture/;

describe('uploads that are not a picture we can safely decode', () => {
  it.each([
    ['an SVG with a script', file('x.svg', 'image/svg+xml', svg), NOT_AN_IMAGE],
    [
      'HTML named .png',
      file('x.png', 'image/png', Buffer.from('<html><script>alert(1)</script></html>')),
      NOT_AN_IMAGE,
    ],
    [
      'a shell script named .jpg',
      file('x.jpg', 'image/jpeg', Buffer.from('#!/bin/sh\nrm -rf /\n')),
      NOT_AN_IMAGE,
    ],
    [
      'HTML behind a GIF signature',
      file('x.gif', 'image/gif', Buffer.from('GIF89a<html><script>alert(1)</script>')),
      NOT_AN_IMAGE,
    ],
    ['an empty file', file('x.jpg', 'image/jpeg', Buffer.alloc(0)), /The asset image is empty/],
  ])('refuses %s with 400, stores nothing and leaves no file', async (_name, part, message) => {
    const res = await send(multipart(fields, part));
    await expectRefused(res, 400, message);
    expect(res.json<{ errors: Record<string, string> }>().errors).toHaveProperty('assetImage');
  });

  it('refuses a truncated JPEG and a truncated PNG, on create and on edit', async () => {
    const jpeg = await samplePhoto();
    const png = await samplePng();
    for (const [part, method, url] of [
      [file('cut.jpg', 'image/jpeg', jpeg.subarray(0, jpeg.length / 2)), 'POST', '/api/assets'],
      [file('cut.png', 'image/png', png.subarray(0, png.length - 20)), 'PUT', `/api/assets/${existing._id}`],
    ] as const) {
      await expectRefused(await send(multipart(fields, part), method, url), 400, NOT_AN_IMAGE);
    }
  });

  it('refuses a PNG whose data fails its checksum', async () => {
    const png = Buffer.from(await samplePng());
    png[png.length - 20]! ^= 0xff; // inside the image data chunk
    await expectRefused(await send(multipart(fields, file('bad.png', 'image/png', png))), 400, NOT_AN_IMAGE);
  });

  it('refuses a decompression bomb: 49 megapixels in a few kilobytes', async () => {
    const bomb = await sharp({
      create: { width: 7000, height: 7000, channels: 3, background: '#000' },
      limitInputPixels: false,
    })
      .toColourspace('b-w')
      .png({ compressionLevel: 9, palette: true, colours: 2 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(100 * 1024);
    const res = await send(multipart(fields, file('bomb.png', 'image/png', bomb)));
    await expectRefused(res, 400, /too many pixels/);
  });

  it('refuses a tiny file whose header claims ten gigapixels', async () => {
    const res = await send(multipart(fields, file('claim.png', 'image/png', await pngClaimingHugeSize())));
    await expectRefused(res, 400, /too many pixels/);
  });
});

describe('uploads past the limits', () => {
  it('refuses a file over the upload limit with 413', async () => {
    const res = await send(
      multipart(fields, file('huge.jpg', 'image/jpeg', Buffer.alloc(1024 * 1024 + 10, 1))),
    );
    await expectRefused(res, 413, /larger than the upload limit/);
  });

  it('refuses a JSON body over the body limit with 413', async () => {
    const res = await t.server.inject({
      method: 'POST',
      url: '/api/assets',
      payload: { ...fields, serialNumber: 'x'.repeat(1024 * 1024) },
      headers: bearer(t.adminToken),
    });
    await expectRefused(res, 413, /too large/);
  });

  const manyParts = (files: number, extraFields: number) => {
    const boundary = '----harbourmany';
    const chunks: string[] = [];
    for (const [name, value] of Object.entries(fields))
      chunks.push(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    for (let i = 0; i < extraFields; i++)
      chunks.push(`--${boundary}\r\nContent-Disposition: form-data; name="extra${i}"\r\n\r\nv\r\n`);
    for (let i = 0; i < files; i++) {
      chunks.push(
        `--${boundary}\r\nContent-Disposition: form-data; name="${i === 0 ? 'assetImage' : `file${i}`}"; filename="f${i}.png"\r\nContent-Type: image/png\r\n\r\nnot really\r\n`,
      );
    }
    chunks.push(`--${boundary}--\r\n`);
    return {
      payload: Buffer.from(chunks.join('')),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  };

  it.each([
    ['more files than allowed', manyParts(3, 0), /too many files/],
    ['more fields than allowed', manyParts(0, 90), /too many fields/],
    ['more parts than allowed', manyParts(30, 30), /too many (files|fields)/],
  ])('refuses a form with %s with 413 and a clear message', async (_name, body, message) => {
    await expectRefused(await send(body), 413, message);
  });
});

describe('malformed forms', () => {
  const part = `Content-Disposition: form-data; name="name"\r\n\r\nBoat\r\n`;
  it.each([
    ['no boundary', 'multipart/form-data', `--x\r\n${part}--x--\r\n`],
    ['a boundary that never appears', 'multipart/form-data; boundary=elsewhere', `--x\r\n${part}--x--\r\n`],
    ['a body cut short', 'multipart/form-data; boundary=x', `--x\r\n${part.slice(0, 30)}`],
    [
      'a malformed part header',
      'multipart/form-data; boundary=x',
      `--x\r\nContent-Disposition form-data\r\n\r\nBoat\r\n--x--\r\n`,
    ],
    [
      'a field declared JSON that is not',
      'multipart/form-data; boundary=x',
      `--x\r\nContent-Disposition: form-data; name="name"\r\nContent-Type: application/json\r\n\r\n{Boat\r\n--x--\r\n`,
    ],
  ])('refuses a form with %s with 400', async (_name, contentType, payload) => {
    const res = await send({ payload: Buffer.from(payload), headers: { 'content-type': contentType } });
    await expectRefused(res, 400, /malformed or incomplete|required fields/);
  });

  it('refuses a field named __proto__ with 400 and a clear message', async () => {
    // fromEntries makes an own `__proto__` key, as a form sends it; an object literal would set the prototype.
    const res = await send(multipart(Object.fromEntries([...Object.entries(fields), ['__proto__', 'x']])));
    await expectRefused(res, 400, /field name that is not allowed/);
  });
});

describe('polyglots: a real picture carrying HTML or script', () => {
  const PAYLOAD = '<script>alert("polyglot")</script><html><body onload=alert(1)>';

  async function jpegWithComment(): Promise<Buffer> {
    const jpeg = await samplePhoto(320, 240);
    const comment = Buffer.from(PAYLOAD);
    const header = Buffer.from([0xff, 0xfe, 0, 0]);
    header.writeUInt16BE(comment.length + 2, 2);
    return Buffer.concat([jpeg.subarray(0, 2), header, comment, jpeg.subarray(2)]);
  }

  async function gifWithComment(): Promise<Buffer> {
    const gif = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } })
      .gif()
      .toBuffer();
    const text = Buffer.from(PAYLOAD);
    const comment = Buffer.concat([Buffer.from([0x21, 0xfe, text.length]), text, Buffer.from([0])]);
    return Buffer.concat([gif.subarray(0, gif.length - 1), comment, gif.subarray(gif.length - 1)]);
  }

  async function pngWithTextChunk(): Promise<Buffer> {
    const png = await samplePng();
    const text = pngChunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), Buffer.from(PAYLOAD)]));
    return Buffer.concat([png.subarray(0, PNG_IHDR_END), text, png.subarray(PNG_IHDR_END)]);
  }

  async function jpegWithHtmlAfterTheEnd(): Promise<Buffer> {
    return Buffer.concat([await samplePhoto(320, 240), Buffer.from(PAYLOAD)]);
  }

  it.each([
    ['a JPEG with the payload in a comment segment', 'x.jpg', 'image/jpeg', jpegWithComment],
    ['a GIF with the payload in a comment extension', 'x.gif', 'image/gif', gifWithComment],
    ['a PNG with the payload in a text chunk', 'x.png', 'image/png', pngWithTextChunk],
    ['a JPEG with HTML after its end marker', 'x.jpg', 'text/html', jpegWithHtmlAfterTheEnd],
  ])('accepts %s but serves re-encoded bytes without the payload', async (_name, filename, type, make) => {
    const bytes = await make();
    expect(bytes.includes(Buffer.from(PAYLOAD))).toBe(true);
    const res = await send(multipart(fields, file(filename, type, bytes)));
    expect(res.statusCode, res.body).toBe(201);
    const asset = res.json<Asset>();
    for (const url of [asset.assetImage!, asset.assetThumbnail!]) {
      const served = await t.server.inject({ url });
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
      expect(served.rawPayload.includes(Buffer.from('<script'))).toBe(false);
      expect(served.rawPayload.includes(Buffer.from('alert('))).toBe(false);
    }
    const stored = await t.db.kysely.selectFrom('files').select(['name', 'bytes']).execute();
    expect(stored.filter((f) => Buffer.from(f.bytes).includes(Buffer.from('alert(')))).toEqual([]);
    expect(listFiles(tmpdir())).toEqual(before.tmp);
    expect(listFiles(dataDir)).toEqual(before.data);
  });
});
