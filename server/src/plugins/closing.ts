/**
 * While the server drains on shutdown, a request that still arrives (pipelined, or on a kept-alive
 * connection) gets a 503 in the API's error shape with Retry-After, and its connection is closed, so a
 * load balancer or client retries on another instance. Replaces Fastify's own 503, which has its own shape.
 */
import type { FastifyInstance } from 'fastify';
import { errorBody } from './error-handler';

export const SHUTTING_DOWN_MESSAGE = 'The server is shutting down. Please try again.';

export function registerClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) {
      done();
      return;
    }
    void reply
      .code(503)
      .headers({ 'retry-after': '5', connection: 'close' })
      .send(errorBody(503, 'shutting-down', SHUTTING_DOWN_MESSAGE));
  });
}
