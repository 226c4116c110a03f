/**
 * Some clients send `Content-Type: application/json` on every request, DELETE included: an empty body
 * is no body, not an error. Non-empty bodies go to Fastify's own (prototype-poisoning-safe) parser.
 */
import type { FastifyInstance } from 'fastify';

export function registerJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, done);
  });
}
