/**
 * HTTP on a connection of its own (no keep-alive pool), so a test knows whether a new connection was
 * accepted, and can send a body as slowly as a phone on a weak signal would.
 */
import { request } from 'node:http';

export interface RawResponse {
  status: number;
  body: string;
}

export interface SlowRequest {
  /** Settles with the answer, or rejects with the connection error. */
  response: Promise<RawResponse>;
  /** Resolves once the server has read the request's head (its 100 Continue) and the body has begun. */
  started: Promise<void>;
}

/** Sends `body` in `parts` pieces, `gapMs` apart, on a new connection. */
export function slowRequest(
  url: string,
  options: { method: string; headers: Record<string, string>; body: Buffer; parts: number; gapMs: number },
): SlowRequest {
  let markStarted: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const response = new Promise<RawResponse>((resolve, reject) => {
    const req = request(url, {
      method: options.method,
      agent: false,
      // The server answers 100 Continue once it has the head: from then on the request is its own.
      headers: { ...options.headers, 'content-length': String(options.body.length), expect: '100-continue' },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    const size = Math.ceil(options.body.length / options.parts);
    let offset = 0;
    const sendNext = () => {
      if (req.destroyed) return;
      const piece = options.body.subarray(offset, offset + size);
      offset += piece.length;
      if (offset >= options.body.length) req.end(piece);
      else {
        req.write(piece, () => markStarted());
        setTimeout(sendNext, options.gapMs);
      }
    };
    req.once('continue', sendNext);
    req.flushHeaders();
  });
  return { response, started };
}

/** A GET on a new connection: the status, or the connection error's code (ECONNREFUSED, ...). */
export function probe(url: string): Promise<number | string> {
  return new Promise((resolve) => {
    const req = request(url, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.end();
  });
}

/** A multipart form body with text fields and one file, ready to send in pieces. */
export function multipartBody(
  fields: Record<string, string>,
  file: { field: string; name: string; type: string; bytes: Buffer },
): { body: Buffer; contentType: string } {
  const boundary = `----harbour${Date.now().toString(16)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
