/**
 * Error answers keep their English message word for word and carry a code from the contract's list, so
 * screens can say the same thing in another language; field refusals name each field's code as well.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { API_ERROR_CODES, FIELD_ERROR_CODES, MESSAGES, type ApiError } from '@harbour/contract';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let employee: string;
beforeAll(async () => {
  t = await createTestApp(
    {},
    { throttle: { maxPerUsernameAtAddress: 2, maxPerUsername: 3, maxPerAddress: 6, windowMs: 60_000 } },
  );
  employee = (await t.createUser('coded.employee')).token;
});
afterAll(() => t.close());

/** The answer's body, after checking it is an error answer in the contract's shape. */
function errorOf(res: LightMyRequestResponse, status: number): ApiError {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json<ApiError>();
  expect(API_ERROR_CODES).toContain(body.code);
  expect(body.msg).toBe(body.message);
  for (const field of body.fieldErrors ?? []) expect(FIELD_ERROR_CODES).toContain(field.code);
  return body;
}

const createUser = (payload: object) =>
  t.server.inject({
    method: 'POST',
    url: '/api/admin/create-user',
    headers: bearer(t.adminToken),
    payload,
  });

describe('error answers: the message as before, and a code to translate', () => {
  it('404 for an asset that does not exist', async () => {
    const res = await t.server.inject({
      url: `/api/assets/${'a'.repeat(24)}`,
      headers: bearer(t.adminToken),
    });
    expect(errorOf(res, 404)).toEqual({
      statusCode: 404,
      error: 'Not Found',
      code: 'asset-not-found',
      message: 'Asset not found',
      msg: 'Asset not found',
    });
  });

  it('401 without a token, and for a token that is not a session', async () => {
    const none = await t.server.inject({ url: '/api/assets' });
    expect(errorOf(none, 401)).toMatchObject({
      code: 'authentication-required',
      message: 'Sign in required: missing bearer token',
    });
    const forged = await t.server.inject({ url: '/api/assets', headers: bearer('not.a.token') });
    expect(errorOf(forged, 401)).toMatchObject({
      code: 'session-expired',
      message: 'Your session is invalid or has expired. Please sign in again.',
    });
  });

  it('403 for an employee on an administrators’ route', async () => {
    const res = await t.server.inject({ url: '/api/admin/users', headers: bearer(employee) });
    expect(errorOf(res, 403)).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      code: 'forbidden',
      message: 'Administrator access required',
      msg: 'Administrator access required',
    });
  });

  it('400 from a form check: errors as before, and fieldErrors with each field’s code beside them', async () => {
    const res = await t.server.inject({
      method: 'POST',
      url: '/api/assets',
      headers: bearer(t.adminToken),
      payload: { name: 'Crane 4', location: 'Pier 2', inServiceOn: '2026-02-30' },
    });
    const body = errorOf(res, 400);
    expect(body).toMatchObject({ code: 'validation-failed', message: MESSAGES.assetRequiredFields });
    expect(body.errors).toEqual({
      type: 'Type is required',
      inServiceOn: 'Date in service is not a real date',
    });
    expect(body.fieldErrors).toEqual([
      { field: 'type', code: 'required', message: 'Type is required' },
      { field: 'inServiceOn', code: 'invalid-date', message: 'Date in service is not a real date' },
    ]);
  });

  it('400 from a route schema: a missing field is required, a short one too short', async () => {
    const res = await createUser({ username: 'ab', role: 'user' });
    const body = errorOf(res, 400);
    expect(body.code).toBe('validation-failed');
    expect(body.message).toBe(
      'Invalid request: username: Username must be at least 3 characters; password: Invalid input: expected string, received undefined',
    );
    expect(body.fieldErrors).toEqual([
      { field: 'username', code: 'too-short', message: 'Username must be at least 3 characters' },
      {
        field: 'password',
        code: 'required',
        message: 'Invalid input: expected string, received undefined',
      },
    ]);
    expect(Object.keys(body.errors!)).toEqual(body.fieldErrors!.map((field) => field.field));
  });

  it('409 for a username that is taken', async () => {
    expect((await createUser({ username: 'taken.name', password: 'user-password-1' })).statusCode).toBe(201);
    const res = await createUser({ username: 'taken.name', password: 'user-password-1' });
    expect(errorOf(res, 409)).toMatchObject({
      code: 'username-taken',
      message: "The username 'taken.name' is already taken",
    });
  });

  it('429 when sign-in is throttled, with when to try again', async () => {
    const login = (password: string) =>
      t.server.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'coded.employee', password },
        remoteAddress: '10.9.0.1',
      });
    const wrong = await login('not-the-password');
    expect(errorOf(wrong, 401)).toMatchObject({
      code: 'invalid-credentials',
      message: 'Invalid credentials',
    });
    await login('not-the-password');
    const blocked = errorOf(await login('user-password-1'), 429);
    expect(blocked).toMatchObject({
      code: 'sign-in-throttled',
      message: 'Too many failed sign-in attempts. Try again in 1 minute.',
    });
    expect(blocked.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('400 for a body that is not JSON, and 415 for a type the API does not read', async () => {
    const malformed = await t.server.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "admin",',
    });
    expect(errorOf(malformed, 400)).toMatchObject({
      code: 'malformed-json',
      message: 'The request body is not valid JSON',
    });
    const unsupported = await t.server.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(errorOf(unsupported, 415)).toMatchObject({
      code: 'unsupported-media-type',
      message: 'Unsupported content type',
    });
  });

  it('404 for a route that does not exist', async () => {
    const res = await t.server.inject({ url: '/api/no-such-thing?x=1', headers: bearer(t.adminToken) });
    expect(errorOf(res, 404)).toEqual({
      statusCode: 404,
      error: 'Not Found',
      code: 'route-not-found',
      message: 'No route for GET /api/no-such-thing',
      msg: 'No route for GET /api/no-such-thing',
    });
  });

  it('documents the code and the field errors in the OpenAPI error shape', async () => {
    const doc = (await t.server.inject({ url: '/api/openapi.json' })).json<{
      components: { schemas: { Error: { required: string[]; properties: Record<string, unknown> } } };
    }>();
    const error = doc.components.schemas.Error;
    expect(error.required).toContain('code');
    expect(error.properties.code).toMatchObject({ enum: [...API_ERROR_CODES] });
    expect(error.properties.fieldErrors).toMatchObject({
      type: 'array',
      items: { properties: { code: { enum: [...FIELD_ERROR_CODES] } } },
    });
  });
});
