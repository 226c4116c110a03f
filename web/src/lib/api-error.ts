/** An HTTP error from the API, carrying the status and what the server said. */
export class ApiError extends Error {
  readonly status: number;
  /** The server's own message (`msg`, else `message`), when the body had one. */
  readonly serverMessage: string | undefined;
  /** Field errors of a 400 validation answer. */
  readonly errors: Record<string, string> | undefined;

  /** A 429's Retry-After, in seconds: when the server will take the request. */
  readonly retryAfterSeconds: number | undefined;
  /** The answer's stable code (`asset-not-found`): the screens translate by it. */
  readonly code: string | undefined;
  /** Each refused field's code (`required`, `too-long`), beside its English message in `errors`. */
  readonly fieldCodes: Record<string, string> | undefined;

  constructor(
    status: number,
    serverMessage: string | undefined,
    errors?: Record<string, string>,
    retryAfterSeconds?: number,
    codes: { code?: string; fieldCodes?: Record<string, string> } = {},
  ) {
    super(serverMessage ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.errors = errors;
    this.retryAfterSeconds = retryAfterSeconds;
    this.code = codes.code;
    this.fieldCodes = codes.fieldCodes;
  }
}
