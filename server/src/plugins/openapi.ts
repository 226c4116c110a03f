/**
 * The OpenAPI 3.1 document at /api/openapi.json, generated from every route's zod schemas (the zod type
 * provider's transform) and its declared access, so a route added later is described without a list to keep.
 * Must be registered before the routes: @fastify/swagger collects them as they are added.
 */
import swagger from '@fastify/swagger';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@harbour/contract';
import type { Access } from './access';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route takes or answers that its zod schemas cannot say. Read by the OpenAPI document only. */
    openapi?: {
      /** A multipart form: its text fields and its one file field (`json`: a JSON object is taken too). */
      form?: { fields: z.ZodObject; file: string; json?: boolean };
      /** A file answer (200): its content types. */
      produces?: string[];
      /** A JSON answer (200) the route writes as text itself: its content type and its shape. */
      writtenJson?: { type: string; schema: z.ZodType };
    };
  }
}

export const OPENAPI_PATH = '/api/openapi.json';

/** The error shape from the contract, its `code` an enum of every code (docs/API.md says what each means). */
function errorSchema() {
  const { $schema: _ignored, ...schema } = z.toJSONSchema(apiErrorSchema, { io: 'output' }) as Record<
    string,
    unknown
  >;
  return { ...schema, type: 'object' as const };
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** The error answers a route of this access and method can give, besides its own. */
function errorResponses(access: Access, method: string, url: string, personal = false) {
  const responses: Record<string, ReturnType<typeof errorResponse>> = {
    '400': errorResponse('Invalid request: the fields in `errors` say what is wrong; nothing changed'),
    '429': errorResponse('Too many requests: wait `retryAfterSeconds` (also in the Retry-After header)'),
    '503': errorResponse('The database cannot be reached or the server is shutting down; retry later'),
  };
  if (access !== 'public') {
    responses['401'] = errorResponse(
      'Not signed in, or the session or API token is invalid, expired or revoked',
    );
  }
  if (access === 'admin') responses['403'] = errorResponse('Administrator access required');
  if (personal) responses['403'] = errorResponse('An API token cannot use or change the account');
  if (url.includes(':')) responses['404'] = errorResponse('No such record');
  if (method !== 'GET' && access !== 'public') {
    responses['409'] = errorResponse('Conflict, or the same Idempotency-Key is still being answered');
    responses['422'] = errorResponse('The Idempotency-Key was used before with another body');
  }
  return responses;
}

const ACCESS_TEXT: Record<Access, string> = {
  public: 'Access: public (no sign-in).',
  'signed-in': 'Access: any signed-in user or API token (employee or admin).',
  admin: 'Access: administrators and admin API tokens only.',
};

/** A form's request body: multipart with the file as binary, and JSON without it where the route takes it. */
function formBody(form: NonNullable<NonNullable<FastifyContextConfig['openapi']>['form']>) {
  const fields = z.toJSONSchema(form.fields, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  const { $schema: _ignored, ...json } = fields as Record<string, unknown>;
  const multipart = {
    ...json,
    properties: {
      ...fields.properties,
      [form.file]: { type: 'string', contentMediaType: 'application/octet-stream' },
    },
  };
  return {
    content: {
      'multipart/form-data': { schema: multipart },
      ...(form.json ? { 'application/json': { schema: json } } : {}),
    },
  };
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const camelCased = (segment: string) => segment.split(/[-_.]/).filter(Boolean).map(capitalised).join('');

/** `GET /api/admin/api-tokens/:id` → `getAdminApiTokensById`: stable names for client generators. */
function operationId(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `By${camelCased(segment.slice(1))}` : camelCased(segment)));
  return method.toLowerCase() + words.join('');
}

/** The group a route is listed under in the docs: its first path segment after /api (and /admin). */
function tag(url: string): string {
  const [first, second] = url.replace(/^\/api\//, '').split('/');
  const name = first === 'admin' && second ? second : (first ?? 'api');
  return name === 'me' ? 'account' : name;
}

const zodTransform = createJsonSchemaTransform({ skipList: [] });
type TransformInput = Parameters<typeof zodTransform>[0];

/** The zod transform, then what our route declarations add: access, security, error shapes, files. */
function describeRoute(input: TransformInput) {
  const transformed = zodTransform(input);
  const url = transformed.url;
  const schema: Record<string, unknown> = { ...transformed.schema };
  const config: FastifyContextConfig = input.route.config ?? {};
  const access = config.access;
  if (!access) return { schema: { ...schema, hide: true }, url };
  const method = [input.route.method].flat()[0] ?? 'GET';
  const described: Record<string, unknown> = { ...schema };
  described.operationId = operationId(method, input.route.url);
  described.tags = [tag(input.route.url)];
  described['x-access'] = access;
  const personal = config.personal ? 'Sessions only: an API token gets 403.' : undefined;
  described.description = [schema.description, ACCESS_TEXT[access], personal].filter(Boolean).join('\n\n');
  if (config.personal) described['x-personal'] = true;
  described.security = access === 'public' ? [] : [{ bearer: [] }];
  const produces = config.openapi?.produces;
  const fileAnswer = produces
    ? {
        description: 'The document or file, in one of these types',
        content: Object.fromEntries(
          produces.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]),
        ),
      }
    : undefined;
  const writtenJson = config.openapi?.writtenJson;
  const jsonAnswer = writtenJson
    ? {
        description: 'The answer',
        content: {
          [writtenJson.type]: {
            schema: z.toJSONSchema(writtenJson.schema, { io: 'output', unrepresentable: 'any' }),
          },
        },
      }
    : undefined;
  const response = (schema.response ?? {}) as Record<string, unknown>;
  if (fileAnswer && !response['200']) response['200'] = fileAnswer;
  if (jsonAnswer && !response['200']) response['200'] = jsonAnswer;
  described.response = { ...errorResponses(access, method, input.route.url, config.personal), ...response };
  const form = config.openapi?.form;
  if (form) described.body = formBody(form);
  return { schema: described, url };
}

export async function registerOpenApi(app: FastifyInstance, info: { title: string; version: string }) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: info.title,
        version: info.version,
        description:
          'The asset register API. Send `Authorization: Bearer <token>`: a session token from ' +
          '`POST /api/auth/login`, or an API token (`hbr_...`) made on the API tokens screen. ' +
          'Writes accept an `Idempotency-Key` header. See docs/API.md.',
      },
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'A session token (JWT) from sign-in, or an API token starting with hbr_',
          },
        },
        schemas: { Error: errorSchema() },
      },
    },
    transform: describeRoute,
    transformObject: jsonSchemaTransformObject,
  });
}

/** GET /api/openapi.json: the document, built once on first request (the routes are fixed by then). */
export function registerOpenApiRoute(app: FastifyInstance): void {
  app.get(
    OPENAPI_PATH,
    { config: { access: 'public', openapi: { produces: ['application/json'] } } },
    (_request, reply) => reply.header('cache-control', 'no-cache').send(app.swagger()),
  );
}
