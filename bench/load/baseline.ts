/**
 * The yardstick: a bare Fastify route that answers GET /api/assets/:id with fixed bytes, no database,
 * no auth, no schema. Usage: tsx load/baseline.ts <port> <body file>
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [port, bodyFile] = process.argv.slice(2);
if (!port || !bodyFile) throw new Error('usage: baseline.ts <port> <body file>');
const body = readFileSync(bodyFile);
const app = Fastify({ logger: false });
app.get('/api/assets/:id', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
