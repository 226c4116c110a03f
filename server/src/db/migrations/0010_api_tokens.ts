import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../dialect';

// Kysely<any>: a migration is written against the schema as it was then, not today's table types.
/* eslint-disable @typescript-eslint/no-explicit-any */

// The roles as they were when this migration was written (db/constraints.test.ts).
const ROLES = ['user', 'admin'];
const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * API tokens: a name, a role, the SHA-256 of the secret (never the secret), the administrator it acts as
 * (gone with them), an optional expiry, when it was last used and when revoked. The activity log's
 * username grows to hold "admin (API token: <name>)": PostgreSQL enforces varchar lengths, SQLite does not.
 */
export function apiTokensMigration(kind: DatabaseKind) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('api_tokens')
        .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
        .addColumn('name', 'varchar(40)', (c) => c.notNull())
        .addColumn('role', 'varchar(10)', (c) => c.notNull().check(sql`role in (${list(ROLES)})`))
        .addColumn('secret_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('created_by', 'varchar(24)', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(30)')
        .addColumn('last_used_at', 'varchar(30)')
        .addColumn('revoked_at', 'varchar(30)')
        .execute();
      await db.schema
        .createIndex('api_tokens_created_by_idx')
        .on('api_tokens')
        .column('created_by')
        .execute();
      if (kind === 'postgres') {
        await sql`alter table activities alter column username type varchar(120)`.execute(db);
      }
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('api_tokens').execute();
    },
  };
}
