/** Errors with meaning: services throw these, one handler turns them into responses. */
export interface AppErrorOptions {
  errors?: Record<string, string>;
  headers?: Record<string, string>;
  /** The error this one translates, kept for the log and the debugger; never sent to the client. */
  cause?: unknown;
}

/** Only the cause: what a caller translating a caught error passes on. */
export type CauseOption = Pick<AppErrorOptions, 'cause'>;

export class AppError extends Error {
  readonly errors?: Record<string, string>;
  readonly headers?: Record<string, string>;

  constructor(
    readonly statusCode: number,
    message: string,
    { errors, headers, cause }: AppErrorOptions = {},
  ) {
    super(message, cause === undefined ? undefined : { cause });
    if (errors) this.errors = errors;
    if (headers) this.headers = headers;
  }
}

export class ValidationError extends AppError {
  constructor(message: string, errors?: Record<string, string>, options: CauseOption = {}) {
    super(400, message, { ...options, ...(errors ? { errors } : {}) });
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Authentication required') {
    super(401, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You do not have permission to do this') {
    super(403, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message: string) {
    super(404, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, options: CauseOption = {}) {
    super(409, message, options);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message, { headers: { 'retry-after': String(retryAfterSeconds) } });
  }
}
