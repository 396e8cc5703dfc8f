import { type Migration, sql } from 'kysely';
import type { SqlDialect } from '../dialect';
import { type AnyDb, createIndexes, withId } from './columns';
import { ownedTable } from './0009-goods';

/**
 * Payments (issue 17): providers, merchants and their apps, pay ways, channel interfaces, the
 * apps' interface configs and pay passages (the registry's tables), pay and refund orders, and
 * beside them what only the payment module touches — each app's secret and each config's secret
 * parameters (encrypted, never answered), the nonces of merchant calls (a unique (app, nonce)
 * index refuses a replay on both databases, even from two calls at once) and the log of channel
 * notifications. An order's refunded total stays between 0 and its amount (a CHECK as the last
 * wall behind the guarded update).
 */
export const payments = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    const contact = <T extends Parameters<Parameters<typeof ownedTable>[3]>[0]>(t: T) =>
      t
        .addColumn('contact_name', 'varchar(64)')
        .addColumn('contact_tel', 'varchar(32)')
        .addColumn('contact_email', 'varchar(100)');

    await ownedTable(db, dialect, 'pay_isv_info', (t) =>
      contact(
        t
          .addColumn('isv_no', 'varchar(64)', (col) => col.notNull())
          .addColumn('name', 'varchar(100)', (col) => col.notNull())
          .addColumn('short_name', 'varchar(32)'),
      )
        .addColumn('state', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('remark', 'varchar(500)'),
    );
    await createIndexes(db, 'pay_isv_info', [['tenant_id', 'isv_no']], { unique: true });
    await createIndexes(db, 'pay_isv_info', [['state']]);

    await ownedTable(db, dialect, 'pay_mch_info', (t) =>
      contact(
        t
          .addColumn('mch_no', 'varchar(64)', (col) => col.notNull())
          .addColumn('name', 'varchar(100)', (col) => col.notNull())
          .addColumn('short_name', 'varchar(32)')
          .addColumn('type', 'integer', (col) => col.notNull().defaultTo(1))
          .addColumn('isv_info_id', 'integer', (col) => col.references('pay_isv_info.id')),
      )
        .addColumn('state', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('remark', 'varchar(500)'),
    );
    await createIndexes(db, 'pay_mch_info', [['tenant_id', 'mch_no']], { unique: true });
    await createIndexes(db, 'pay_mch_info', [['type'], ['isv_info_id'], ['state']]);

    await ownedTable(db, dialect, 'pay_mch_app', (t) =>
      t
        .addColumn('app_id', 'varchar(32)')
        .addColumn('name', 'varchar(100)', (col) => col.notNull())
        .addColumn('mch_info_id', 'integer', (col) => col.notNull().references('pay_mch_info.id'))
        .addColumn('state', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('secret_rotated_at', 'varchar(19)')
        .addColumn('remark', 'varchar(500)'),
    );
    // The merchant API finds an app by its id alone: unique across tenants.
    await createIndexes(db, 'pay_mch_app', [['app_id']], { unique: true });
    await createIndexes(db, 'pay_mch_app', [['mch_info_id'], ['state']]);

    await db.schema
      .createTable('pay_app_secret')
      .addColumn('mch_app_id', 'integer', (col) =>
        col.primaryKey().references('pay_mch_app.id').onDelete('cascade'),
      )
      // AES-256-GCM: base64url of iv, tag and ciphertext (lib/secret-box.ts).
      .addColumn('secret', 'varchar(255)', (col) => col.notNull())
      .addColumn('rotated_at', 'bigint', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('pay_nonce')
      .addColumn('mch_app_id', 'integer', (col) =>
        col.notNull().references('pay_mch_app.id').onDelete('cascade'),
      )
      .addColumn('nonce', 'varchar(64)', (col) => col.notNull())
      .addColumn('expires_at', 'bigint', (col) => col.notNull())
      .execute();
    await createIndexes(db, 'pay_nonce', [['mch_app_id', 'nonce']], { unique: true });
    await createIndexes(db, 'pay_nonce', [['expires_at']]);

    await ownedTable(db, dialect, 'pay_way', (t) =>
      t
        .addColumn('way_code', 'varchar(20)', (col) => col.notNull())
        .addColumn('name', 'varchar(64)', (col) => col.notNull())
        .addColumn('remark', 'varchar(500)'),
    );
    await createIndexes(db, 'pay_way', [['tenant_id', 'way_code']], { unique: true });

    await ownedTable(db, dialect, 'pay_interface_define', (t) =>
      t
        .addColumn('if_code', 'varchar(20)', (col) => col.notNull())
        .addColumn('name', 'varchar(64)', (col) => col.notNull())
        .addColumn('way_codes', 'varchar(500)', (col) => col.notNull())
        .addColumn('params_schema', 'varchar(4000)')
        .addColumn('state', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('remark', 'varchar(500)'),
    );
    await createIndexes(db, 'pay_interface_define', [['tenant_id', 'if_code']], { unique: true });
    await createIndexes(db, 'pay_interface_define', [['state']]);

    await ownedTable(db, dialect, 'pay_interface_config', (t) =>
      t
        .addColumn('mch_app_id', 'integer', (col) => col.notNull().references('pay_mch_app.id'))
        .addColumn('pay_interface_define_id', 'integer', (col) =>
          col.notNull().references('pay_interface_define.id'),
        )
        // The parameters as answered: secret values masked.
        .addColumn('if_params', 'varchar(4000)')
        .addColumn('state', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('remark', 'varchar(500)'),
    );
    await createIndexes(db, 'pay_interface_config', [['mch_app_id', 'pay_interface_define_id']], {
      unique: true,
    });
    await createIndexes(db, 'pay_interface_config', [['pay_interface_define_id'], ['state']]);
    await db.schema
      .createTable('pay_interface_config_secret')
      .addColumn('pay_interface_config_id', 'integer', (col) =>
        col.primaryKey().references('pay_interface_config.id').onDelete('cascade'),
      )
      // The secret parameters as one sealed JSON object.
      .addColumn('sealed', 'varchar(8000)', (col) => col.notNull())
      .execute();

    await ownedTable(db, dialect, 'pay_mch_pay_passage', (t) =>
      t
        .addColumn('mch_app_id', 'integer', (col) => col.notNull().references('pay_mch_app.id'))
        .addColumn('pay_way_id', 'integer', (col) => col.notNull().references('pay_way.id'))
        .addColumn('pay_interface_define_id', 'integer', (col) =>
          col.notNull().references('pay_interface_define.id'),
        )
        .addColumn('rate', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('state', 'integer', (col) => col.notNull().defaultTo(1)),
    );
    await createIndexes(
      db,
      'pay_mch_pay_passage',
      [['mch_app_id', 'pay_way_id', 'pay_interface_define_id']],
      { unique: true },
    );
    await createIndexes(db, 'pay_mch_pay_passage', [
      ['pay_way_id'],
      ['pay_interface_define_id'],
      ['state'],
    ]);

    await ownedTable(db, dialect, 'pay_order', (t) =>
      t
        .addColumn('pay_order_id', 'varchar(32)')
        .addColumn('mch_no', 'varchar(64)')
        .addColumn('app_id', 'varchar(32)')
        .addColumn('mch_app_id', 'integer', (col) => col.notNull().references('pay_mch_app.id'))
        .addColumn('mch_order_no', 'varchar(64)', (col) => col.notNull())
        .addColumn('way_code', 'varchar(20)', (col) => col.notNull())
        .addColumn('if_code', 'varchar(20)')
        .addColumn('amount', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('currency', 'varchar(3)', (col) => col.notNull())
        .addColumn('subject', 'varchar(128)', (col) => col.notNull())
        .addColumn('state', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('refund_amount', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('mch_fee_rate', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('mch_fee_amount', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('channel_order_no', 'varchar(64)')
        .addColumn('notify_url', 'varchar(255)')
        .addColumn('client_ip', 'varchar(64)')
        .addColumn('err_msg', 'varchar(255)')
        .addColumn('expired_time', 'varchar(19)')
        .addColumn('success_time', 'varchar(19)')
        // Not declared (never answered by the registry): the expiry in epoch milliseconds and
        // what the channel gave the payer to pay with (JSON).
        .addColumn('expired_at', 'bigint')
        .addColumn('pay_data', 'varchar(2000)')
        .addCheckConstraint(
          'pay_order_refund_amount_check',
          sql`refund_amount >= 0 and refund_amount <= amount`,
        ),
    );
    await createIndexes(db, 'pay_order', [['pay_order_id']], { unique: true });
    await createIndexes(db, 'pay_order', [['mch_app_id', 'mch_order_no']], { unique: true });
    await createIndexes(db, 'pay_order', [['state', 'expired_at']]);

    await ownedTable(db, dialect, 'pay_refund_order', (t) =>
      t
        .addColumn('refund_order_id', 'varchar(32)')
        .addColumn('pay_order_id', 'integer', (col) => col.notNull().references('pay_order.id'))
        .addColumn('mch_no', 'varchar(64)')
        .addColumn('app_id', 'varchar(32)')
        .addColumn('mch_app_id', 'integer', (col) => col.notNull().references('pay_mch_app.id'))
        .addColumn('mch_refund_no', 'varchar(64)', (col) => col.notNull())
        .addColumn('pay_amount', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('refund_amount', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('currency', 'varchar(3)', (col) => col.notNull())
        .addColumn('state', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('reason', 'varchar(255)', (col) => col.notNull())
        .addColumn('channel_order_no', 'varchar(64)')
        .addColumn('err_msg', 'varchar(255)')
        .addColumn('success_time', 'varchar(19)'),
    );
    await createIndexes(db, 'pay_refund_order', [['refund_order_id']], { unique: true });
    await createIndexes(db, 'pay_refund_order', [['mch_app_id', 'mch_refund_no']], {
      unique: true,
    });
    await createIndexes(db, 'pay_refund_order', [['pay_order_id'], ['state']]);

    // Every channel notification received: applied, a duplicate, or rejected and why.
    await withId(db.schema.createTable('pay_channel_notify'), dialect)
      .addColumn('if_code', 'varchar(20)', (col) => col.notNull())
      .addColumn('pay_order_id', 'varchar(32)')
      .addColumn('result', 'varchar(16)', (col) => col.notNull())
      .addColumn('reason', 'varchar(255)')
      .addColumn('body', 'varchar(2000)')
      .addColumn('at', 'bigint', (col) => col.notNull())
      .addColumn('create_date', 'varchar(19)', (col) => col.notNull())
      .execute();
    await createIndexes(db, 'pay_channel_notify', [['pay_order_id']]);
  },
  async down(db: AnyDb) {
    for (const table of [
      'pay_channel_notify',
      'pay_refund_order',
      'pay_order',
      'pay_mch_pay_passage',
      'pay_interface_config_secret',
      'pay_interface_config',
      'pay_interface_define',
      'pay_way',
      'pay_nonce',
      'pay_app_secret',
      'pay_mch_app',
      'pay_mch_info',
      'pay_isv_info',
    ])
      await db.schema.dropTable(table).execute();
  },
});
