import { FIELD_ERROR_CODES, type FieldErrorCode } from './error-codes';

/** What a zod issue carries that names its kind (a Fastify validation item holds the same, flattened). */
export interface IssueKind {
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

/**
 * The field code a zod issue means, the same on the server's answers and in a form's own checks.
 * `value`: what the field held, so a missing field reads `required` rather than a wrong type.
 */
export function fieldCodeOfIssue(issue: IssueKind, value: unknown): FieldErrorCode {
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
