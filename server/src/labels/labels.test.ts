import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LABEL_TEMPLATES, type Asset, type LabelTemplate, type PrinterProfile } from '@harbour/contract';
import { decodeLabelCells } from '../test/label-cells';
import { pdfText } from '../test/pdf-read';
import { snapshotState } from '../test/state-snapshot';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let buoys: Asset[];

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://assets.havn.example' });
  buoys = [];
  for (const name of ['Bøye Ø-1', 'Σημαδούρα 2', 'Буй 3'])
    buoys.push(
      await t.createAsset({ name, type: 'Buoy', location: 'Fairway', serialNumber: `SN-${buoys.length}` }),
    );
  await t.createAsset({ name: 'Crane 1', type: 'Crane', location: 'Quay 1' });
});
afterAll(() => t.close());

const print = (body: object, token = t.adminToken) =>
  t.server.inject({ method: 'POST', url: '/api/admin/labels', headers: bearer(token), payload: body });

describe('label sheets over the API', () => {
  it('lists the templates in millimetres', async () => {
    const res = await t.server.inject({ url: '/api/admin/label-templates', headers: bearer(t.adminToken) });
    expect(res.json<LabelTemplate[]>().map((tpl) => tpl.id)).toEqual([
      'avery-l7163',
      'avery-l7160',
      'avery-l7651',
      'avery-5160',
      'avery-5163',
      'avery-22805',
      'brother-dk-22205',
      'brother-dk-11201',
    ]);
  });

  it("prints the assets named, with copies, from label 3, each code the asset's own link", async () => {
    const template = LABEL_TEMPLATES.find((tpl) => tpl.id === 'avery-l7160')!;
    const res = await print({
      templateId: template.id,
      assetIds: buoys.map((b) => b._id),
      copies: 2,
      startAt: 3,
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-label-count']).toBe('6');
    expect(res.headers['content-disposition']).toContain('attachment');
    const decoded = await decodeLabelCells(res.rawPayload, template, 6, 3);
    expect(decoded).toEqual(
      buoys.flatMap((b) => [
        [`https://assets.havn.example/a/${b._id}`],
        [`https://assets.havn.example/a/${b._id}`],
      ]),
    );
    const text = pdfText(res.rawPayload).replace(/\s+/g, ' ');
    for (const name of ['Bøye Ø-1', 'Σημαδούρα 2', 'Буй 3', 'S/N SN-0']) expect(text).toContain(name);
  });

  it("prints every asset the list's filter matches", async () => {
    const res = await print({ templateId: 'brother-dk-11201', filter: { type: 'Buoy' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-label-count']).toBe('3');
  });

  it('refuses what cannot be printed, saying why, and changes nothing', async () => {
    const before = await snapshotState(t.db.kysely);
    const cases: [object, number, string][] = [
      [
        { templateId: 'avery-9999', assetIds: [buoys[0]!._id] },
        400,
        'The template must be one of: avery-l7163',
      ],
      [
        { templateId: 'avery-l7163', assetIds: ['f'.repeat(24)] },
        400,
        `No asset has the id ${'f'.repeat(24)}`,
      ],
      [{ templateId: 'avery-l7163' }, 400, 'Choose the assets to label'],
      [{ templateId: 'avery-l7163', filter: { type: 'Nothing' } }, 400, 'No asset matches'],
      [{ templateId: 'avery-l7163', assetIds: [buoys[0]!._id], copies: 21 }, 400, 'At most 20 copies'],
      [
        { templateId: 'avery-l7163', assetIds: [buoys[0]!._id], startAt: 0 },
        400,
        'Start at label 1 or later',
      ],
      [
        { templateId: 'avery-l7163', assetIds: [buoys[0]!._id], printerProfileId: 'a'.repeat(24) },
        400,
        'No printer profile has that id',
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await print(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json<{ message: string }>().message).toContain(message);
    }
    expect(await snapshotState(t.db.kysely)).toEqual(before);
  });

  it('refuses error correction H where its squares would be too small to read', async () => {
    const long = await createTestApp({ PUBLIC_URL: `https://${'assets-'.repeat(8)}havn.example` });
    try {
      const asset = await long.createAsset({ name: 'Buoy', type: 'Buoy', location: 'Fairway' });
      const res = await long.server.inject({
        method: 'POST',
        url: '/api/admin/labels',
        headers: bearer(long.adminToken),
        payload: { templateId: 'avery-l7651', assetIds: [asset._id], errorCorrection: 'H' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(
        /mm a phone reads reliably: choose error correction M/,
      );
    } finally {
      await long.close();
    }
  });
});

describe('printer profiles and calibration', () => {
  const profiles = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.server.inject({ method, url, headers: bearer(t.adminToken), ...(payload ? { payload } : {}) });

  it('keeps named corrections that a print and a calibration page apply', async () => {
    const created = await profiles('POST', '/api/admin/printer-profiles', {
      name: 'Office laser',
      offsetX: 1.5,
      offsetY: -0.5,
      scale: 1,
    });
    expect(created.statusCode, created.body).toBe(201);
    const profile = created.json<PrinterProfile>();
    const duplicate = await profiles('POST', '/api/admin/printer-profiles', {
      name: 'office LASER',
      offsetX: 0,
      offsetY: 0,
      scale: 1,
    });
    expect(duplicate.statusCode).toBe(409);
    const bad = await profiles('POST', '/api/admin/printer-profiles', {
      name: 'X',
      offsetX: 30,
      offsetY: 0,
      scale: 2,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/An offset is at most 20 mm|between 0.9 and 1.1/);

    const updated = await profiles('PUT', `/api/admin/printer-profiles/${profile._id}`, {
      name: 'Office laser',
      offsetX: 2,
      offsetY: -1,
      scale: 0.99,
    });
    expect(updated.json<PrinterProfile>()).toMatchObject({ offsetX: 2, offsetY: -1, scale: 0.99 });

    const calibration = await t.server.inject({
      url: `/api/admin/label-templates/avery-l7163/calibration?printerProfileId=${profile._id}`,
      headers: bearer(t.adminToken),
    });
    expect(calibration.statusCode).toBe(200);
    expect(calibration.headers['content-type']).toBe('application/pdf');
    const note = pdfText(calibration.rawPayload);
    expect(note.replace(/\s+/g, ' ')).toContain(
      'Label 1 should start 6.6 mm from the left and 14.0 mm from the top',
    );

    const shifted = await print({
      templateId: 'avery-l7163',
      assetIds: [buoys[0]!._id],
      printerProfileId: profile._id,
    });
    expect(shifted.statusCode).toBe(200);

    expect((await profiles('DELETE', `/api/admin/printer-profiles/${profile._id}`)).statusCode).toBe(200);
    expect((await profiles('DELETE', `/api/admin/printer-profiles/${profile._id}`)).statusCode).toBe(404);
  });

  it('answers 404 for a calibration page of no template', async () => {
    const res = await t.server.inject({
      url: '/api/admin/label-templates/avery-0000/calibration',
      headers: bearer(t.adminToken),
    });
    expect(res.statusCode).toBe(404);
  });
});
