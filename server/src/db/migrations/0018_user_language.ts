import type { Kysely } from 'kysely';

// Kysely<any>: a migration is written against the schema as it was then, not today's table types.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The language a person reads the product in (`en`, `nb`, `nn`), chosen on their Account page; null until
 * chosen, when screens follow the browser and e-mails, feeds and reports are written in English.
 */
export function userLanguageMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('users').addColumn('language', 'varchar(8)').execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('users').dropColumn('language').execute();
    },
  };
}
