import type { Migration } from 'kysely';
import type { SqlDialect } from '../dialect';
import { type AnyDb, createIndexes } from './columns';
import { ownedTable } from './0009-goods';

/**
 * Division (issue 17): receiver groups and receivers, a record per receiver of each divided
 * order, and on the pay order its division mode and the amount its division records hold
 * (reserved by a guarded update: with the refunds, never more than the order's amount).
 */
export const paymentDivision = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await db.schema
      .alterTable('pay_order')
      .addColumn('division_mode', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('pay_order')
      .addColumn('division_amount', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();

    await ownedTable(db, dialect, 'pay_division_receiver_group', (t) =>
      t
        .addColumn('name', 'varchar(64)', (col) => col.notNull())
        .addColumn('mch_info_id', 'integer', (col) => col.notNull().references('pay_mch_info.id'))
        .addColumn('auto_division', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('remark', 'varchar(500)'),
    );
    await createIndexes(db, 'pay_division_receiver_group', [['mch_info_id'], ['auto_division']]);

    await ownedTable(db, dialect, 'pay_division_receiver', (t) =>
      t
        .addColumn('name', 'varchar(64)', (col) => col.notNull())
        .addColumn('division_receiver_group_id', 'integer', (col) =>
          col.notNull().references('pay_division_receiver_group.id'),
        )
        .addColumn('acc_type', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('acc_no', 'varchar(64)', (col) => col.notNull())
        .addColumn('acc_name', 'varchar(64)', (col) => col.notNull())
        .addColumn('relation_type', 'varchar(32)', (col) => col.notNull())
        .addColumn('division_ratio', 'integer', (col) => col.notNull())
        .addColumn('state', 'integer', (col) => col.notNull().defaultTo(1)),
    );
    await createIndexes(db, 'pay_division_receiver', [['division_receiver_group_id'], ['state']]);

    await ownedTable(db, dialect, 'pay_order_division_record', (t) =>
      t
        .addColumn('pay_order_id', 'integer', (col) => col.notNull().references('pay_order.id'))
        .addColumn('batch_no', 'varchar(32)', (col) => col.notNull())
        .addColumn('division_receiver_id', 'integer', (col) =>
          col.notNull().references('pay_division_receiver.id'),
        )
        .addColumn('acc_no', 'varchar(64)', (col) => col.notNull())
        .addColumn('acc_name', 'varchar(64)', (col) => col.notNull())
        .addColumn('division_ratio', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('pay_order_amount', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('division_base', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('division_amount', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('state', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('channel_batch_no', 'varchar(64)')
        .addColumn('err_msg', 'varchar(255)'),
    );
    await createIndexes(db, 'pay_order_division_record', [
      ['pay_order_id', 'state'],
      ['division_receiver_id'],
      ['state'],
      ['batch_no'],
    ]);
    // One record per receiver of an order: planning twice adds nothing.
    await createIndexes(
      db,
      'pay_order_division_record',
      [['pay_order_id', 'division_receiver_id']],
      {
        unique: true,
      },
    );
  },
  async down(db: AnyDb) {
    for (const table of [
      'pay_order_division_record',
      'pay_division_receiver',
      'pay_division_receiver_group',
    ])
      await db.schema.dropTable(table).execute();
    await db.schema.alterTable('pay_order').dropColumn('division_amount').execute();
    await db.schema.alterTable('pay_order').dropColumn('division_mode').execute();
  },
});
