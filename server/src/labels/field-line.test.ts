import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Asset } from '@harbour/contract';
import { assetTypeApi } from '../test/asset-type-api';
import { pdfText } from '../test/pdf-read';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let vessel: Asset;
let unnamed: Asset;
let crane: Asset;
beforeAll(async () => {
  t = await createTestApp();
  const types = assetTypeApi(t);
  await types.make({
    name: 'Patrol vessel',
    fields: [
      { key: 'imo', label: { en: 'IMO number' }, kind: 'imo' },
      { key: 'tonnage', label: { en: 'Gross tonnage' }, kind: 'number', unit: 'GT' },
    ],
  });
  await types.make({
    name: 'Lit buoy',
    fields: [{ key: 'tonnage', label: { en: 'Weight' }, kind: 'number' }],
  });
  const create = async (payload: object) => {
    const res = await t.server.inject({
      method: 'POST',
      url: '/api/assets',
      headers: bearer(t.adminToken),
      payload,
    });
    if (res.statusCode !== 201) throw new Error(res.body);
    return res.json<Asset>();
  };
  vessel = await create({
    name: 'MS Skarvøy',
    type: 'Patrol vessel',
    location: 'Quay 1',
    fields: { imo: '9074729', tonnage: 420 },
  });
  unnamed = await create({ name: 'PV Lindesnes', type: 'Patrol vessel', location: 'Quay 1' });
  crane = await create({ name: 'Crane 7', type: 'Crane', location: 'Quay 2' });
});
afterAll(() => t.close());

/** The sheet's text, each run of white space (a wrapped line) one space. */
const sheetText = (pdf: Buffer) => pdfText(pdf).replace(/\s+/g, ' ');

const print = (body: object) =>
  t.server.inject({ method: 'POST', url: '/api/admin/labels', headers: bearer(t.adminToken), payload: body });

describe('a field of the type on a label', () => {
  it('prints the field under the name with its label and unit, and nothing for assets without a value', async () => {
    const ids = [vessel._id, unnamed._id, crane._id];
    const imo = sheetText(
      (await print({ templateId: 'avery-l7160', assetIds: ids, fieldLine: 'imo' })).rawPayload,
    );
    expect(imo).toContain('IMO number: 9074729');
    expect(imo.match(/IMO number/g)).toHaveLength(1);
    for (const name of ['MS Skarvøy', 'PV Lindesnes', 'Crane 7']) expect(imo).toContain(name);
    const tonnage = sheetText(
      (await print({ templateId: 'avery-l7160', assetIds: ids, fieldLine: 'tonnage' })).rawPayload,
    );
    expect(tonnage).toContain('Gross tonnage: 420 GT');
  });

  it('refuses a key no type has, or one that is not a key, saying which', async () => {
    const unknown = await print({ templateId: 'avery-l7160', assetIds: [vessel._id], fieldLine: 'mmsi' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: "No asset type has a field with the key 'mmsi'" });
    const malformed = await print({ templateId: 'avery-l7160', assetIds: [vessel._id], fieldLine: 'IMO no' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ message: string }>().message).toContain(
      'Field key must start with a lower-case letter',
    );
  });
});
