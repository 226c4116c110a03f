import type { Kysely } from 'kysely';

// Kysely<any>: a migration is written against the schema as it was then, not today's table types.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Failed sign-ins and the addresses users signed in from, kept in the database so every instance sharing
 * it counts the same attempts, and a restart does not clear them. Times are epoch milliseconds.
 */
export function signInThrottleMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('sign_in_failures')
        .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
        .addColumn('key', 'varchar(600)', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('sign_in_failures_key_at_idx')
        .on('sign_in_failures')
        .columns(['key', 'at'])
        .execute();
      await db.schema.createIndex('sign_in_failures_at_idx').on('sign_in_failures').column('at').execute();
      await db.schema
        .createTable('sign_in_known_addresses')
        .addColumn('key', 'varchar(600)', (c) => c.primaryKey())
        .addColumn('since', 'bigint', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('sign_in_known_addresses').execute();
      await db.schema.dropTable('sign_in_failures').execute();
    },
  };
}
