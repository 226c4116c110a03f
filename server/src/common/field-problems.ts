/** A zod refusal as field problems: each field's first message, with the code of the issue's kind. */
import { FIELD_ERROR_CODES, type FieldErrorCode } from '@harbour/contract';
import type { FieldProblems } from '../errors';

/** What a zod issue carries that names its kind (a Fastify validation item holds the same, flattened). */
interface IssueKind {
  code: string;
  origin?: string;
  minimum?: number | bigint;
  /** A custom refinement's params: `withFieldCode` puts the field code here. */
  params?: { fieldCode?: unknown };
}

const isFieldCode = (value: unknown): value is FieldErrorCode =>
  (FIELD_ERROR_CODES as readonly unknown[]).includes(value);

const isCollection = (origin: string | undefined) =>
  origin === 'array' || origin === 'set' || origin === 'map' || origin === 'record';

/** `value`: what the field held, so a missing field reads `required` rather than a wrong type. */
function fieldCodeOfIssue(issue: IssueKind, value: unknown): FieldErrorCode {
  switch (issue.code) {
    case 'invalid_type':
      return value === undefined ? 'required' : 'invalid-type';
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'required' : 'too-short';
      return isCollection(issue.origin) ? 'too-few' : 'out-of-range';
    case 'too_big':
      if (issue.origin === 'string') return 'too-long';
      return isCollection(issue.origin) ? 'too-many' : 'out-of-range';
    case 'not_multiple_of':
      return 'out-of-range';
    case 'invalid_value':
      return 'invalid-choice';
    case 'invalid_format':
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return 'invalid-format';
    case 'custom':
      return isFieldCode(issue.params?.fieldCode) ? issue.params.fieldCode : 'invalid-value';
    default:
      return 'invalid-value';
  }
}

/** The value at a path of the input, or undefined where the path leads nowhere. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

interface Issue extends IssueKind {
  path: PropertyKey[];
  message: string;
}

/** Each field's first problem; `nameOf` names the field as the answer's `errors` has always named it. */
export function fieldProblemsOf(
  issues: readonly Issue[],
  input: unknown,
  nameOf: (path: PropertyKey[]) => string,
): FieldProblems {
  const problems: FieldProblems = {};
  for (const issue of issues) {
    problems[nameOf(issue.path)] ??= {
      code: fieldCodeOfIssue(issue, valueAt(input, issue.path)),
      message: issue.message,
    };
  }
  return problems;
}

/** Field → message, as in the answer's `errors`. */
export const messagesOf = (problems: FieldProblems): Record<string, string> =>
  Object.fromEntries(Object.entries(problems).map(([field, { message }]) => [field, message]));
