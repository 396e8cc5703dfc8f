import type { Migration } from 'kysely';
import type { SqlDialect } from '../dialect';
import { type AnyDb, createIndexes } from './columns';

/**
 * Finance statements per merchant, channel and pay way (issue 17, docs/payments.md): the channel
 * (`if_code`, the interface that took the orders) joins the key, so one way served by two
 * channels gives two rows. Rows written before keep an empty channel; open ones are worked out
 * again by channel on the next run, confirmed, locked and closed ones stay as they were.
 */
export const financeByChannel = (_dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    for (const [table, period] of [
      ['finance_daily', 'stat_date'],
      ['finance_monthly', 'stat_month'],
    ] as const) {
      await db.schema
        .alterTable(table)
        .addColumn('if_code', 'varchar(20)', (col) => col.notNull().defaultTo(''))
        .execute();
      await db.schema.dropIndex(`${table}_tenant_id_${period}_mch_no_way_code_key`).execute();
      await createIndexes(db, table, [['tenant_id', period, 'mch_no', 'if_code', 'way_code']], {
        unique: true,
      });
    }
  },
});
