/**
 * The compiled response writers: every /api answer is compiled (none falls back to a parse per request),
 * writes what the contract names and nothing else. Each route's writer is fed a value built from its own
 * schema with a secret field added to every object: the secret never leaves, the rest arrives intact.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { assetSchema } from '@harbour/contract';
import { createTestApp, type TestApp } from '../test/test-app';
import { compiledResponses, responseSerializerCompiler, toJsonSchema } from './response-serializer';

type JsonSchema = Record<string, unknown>;
const LEAK = 'passwordHash';

/** A value of the schema's shape: every property present, nullable ones null when `nulls` is set. */
function sampleOf(schema: JsonSchema, nulls: boolean): unknown {
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return nulls && schema.enum.includes(null) ? null : schema.enum[0];
  if (Array.isArray(schema.anyOf)) return sampleOf(schema.anyOf[0] as JsonSchema, nulls);
  if (Array.isArray(schema.oneOf)) return sampleOf(schema.oneOf[0] as JsonSchema, nulls);
  const types = [schema.type].flat();
  if (nulls && types.includes('null')) return null;
  switch (types[0]) {
    case 'object':
      return objectSample(schema, nulls);
    case 'array':
      return Array.isArray(schema.items)
        ? schema.items.map((item: JsonSchema) => sampleOf(item, nulls))
        : [sampleOf((schema.items ?? {}) as JsonSchema, nulls)];
    case 'string':
      return schema.format === 'date-time' ? '2026-11-26T08:00:00.000Z' : 'text ø "quoted" \\ </script>';
    case 'integer':
      return 7;
    case 'number':
      return 1.5;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return { anything: [1, 'two'] };
  }
}

function objectSample(schema: JsonSchema, nulls: boolean): Record<string, unknown> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const value: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(properties)) value[key] = sampleOf(property, nulls);
  const additional = schema.additionalProperties;
  if (typeof additional === 'object' && additional !== null)
    value.someKey = sampleOf(additional as JsonSchema, nulls);
  else value[LEAK] = '$argon2id$v=19$m=19456,t=2,p=1$secret';
  return value;
}

function withoutLeaks(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutLeaks);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== LEAK)
      .map(([key, inner]) => [key, withoutLeaks(inner)]),
  );
}

describe('a compiled writer', () => {
  const write = responseSerializerCompiler({
    schema: assetSchema,
    method: 'GET',
    url: '/x',
    httpStatus: '200',
  });
  const asset = {
    _id: 'a1',
    name: 'Buoy "7"',
    type: 'Buoy',
    location: 'Tromsø',
    status: 'In Use',
    assignedTo: null,
    assignedToName: null,
    dateAssigned: null,
    lastUpdated: '2026-11-26T08:00:00.000Z',
    createdAt: '2026-11-26T08:00:00.000Z',
    assetImage: null,
    assetThumbnail: null,
    qrCodeImage: '/uploads/qr.png',
    qrPayload: 'https://example.test/a/a1',
    serialNumber: 'SN-1',
    manufacturer: null,
    model: null,
    manufacturedOn: null,
    inServiceOn: null,
    critical: false,
    notes: 'line 1\nline 2 \u2028',
    fields: { imo: '9074729', tonnage: 12.5, ice_class: true },
    fieldsNotFitting: ['imo'],
    locationId: 'l1',
    position: null,
    chartedPosition: { lat: 69.65, lon: 18.95, from: 'location' },
    offStation: {
      meters: 312,
      accuracy: null,
      position: { lat: 69.653, lon: 18.95 },
      at: '2026-11-26T08:00:00.000Z',
      by: 'erik',
    },
  };

  it('writes exactly what zod would, nulls included', () => {
    const written = write({ ...asset, [LEAK]: 'secret', assignedToUser: { [LEAK]: 'secret' } });
    expect(JSON.parse(written)).toEqual(assetSchema.parse(asset));
    expect(written).not.toContain('secret');
  });

  it('refuses an answer that misses a required field rather than writing it short', () => {
    const { name: _name, ...nameless } = asset;
    expect(() => write(nameless)).toThrow(/name/);
  });

  it('keeps nullable enums and objects', () => {
    const schema = z.object({
      status: z.enum(['ok', 'late']).nullable(),
      holder: z.object({ id: z.string() }).nullable(),
    });
    const writeIt = responseSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' });
    expect(JSON.parse(writeIt({ status: null, holder: null }))).toEqual({ status: null, holder: null });
    expect(JSON.parse(writeIt({ status: 'late', holder: { id: 'u1', [LEAK]: 's' } }))).toEqual({
      status: 'late',
      holder: { id: 'u1' },
    });
  });
});

describe('every /api answer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.server.ready();
  });
  afterAll(() => t.close());

  /** The answers with a body: a 304 has nothing to write. */
  const apiResponses = () =>
    compiledResponses.filter((response) => response.url.startsWith('/api') && response.status !== '304');

  it('is written by a compiled writer, never a parse per request', () => {
    expect(apiResponses().length).toBeGreaterThan(60);
    const uncompiled = apiResponses().filter((response) => !response.jsonSchema);
    expect(uncompiled.map((r) => `${r.method} ${r.url} ${r.status}`)).toEqual([]);
  });

  it('never writes a field outside the contract, and writes every field inside it', () => {
    for (const response of apiResponses()) {
      const where = `${response.method} ${response.url} ${response.status}`;
      for (const nulls of [false, true]) {
        const value = sampleOf(response.jsonSchema!, nulls);
        const written = response.serialize(value);
        expect(written, where).not.toContain(LEAK);
        expect(JSON.parse(written), where).toEqual(withoutLeaks(value));
      }
    }
  });

  it('a schema JSON Schema cannot express keeps zod', () => {
    expect(toJsonSchema(z.object({ at: z.date() }))).toBeNull();
    expect(toJsonSchema(z.string())).toEqual({
      $schema: 'http://json-schema.org/draft-07/schema#',
      type: 'string',
    });
  });
});
