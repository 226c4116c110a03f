/** Errors with meaning: services throw these, one handler turns them into responses. */
import type { ApiErrorCode, FieldErrorCode } from '@harbour/contract';
import { messagesOf } from './common/field-problems';

/** What is wrong with one field: the code screens translate, and the words clients show. */
export interface FieldProblem {
  code: FieldErrorCode;
  message: string;
}

/** Per field (dotted path). */
export type FieldProblems = Record<string, FieldProblem>;

export interface AppErrorOptions {
  fields?: FieldProblems;
  headers?: Record<string, string>;
  /** The error this one translates, kept for the log and the debugger; never sent to the client. */
  cause?: unknown;
}

/** Only the cause: what a caller translating a caught error passes on. */
export type CauseOption = Pick<AppErrorOptions, 'cause'>;

export class AppError extends Error {
  readonly fields?: FieldProblems;
  readonly headers?: Record<string, string>;

  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    { fields, headers, cause }: AppErrorOptions = {},
  ) {
    super(message, cause === undefined ? undefined : { cause });
    if (fields) this.fields = fields;
    if (headers) this.headers = headers;
  }

  /** Per field, its message only: the `errors` of the answer, as clients have always read it. */
  get errors(): Record<string, string> | undefined {
    return this.fields && messagesOf(this.fields);
  }
}

export class ValidationError extends AppError {
  constructor(code: ApiErrorCode, message: string, fields?: FieldProblems, options: CauseOption = {}) {
    super(400, code, message, { ...options, ...(fields ? { fields } : {}) });
  }
}

export class UnauthorizedError extends AppError {
  constructor(code: ApiErrorCode = 'authentication-required', message = 'Authentication required') {
    super(401, code, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(code: ApiErrorCode = 'forbidden', message = 'You do not have permission to do this') {
    super(403, code, message);
  }
}

export class NotFoundError extends AppError {
  constructor(code: ApiErrorCode, message: string) {
    super(404, code, message);
  }
}

export class ConflictError extends AppError {
  constructor(code: ApiErrorCode, message: string, options: CauseOption = {}) {
    super(409, code, message, options);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(
    code: ApiErrorCode,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, code, message, { headers: { 'retry-after': String(retryAfterSeconds) } });
  }
}
