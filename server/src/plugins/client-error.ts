/**
 * What Node's HTTP parser refuses before Fastify sees a request (a malformed request line, headers over
 * 16 KB, a request over its time) is answered here: our error shape, with the same security headers as
 * every other answer, then the connection is closed.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ApiErrorCode } from '@harbour/contract';
import type { ConnectionError, FastifyServerOptions } from 'fastify';
import { errorBody } from './error-handler';
import { securityHeaders } from './security';

const ANSWERS: Record<string, [number, ApiErrorCode, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [
    408,
    'request-timeout',
    'The request took too long to arrive. Please send it again.',
  ],
  HPE_HEADER_OVERFLOW: [431, 'headers-too-large', 'The request headers are too large'],
};
const MALFORMED: [number, ApiErrorCode, string] = [400, 'malformed-request', 'The request is malformed'];

type ClientErrorHandler = NonNullable<FastifyServerOptions['clientErrorHandler']>;

export function clientErrorHandler(allowCrossOrigin: boolean): ClientErrorHandler {
  const headers = Object.entries(securityHeaders(allowCrossOrigin))
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (error: ConnectionError, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, code, message] = ANSWERS[error.code] ?? MALFORMED;
    const body = JSON.stringify(errorBody(status, code, message));
    // Only where no answer has started on this connection: bytes after a partial one would corrupt it.
    if (socket.writable && socket.bytesWritten === 0) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n${headers}` +
          `content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n` +
          `connection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy();
  };
}
