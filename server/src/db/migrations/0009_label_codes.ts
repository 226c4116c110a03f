import { sql, type Kysely } from 'kysely';

// Kysely<any>: a migration is written against the schema as it was then, not today's table types.
/* eslint-disable @typescript-eslint/no-explicit-any */

// The values as they were when this migration was written (db/constraints.test.ts).
const LABEL_CODE_STATES = ['unlinked', 'linked', 'retired'];
const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * Blank label codes: printed before their asset exists, linked to it by a scan, retired when a damaged label
 * is replaced. A deleted asset lets go of its codes (they can be linked again).
 */
export function labelCodesMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('label_codes')
        .addColumn('code', 'varchar(8)', (c) => c.primaryKey())
        .addColumn('state', 'varchar(10)', (c) =>
          c.notNull().check(sql`state in (${list(LABEL_CODE_STATES)})`),
        )
        .addColumn('asset_id', 'varchar(24)', (c) => c.references('assets.id').onDelete('set null'))
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('created_by', 'varchar(50)', (c) => c.notNull())
        .addColumn('linked_at', 'varchar(30)')
        .addColumn('linked_by', 'varchar(50)')
        .addColumn('retired_at', 'varchar(30)')
        .execute();
      await db.schema.createIndex('label_codes_asset_idx').on('label_codes').column('asset_id').execute();
      await db.schema
        .createIndex('label_codes_state_idx')
        .on('label_codes')
        .columns(['state', 'created_at'])
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('label_codes').execute();
    },
  };
}
