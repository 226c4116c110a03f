/**
 * The OpenAPI document: valid OpenAPI 3.1 (checked by a validator that ships its schemas, no network), and
 * generated from the app's own route table, so a route added without being described fails here.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { declaredRoutes } from './access';

interface Operation {
  operationId?: string;
  description?: string;
  parameters?: { name: string; in: string; required?: boolean }[];
  tags?: string[];
  'x-access'?: string;
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, unknown> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let doc: Document;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.server.inject({ url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json<Document>();
});
afterAll(() => t.close());

/** Fastify's `/assets/:id` as OpenAPI writes it: `/assets/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const operation = (method: string, url: string) => doc.paths[openApiPath(url)]?.[method.toLowerCase()];

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(structuredClone(doc) as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('the validator refuses a broken document, so the check above can fail', async () => {
    const broken = structuredClone(doc) as unknown as { paths: Record<string, unknown> };
    broken.paths['/api/health'] = { get: { responses: 'none' } };
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('describes every /api route the app serves, with the access the route declares', () => {
    expect(declaredRoutes(t.server).length).toBeGreaterThan(40);
    const missing = declaredRoutes(t.server).filter((route) => !operation(route.method, route.url));
    expect(missing.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    for (const route of declaredRoutes(t.server)) {
      const op = operation(route.method, route.url)!;
      expect(op['x-access'], `${route.method} ${route.url}`).toBe(route.access);
      expect(op.security, `${route.method} ${route.url}`).toEqual(
        route.access === 'public' ? [] : [{ bearer: [] }],
      );
    }
  });

  it('names every operation once, for client generators', () => {
    const ids = declaredRoutes(t.server).map((route) => operation(route.method, route.url)!.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operation('DELETE', '/api/admin/api-tokens/:id')!.operationId).toBe('deleteAdminApiTokensById');
    expect(operation('GET', '/api/compliance')!.tags).toEqual(['compliance']);
  });

  it('gives every route the error shape it can answer with', () => {
    for (const route of declaredRoutes(t.server)) {
      const codes = Object.keys(operation(route.method, route.url)!.responses);
      expect(codes, `${route.method} ${route.url}`).toContain('400');
      if (route.access !== 'public') expect(codes, `${route.method} ${route.url}`).toContain('401');
      if (route.access === 'admin') expect(codes, `${route.method} ${route.url}`).toContain('403');
    }
    expect(operation('GET', '/api/assets/:id')!.responses['404']).toBeDefined();
    const forbidden = operation('GET', '/api/admin/users')!.responses['403']!;
    expect(forbidden.content).toEqual({
      'application/json': { schema: { $ref: '#/components/schemas/Error' } },
    });
  });

  it('describes what every route answers on success', () => {
    for (const route of declaredRoutes(t.server)) {
      const success = Object.entries(operation(route.method, route.url)!.responses).filter(([code]) =>
        code.startsWith('2'),
      );
      expect(success.length, `${route.method} ${route.url} has no success answer`).toBeGreaterThan(0);
    }
  });

  it('describes request and answer bodies from the route schemas', () => {
    const create = operation('POST', '/api/admin/inspection-plans')!;
    expect(Object.keys(create.requestBody!.content)).toEqual(['application/json']);
    expect(create.responses['201']!.content!['application/json']).toBeDefined();
  });

  it('describes the paged, searchable form of users with assets beside its bare whole-array answer', () => {
    const usersWithAssets = operation('GET', '/api/admin/users-with-assets')!;
    const query = (usersWithAssets.parameters ?? []).filter((parameter) => parameter.in === 'query');
    expect(query.map((parameter) => [parameter.name, parameter.required ?? false])).toEqual(
      expect.arrayContaining([
        ['page', false],
        ['limit', false],
        ['q', false],
      ]),
    );
    expect(query).toHaveLength(3);
    expect(usersWithAssets.description).toMatch(/Called bare: every user/);
    expect(usersWithAssets.description).toMatch(/X-Total-Count/);
  });

  it("describes an asset's field values in its form, and the asset type routes", () => {
    const form = JSON.stringify(operation('POST', '/api/assets')!.requestBody!.content['application/json']);
    expect(form).toContain("Values of the asset type's fields by key");
    for (const [method, path] of [
      ['GET', '/api/asset-types'],
      ['POST', '/api/admin/asset-types'],
      ['PUT', '/api/admin/asset-types/:id'],
      ['DELETE', '/api/admin/asset-types/:id'],
    ] as const)
      expect(operation(method, path), `${method} ${path}`).toBeDefined();
  });

  it('says honestly which routes take a multipart form or answer a file', () => {
    const upload = operation('POST', '/api/assets/:id/documents')!;
    expect(Object.keys(upload.requestBody!.content)).toEqual(['multipart/form-data']);
    expect(Object.keys(operation('GET', '/api/documents/:id')!.responses['200']!.content!)).toEqual(
      expect.arrayContaining(['application/pdf']),
    );
    expect(Object.keys(operation('POST', '/api/admin/labels')!.responses['200']!.content!)).toEqual([
      'application/pdf',
    ]);
  });
});
