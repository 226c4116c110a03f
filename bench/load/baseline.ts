/**
 * The yardsticks, in one bare Fastify process (no auth, no plugins, no schema):
 * - GET /api/assets/:id answers fixed bytes, no database;
 * - GET /floor/assets/:id (PostgreSQL) answers one primary-key query through `pg`, a pool of 10: the floor
 *   of any server that reads an asset from that database;
 * - POST /floor/insert inserts one activity row (what a scan writes) through the same driver as the
 *   product, into the same database: the floor of any write.
 * Usage: tsx load/baseline.ts <port> <body file> [database URL]
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';
import pg from 'pg';

const [port, bodyFile, databaseUrl] = process.argv.slice(2);
if (!port || !bodyFile) throw new Error('usage: baseline.ts <port> <body file> [database URL]');
const body = readFileSync(bodyFile);
const app = Fastify({ logger: false });
app.get('/api/assets/:id', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));

const INSERT = `insert into activities (id, action, details, asset_id, asset_name, user_id, username, scan_location, created_at)
  values ($1, 'scanned', '', null, 'Bench floor', null, 'bench.floor', '69.64970,18.95570', $2)`;
const activityId = () => randomBytes(12).toString('hex');

if (databaseUrl?.startsWith('postgres')) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  app.get<{ Params: { id: string } }>('/floor/assets/:id', async (request) => {
    const { rows } = await pool.query('select * from assets where id = $1', [request.params.id]);
    return rows[0];
  });
  app.post('/floor/insert', async (_request, reply) => {
    await pool.query(INSERT, [activityId(), new Date().toISOString()]);
    return reply.code(201).send({ ok: true });
  });
  app.addHook('onClose', () => pool.end());
} else if (databaseUrl?.startsWith('sqlite:')) {
  const sqlite = new SQLite(databaseUrl.slice('sqlite:'.length));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  const insert = sqlite.prepare(INSERT.replace('$1', '?').replace('$2', '?'));
  app.post('/floor/insert', (_request, reply) => {
    insert.run(activityId(), new Date().toISOString());
    return reply.code(201).send({ ok: true });
  });
  app.addHook('onClose', () => sqlite.close());
}

await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
