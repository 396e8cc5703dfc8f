import type { Migration } from 'kysely';
import type { AnyDb } from './columns';

/**
 * Where a console session was opened from (issue 14: the session list per user with forced
 * logout, docs/security.md "Sessions"): the caller's address and browser at login.
 */
export const sessionClient = (): Migration => ({
  async up(db: AnyDb) {
    await db.schema.alterTable('session').addColumn('ip', 'varchar(64)').execute();
    await db.schema.alterTable('session').addColumn('user_agent', 'varchar(256)').execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('session').dropColumn('user_agent').execute();
    await db.schema.alterTable('session').dropColumn('ip').execute();
  },
});
