/** An asset's values of its type's fields, written through the asset routes: every kind checked. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_LIMITS, type Asset } from '@harbour/contract';
import { samplePng } from '../test/images';
import { multipart } from '../test/multipart';
import { assetApi } from '../test/asset-api';
import { assetTypeApi } from '../test/asset-type-api';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
const label = (en: string) => ({ en });

beforeAll(async () => {
  t = await createTestApp();
  await assetTypeApi(t).make({
    name: 'Vessel',
    fields: [
      { key: 'imo', label: label('IMO number'), kind: 'imo', required: true },
      { key: 'mmsi', label: label('MMSI'), kind: 'mmsi' },
      { key: 'call_sign', label: label('Call sign'), kind: 'call-sign' },
      { key: 'tonnage', label: label('Gross tonnage'), kind: 'number', unit: 't', min: 0, max: 500000 },
      { key: 'built', label: label('Built'), kind: 'date' },
      { key: 'hull', label: label('Hull'), kind: 'choice', options: ['Steel', 'Aluminium'] },
      { key: 'ice_class', label: label('Ice class'), kind: 'yes-no' },
      { key: 'owner', label: label('Owner'), kind: 'text' },
    ],
  });
  await assetTypeApi(t).make({
    name: 'Lit buoy',
    fields: [{ key: 'character', label: label('Light character'), kind: 'text' }],
  });
});
afterAll(() => t.close());

const vessel = (fields: Record<string, unknown>, name = 'MS Nordlys') => ({
  name,
  type: 'Vessel',
  location: 'Bergen',
  fields,
});

const post = (payload: object) =>
  t.server.inject({ method: 'POST', url: '/api/assets', headers: bearer(t.adminToken), payload });
const put = (id: string, payload: object) =>
  t.server.inject({ method: 'PUT', url: `/api/assets/${id}`, headers: bearer(t.adminToken), payload });
const list = async (query: string) =>
  (await t.server.inject({ url: `/api/assets?${query}`, headers: bearer(t.adminToken) }))
    .json<Asset[]>()
    .map((asset) => asset.name)
    .sort();

describe("an asset's field values", () => {
  it('are accepted for every kind and answered in their stored form', async () => {
    const res = await post(
      vessel({
        imo: 'IMO 9074729',
        mmsi: '257 123 456',
        call_sign: 'lajv3',
        tonnage: '12,5',
        built: '1993-05-01',
        hull: 'steel',
        ice_class: 'yes',
        owner: 'Hurtigruten',
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json<Asset>()).toMatchObject({
      fields: {
        imo: '9074729',
        mmsi: '257123456',
        call_sign: 'LAJV3',
        tonnage: 12.5,
        built: '1993-05-01',
        hull: 'Steel',
        ice_class: true,
        owner: 'Hurtigruten',
      },
      fieldsNotFitting: [],
    });
  });

  it.each([
    [
      'imo',
      '9074728',
      'invalid-format',
      'IMO number 9074728 is not an IMO number: its last digit does not match the check digit',
    ],
    ['imo', '907472', 'invalid-format', 'IMO number must be an IMO number of seven digits'],
    ['mmsi', '25712345', 'invalid-format', 'MMSI must be an MMSI of nine digits'],
    [
      'mmsi',
      '111234567',
      'invalid-format',
      "MMSI 111234567 is not a ship station's MMSI: it must begin with a country's identification digits (201 to 775)",
    ],
    [
      'call_sign',
      'L',
      'invalid-format',
      'Call sign must be a call sign: a two-character country prefix, then two to five letters or digits',
    ],
    ['tonnage', 'heavy', 'invalid-type', 'Gross tonnage must be a number'],
    ['tonnage', '-1', 'out-of-range', 'Gross tonnage must be at least 0'],
    ['built', '1993-02-30', 'invalid-date', 'Built must be a real date written YYYY-MM-DD'],
    ['hull', 'Wood', 'invalid-choice', 'Hull must be one of: Steel, Aluminium'],
    ['ice_class', 'maybe', 'invalid-choice', 'Ice class must be yes or no'],
    ['owner', 'a\u0007b', 'invalid-characters', 'Owner must not contain control or invisible characters'],
    ['draught', '5', 'unknown-reference', 'draught is not a field of Vessel'],
  ])('refuses %s %j with its message and changes nothing', async (key, value, code, message) => {
    const before = await list('q=refused');
    const res = await post(vessel({ imo: '9074729', [key]: value }, 'Refused vessel'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errors: { [`fields.${key}`]: message },
      fieldErrors: [{ field: `fields.${key}`, code }],
    });
    expect(await list('q=refused')).toEqual(before);
  });

  it('refuses a new asset without a required value', async () => {
    const res = await post(vessel({ owner: 'Nobody' }, 'No IMO'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errors: { 'fields.imo': 'IMO number is required' },
      fieldErrors: [{ field: 'fields.imo', code: 'required' }],
    });
  });

  it('are written from multipart form fields, and only the keys sent change', async () => {
    const api = assetApi(t);
    const made = await api.create({
      name: 'MS Form',
      type: 'Vessel',
      location: 'Ålesund',
      'fields.imo': '9074729',
      'fields.owner': 'Fjord Line',
    });
    expect(made.fields).toEqual({ imo: '9074729', owner: 'Fjord Line' });
    const res = await api.send('PUT', `/api/assets/${made._id}`, {
      name: 'MS Form',
      type: 'Vessel',
      location: 'Ålesund',
      'fields.owner': '',
      'fields.hull': 'Aluminium',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Asset>().fields).toEqual({ imo: '9074729', hull: 'Aluminium' });
    expect(await api.history(made._id)).toContain(
      "updated: Updated fields.owner: 'Fjord Line' → '', fields.hull: '' → 'Aluminium'",
    );
  });

  it('fit in one multipart form for a type with the most fields, beside every asset field and an image', async () => {
    const fields = Array.from({ length: FIELD_LIMITS.fieldsPerType }, (_, i) => ({
      key: `f${i}`,
      label: label(`Field ${i}`),
      kind: 'text',
    }));
    await assetTypeApi(t).make({ name: 'Many fields', fields });
    const form: Record<string, string> = {
      name: 'Full form',
      type: 'Many fields',
      location: 'Bergen',
      status: 'Available',
      assignedTo: '',
      serialNumber: 'S-1',
      manufacturer: 'M',
      model: 'X',
      manufacturedOn: '2020-01-01',
      inServiceOn: '2020-02-01',
      critical: 'true',
      notes: 'n',
    };
    for (const field of fields) form[`fields.${field.key}`] = `value ${field.key}`;
    const body = multipart(form, {
      field: 'assetImage',
      filename: 'photo.png',
      contentType: 'image/png',
      bytes: await samplePng(),
    });
    const res = await t.server.inject({
      method: 'POST',
      url: '/api/assets',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(t.adminToken) },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(Object.keys(res.json<Asset>().fields)).toHaveLength(FIELD_LIMITS.fieldsPerType);
  });

  it('are kept by an edit that sends none, and dropped when the type changes', async () => {
    const made = (await post(vessel({ imo: '9074729', owner: 'Kept' }, 'MS Keep'))).json<Asset>();
    const kept = await put(made._id, { name: 'MS Keep', type: 'Vessel', location: 'Tromsø' });
    expect(kept.json<Asset>().fields).toEqual({ imo: '9074729', owner: 'Kept' });
    const moved = await put(made._id, {
      name: 'MS Keep',
      type: 'Lit buoy',
      location: 'Tromsø',
      fields: { character: 'Fl(2) R 6s' },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<Asset>().fields).toEqual({ character: 'Fl(2) R 6s' });
    const back = await put(made._id, { name: 'MS Keep', type: 'Vessel', location: 'Tromsø' });
    expect(back.statusCode).toBe(400);
    expect(back.json()).toMatchObject({ errors: { 'fields.imo': 'IMO number is required' } });
  });

  it('filter the list by choice and yes-no fields, with the other filters', async () => {
    await post(vessel({ imo: '9074729', hull: 'Aluminium', ice_class: false }, 'Filter A'));
    await post(vessel({ imo: '9074729', hull: 'Aluminium', ice_class: true }, 'Filter B'));
    await post({
      ...vessel({ imo: '9074729', hull: 'Steel', ice_class: 'ja' }, 'Filter C'),
      location: 'Oslo',
    });
    expect(await list('q=filter&field.hull=ALUMINIUM')).toEqual(['Filter A', 'Filter B']);
    expect(await list('q=filter&field.hull=aluminium&field.ice_class=yes')).toEqual(['Filter B']);
    expect(await list('q=filter&field.ice_class=true&location=Oslo')).toEqual(['Filter C']);
    const paged = await t.server.inject({
      url: '/api/assets?field.ice_class=no&limit=1',
      headers: bearer(t.adminToken),
    });
    expect(paged.headers['x-total-count']).toBe('1');
  });

  it('leaves the whole list unpaged for a parameter the list does not know, as before', async () => {
    // More than a page (10), so a paged answer would be shorter.
    for (let i = 0; i < 11; i++)
      await t.createAsset({ name: `Unpaged buoy ${i}`, type: 'Lit buoy', location: 'Fedje' });
    const res = await t.server.inject({ url: '/api/assets?unknown=1', headers: bearer(t.adminToken) });
    const all = await t.server.inject({ url: '/api/assets', headers: bearer(t.adminToken) });
    expect(all.json<Asset[]>().length).toBeGreaterThan(11);
    expect(res.json<Asset[]>()).toHaveLength(all.json<Asset[]>().length);
  });

  it('refuses a filter on a field that is not a choice or yes-no, or a value that is not yes or no', async () => {
    const text = await t.server.inject({ url: '/api/assets?field.owner=x', headers: bearer(t.adminToken) });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ errors: { 'field.owner': 'owner is not a choice or yes-no field' } });
    const word = await t.server.inject({
      url: '/api/assets?field.ice_class=perhaps',
      headers: bearer(t.adminToken),
    });
    expect(word.statusCode).toBe(400);
    expect(word.json()).toMatchObject({ errors: { 'field.ice_class': 'Ice class must be yes or no' } });
    const twice = await t.server.inject({
      url: '/api/assets?field.hull=steel&field.hull=aluminium',
      headers: bearer(t.adminToken),
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({
      fieldErrors: [{ field: 'field.hull', code: 'invalid-type' }],
    });
  });

  it('are found by a search for a text, IMO, MMSI or call-sign value', async () => {
    await post(
      vessel(
        { imo: '9176187', mmsi: '259 999 000', call_sign: 'LNBJ', owner: 'Havila Kystruten' },
        'Search target',
      ),
    );
    for (const q of ['9176187', 'IMO 9176187', 'imo9176187', '259999000', 'lnbj', 'havila'])
      expect(await list(`q=${encodeURIComponent(q)}`), q).toEqual(['Search target']);
  });
});
