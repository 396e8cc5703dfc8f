import type { Migration } from 'kysely';
import type { SqlDialect } from '../dialect';
import { type AnyDb, createIndexes } from './columns';
import { ownedTable } from './0009-goods';

type Table = Parameters<Parameters<typeof ownedTable>[3]>[0];

/** The sums of a statement, integer cents (net may be below zero). */
const sums = (t: Table) =>
  t
    .addColumn('mch_no', 'varchar(64)', (col) => col.notNull())
    .addColumn('way_code', 'varchar(20)', (col) => col.notNull())
    .addColumn('pay_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('pay_amount', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('refund_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('refund_amount', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('fee_amount', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('division_amount', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('net_amount', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('generated_at', 'varchar(19)')
    .addColumn('state', 'integer', (col) => col.notNull().defaultTo(1));

/**
 * Finance statements (issue 17): one row per day (or month), merchant and pay way, owned by the
 * merchant's organisation; unique on those per tenant, so working a period out again replaces
 * its rows instead of adding to them.
 */
export const financeStatements = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await ownedTable(db, dialect, 'finance_daily', (t) =>
      sums(t.addColumn('stat_date', 'varchar(10)', (col) => col.notNull())),
    );
    await createIndexes(db, 'finance_daily', [['tenant_id', 'stat_date', 'mch_no', 'way_code']], {
      unique: true,
    });
    await createIndexes(db, 'finance_daily', [['stat_date'], ['state']]);

    await ownedTable(db, dialect, 'finance_monthly', (t) =>
      sums(t.addColumn('stat_month', 'varchar(7)', (col) => col.notNull())),
    );
    await createIndexes(
      db,
      'finance_monthly',
      [['tenant_id', 'stat_month', 'mch_no', 'way_code']],
      { unique: true },
    );
    await createIndexes(db, 'finance_monthly', [['stat_month'], ['state']]);
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('finance_monthly').execute();
    await db.schema.dropTable('finance_daily').execute();
  },
});
