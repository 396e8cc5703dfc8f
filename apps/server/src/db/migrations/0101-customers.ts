import type { Migration } from 'kysely';
import type { SqlDialect } from '../dialect';
import { type AnyDb, createIndexes } from './columns';
import { ownedTable } from './0009-goods';

/**
 * Customers (issue 20) with their ledgers: points (each change with the balance after, and the
 * client's request key that makes an admin adjustment happen once) and level changes.
 */
export const customers = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await ownedTable(db, dialect, 'customer', (t) =>
      t
        .addColumn('avatar', 'varchar(500)')
        .addColumn('mobile', 'varchar(20)', (col) => col.notNull())
        .addColumn('nickname', 'varchar(64)')
        .addColumn('name', 'varchar(64)')
        .addColumn('sex', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('birthday', 'varchar(10)')
        .addColumn('level_id', 'integer', (col) => col.references('member_level.id'))
        .addColumn('point', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('experience', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('register_terminal', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('login_date', 'varchar(19)')
        .addColumn('status', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('mark', 'varchar(500)'),
    );
    await createIndexes(db, 'customer', [['tenant_id', 'mobile']], { unique: true });
    await createIndexes(db, 'customer', [['level_id'], ['register_terminal'], ['status']]);

    await ownedTable(db, dialect, 'customer_point_record', (t) =>
      t
        .addColumn('customer_id', 'integer', (col) => col.notNull().references('customer.id'))
        .addColumn('biz_type', 'integer', (col) => col.notNull())
        .addColumn('biz_id', 'varchar(64)')
        .addColumn('title', 'varchar(200)')
        .addColumn('point', 'integer', (col) => col.notNull())
        .addColumn('total_point', 'integer', (col) => col.notNull())
        .addColumn('request_key', 'varchar(64)'),
    );
    await createIndexes(db, 'customer_point_record', [['customer_id'], ['biz_type']]);
    await createIndexes(db, 'customer_point_record', [['tenant_id', 'request_key']], {
      unique: true,
    });

    await ownedTable(db, dialect, 'customer_level_record', (t) =>
      t
        .addColumn('customer_id', 'integer', (col) => col.notNull().references('customer.id'))
        .addColumn('level_id', 'integer', (col) => col.references('member_level.id'))
        .addColumn('level', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('discount_percent', 'integer', (col) => col.notNull().defaultTo(100))
        .addColumn('user_experience', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('remark', 'varchar(200)')
        .addColumn('description', 'varchar(255)'),
    );
    await createIndexes(db, 'customer_level_record', [['customer_id'], ['level_id']]);
  },
});
