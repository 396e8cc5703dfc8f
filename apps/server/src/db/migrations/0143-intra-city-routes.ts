import type { Migration } from 'kysely';
import type { SqlDialect } from '../dialect';
import { type AnyDb, createIndexes } from './columns';
import { ownedTable } from './0009-goods';

/**
 * Intra-city delivery and routes (issue 19, docs/orders.md): riders' deliveries of paid orders
 * with WeChat local delivery's state codes, and drivers' routes through ordered stops (stores,
 * vending devices or addresses); a stop's order is unique within its route.
 */
export const intraCityRoutes = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await ownedTable(db, dialect, 'intra_city_delivery', (t) =>
      t
        .addColumn('delivery_no', 'varchar(32)')
        .addColumn('order_id', 'integer', (col) => col.notNull().references('trade_order.id'))
        .addColumn('provider', 'varchar(16)', (col) => col.notNull().defaultTo('self'))
        .addColumn('distance_meters', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('fee', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('rider_name', 'varchar(64)')
        .addColumn('rider_phone', 'varchar(32)')
        .addColumn('fail_reason', 'varchar(500)')
        .addColumn('state', 'integer', (col) => col.notNull().defaultTo(101))
        .addColumn('remark', 'varchar(500)'),
    );
    await createIndexes(db, 'intra_city_delivery', [['delivery_no']], { unique: true });
    await createIndexes(db, 'intra_city_delivery', [
      ['order_id'],
      ['provider'],
      ['rider_name'],
      ['state'],
    ]);

    await ownedTable(db, dialect, 'logistics_route', (t) =>
      t
        .addColumn('name', 'varchar(64)', (col) => col.notNull())
        .addColumn('kind', 'varchar(16)', (col) => col.notNull().defaultTo('delivery'))
        .addColumn('run_date', 'varchar(10)', (col) => col.notNull())
        .addColumn('driver_name', 'varchar(64)')
        .addColumn('driver_phone', 'varchar(32)')
        .addColumn('vehicle_no', 'varchar(16)')
        .addColumn('stop_count', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('state', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('remark', 'varchar(500)'),
    );
    await createIndexes(db, 'logistics_route', [
      ['name'],
      ['kind'],
      ['run_date'],
      ['driver_name'],
      ['state'],
    ]);

    await ownedTable(db, dialect, 'logistics_route_stop', (t) =>
      t
        .addColumn('route_id', 'integer', (col) =>
          col.notNull().references('logistics_route.id').onDelete('cascade'),
        )
        .addColumn('seq', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('place_name', 'varchar(100)', (col) => col.notNull())
        .addColumn('store_id', 'integer', (col) => col.references('store.id'))
        .addColumn('device_id', 'integer', (col) => col.references('device.id'))
        .addColumn('address', 'varchar(255)')
        .addColumn('planned_time', 'varchar(5)')
        .addColumn('remark', 'varchar(500)'),
    );
    await createIndexes(db, 'logistics_route_stop', [['route_id', 'seq']], { unique: true });
    await createIndexes(db, 'logistics_route_stop', [['store_id'], ['device_id']]);
  },
  async down(db: AnyDb) {
    for (const table of ['logistics_route_stop', 'logistics_route', 'intra_city_delivery'])
      await db.schema.dropTable(table).execute();
  },
});
