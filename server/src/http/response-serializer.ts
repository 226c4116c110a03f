/**
 * Writes JSON answers through a serializer compiled once per route and status from the route's zod
 * response schema (fast-json-stringify), instead of a zod parse and `JSON.stringify` on every request.
 *
 * The compiled writer emits only the properties the contract names (objects are closed:
 * `additionalProperties: false`), so a field outside the contract, such as a password hash on a
 * repository row, never leaves. A schema that JSON Schema cannot express keeps zod's serializer.
 */
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

export interface CompiledResponse {
  method: string;
  url: string;
  status: string;
  /** The JSON Schema the writer was compiled from; null when the route kept zod's serializer. */
  jsonSchema: JsonSchema | null;
  serialize: (data: unknown) => string;
}

/** Every response writer compiled in this process, for the test that walks them all. */
export const compiledResponses: CompiledResponse[] = [];

export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const jsonSchema = toJsonSchema(route.schema);
  const serialize = jsonSchema ? fastJson(jsonSchema, { rounding: 'trunc' }) : zodSerializerCompiler(route);
  const { method, url } = route;
  compiledResponses.push({ method, url, status: String(route.httpStatus), jsonSchema, serialize });
  return serialize;
};

/** The route's response schema as draft-07 JSON Schema, with nullable unions flattened; null when unrepresentable. */
export function toJsonSchema(schema: unknown): JsonSchema | null {
  if (!(schema instanceof z.ZodType)) return null;
  try {
    const json = z.toJSONSchema(schema, {
      target: 'draft-07',
      io: 'output',
      unrepresentable: 'throw',
      reused: 'inline',
      cycles: 'throw',
    }) as JsonSchema;
    return flattenNullables(json) as JsonSchema;
  } catch {
    return null;
  }
}

/**
 * zod writes `x | null` as `anyOf: [X, { type: 'null' }]`, which fast-json-stringify resolves per value
 * with an Ajv validation; a type list (`type: ['string', 'null']`) is a plain branch in the compiled code.
 */
function flattenNullables(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(flattenNullables);
  if (typeof node !== 'object' || node === null) return node;
  const entries = Object.entries(node).map(([key, value]) => [key, flattenNullables(value)] as const);
  const flat: JsonSchema = Object.fromEntries(entries);
  const anyOf = flat.anyOf;
  if (!Array.isArray(anyOf) || anyOf.length !== 2) return flat;
  const other = anyOf.find((branch: JsonSchema) => branch.type !== 'null') as JsonSchema | undefined;
  const hasNull = anyOf.some(
    (branch: JsonSchema) => branch.type === 'null' && Object.keys(branch).length === 1,
  );
  if (!other || !hasNull || typeof other.type !== 'string' || other.anyOf || other.oneOf) return flat;
  const { anyOf: _ignored, ...rest } = flat;
  const merged: JsonSchema = { ...rest, ...other, type: [other.type, 'null'] };
  if (Array.isArray(other.enum)) merged.enum = [...(other.enum as unknown[]), null];
  return merged;
}
