import type { Kysely } from 'kysely';

// Kysely<any>: a migration is written against the schema as it was then, not today's table types.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Usernames unique by their confusable skeleton (users/username-skeleton.ts): a look-alike of an existing
 * name is refused. Existing accounts get theirs at start (users/bootstrap.ts), where the skeleton is
 * computed; NULL until then, and for the younger of two existing accounts that already look alike.
 */
export function usernameSkeletonMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('users').addColumn('username_skeleton', 'varchar(600)').execute();
      await db.schema
        .createIndex('users_username_skeleton_key')
        .on('users')
        .column('username_skeleton')
        .unique()
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropIndex('users_username_skeleton_key').execute();
      await db.schema.alterTable('users').dropColumn('username_skeleton').execute();
    },
  };
}
