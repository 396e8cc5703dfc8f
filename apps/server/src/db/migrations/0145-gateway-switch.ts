import type { Migration } from 'kysely';
import type { AnyDb } from './columns';

/**
 * The gateway's switches (issue 19, docs/operations.md "Gateway"): a route switched off answers
 * 503 to every caller; one row per route that was ever switched, with who and why.
 */
export const gatewaySwitch = (): Migration => ({
  async up(db: AnyDb) {
    await db.schema
      .createTable('gateway_switch')
      .addColumn('method', 'varchar(8)', (col) => col.notNull())
      .addColumn('path', 'varchar(200)', (col) => col.notNull())
      .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('reason', 'varchar(200)')
      .addColumn('update_by', 'varchar(64)')
      .addColumn('update_date', 'varchar(19)')
      .addPrimaryKeyConstraint('gateway_switch_pkey', ['method', 'path'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('gateway_switch').execute();
  },
});
