/**
 * Sends one hostile request and checks what must hold for any input: never a 5xx; a 4xx has a clear
 * message and changes no row of any table (nor does any GET); nothing reaches Object.prototype.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { API_ERROR_CODES, FIELD_ERROR_CODES, type ApiError } from '@harbour/contract';
import { snapshotState, type StateSnapshot } from '../state-snapshot';
import { bearer, type TestApp } from '../test-app';

const SAFE_METHODS = new Set(['GET', 'HEAD']);

export interface Probe {
  send(request: InjectOptions): Promise<LightMyRequestResponse>;
  /** Says the database changed outside `send` (a fixture was added): the next check starts afresh. */
  forget(): void;
  /** The health check and a normal signed-in request both still answer. */
  expectServerAnswers(): Promise<void>;
  readonly tried: number;
}

/**
 * Field refusals (`errors` as field → message) have `fieldErrors` naming the same fields with the same
 * words, each with a listed code. (An import's 422 lists its rows' errors as an array: no fields.)
 */
function expectFieldErrorsBesideErrors(body: Partial<ApiError>, where: string): void {
  const perField = Array.isArray(body.errors) ? undefined : body.errors;
  expect(body.fieldErrors === undefined, where).toBe(perField === undefined);
  if (!perField || !body.fieldErrors) return;
  expect(Object.fromEntries(body.fieldErrors.map(({ field, message }) => [field, message])), where).toEqual(
    perField,
  );
  for (const { code } of body.fieldErrors) expect(FIELD_ERROR_CODES, where).toContain(code);
}

export function createProbe(t: TestApp, stableAssetId: string): Probe {
  let tried = 0;
  let known: StateSnapshot | undefined;
  const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();

  return {
    get tried() {
      return tried;
    },
    forget() {
      known = undefined;
    },
    async send(request) {
      const before = known ?? (await snapshotState(t.db.kysely));
      const res = await t.server.inject(request);
      tried += 1;
      const method = String(request.method ?? 'GET').toUpperCase();
      const url = typeof request.url === 'string' ? request.url : JSON.stringify(request.url);
      const where = `${method} ${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`;

      const after = await snapshotState(t.db.kysely);
      known = after;
      expect(res.statusCode, where).toBeLessThan(500);
      if (res.statusCode >= 400 || SAFE_METHODS.has(method)) expect(after, where).toEqual(before);
      if (res.statusCode >= 400) {
        const body = res.json<Partial<ApiError> & Record<string, unknown>>();
        expect(body.statusCode, where).toBe(res.statusCode);
        expect(typeof body.error, where).toBe('string');
        expect(body.message, where).toMatch(/\S/);
        expect(body.msg, where).toBe(body.message);
        expect(API_ERROR_CODES, where).toContain(body.code);
        expectFieldErrorsBesideErrors(body, where);
        expect(res.body, where).not.toMatch(/\n\s+at /);
      }
      expect(({} as Record<string, unknown>).polluted, where).toBeUndefined();
      expect(Object.getOwnPropertyNames(Object.prototype).sort(), where).toEqual(prototypeKeys);
      return res;
    },
    async expectServerAnswers() {
      expect((await t.server.inject({ url: '/api/health' })).statusCode).toBe(200);
      const asset = await t.server.inject({
        url: `/api/assets/${stableAssetId}`,
        headers: bearer(t.adminToken),
      });
      expect(asset.statusCode).toBe(200);
    },
  };
}
