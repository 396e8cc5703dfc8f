import type { Migration } from 'kysely';
import type { SqlDialect } from '../dialect';
import { type AnyDb, createIndexes } from './columns';
import { ownedTable } from './0009-goods';

/**
 * Merchant onboarding (issue 17, docs/payments.md "Merchant onboarding"): merchant categories
 * and origins, merchants, their applications to the channels (WeChat Pay, Helipay, Alipay) and
 * their payment settings. At most one application under way per merchant and channel, and one
 * setting per merchant and pay way (unique indexes as the last wall behind the checks).
 */
export const merchantOnboarding = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await ownedTable(db, dialect, 'pay_merchant_type', (t) =>
      t
        .addColumn('code', 'varchar(32)', (col) => col.notNull())
        .addColumn('name', 'varchar(64)', (col) => col.notNull())
        .addColumn('mcc', 'varchar(8)')
        .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('enable', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('remark', 'varchar(500)'),
    );
    await createIndexes(db, 'pay_merchant_type', [['tenant_id', 'code']], { unique: true });
    await createIndexes(db, 'pay_merchant_type', [['enable'], ['mcc']]);

    await ownedTable(db, dialect, 'pay_merchant_origin', (t) =>
      t
        .addColumn('name', 'varchar(64)', (col) => col.notNull())
        .addColumn('kind', 'varchar(16)', (col) => col.notNull().defaultTo('sales'))
        .addColumn('contact_name', 'varchar(64)')
        .addColumn('contact_tel', 'varchar(32)')
        .addColumn('enable', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('remark', 'varchar(500)'),
    );
    await createIndexes(db, 'pay_merchant_origin', [['tenant_id', 'name']], { unique: true });
    await createIndexes(db, 'pay_merchant_origin', [['kind'], ['enable']]);

    await ownedTable(db, dialect, 'pay_merchant', (t) =>
      t
        .addColumn('name', 'varchar(100)', (col) => col.notNull())
        .addColumn('short_name', 'varchar(32)')
        .addColumn('merchant_type_id', 'integer', (col) =>
          col.notNull().references('pay_merchant_type.id'),
        )
        .addColumn('merchant_origin_id', 'integer', (col) =>
          col.references('pay_merchant_origin.id'),
        )
        .addColumn('subject_type', 'varchar(16)', (col) => col.notNull().defaultTo('enterprise'))
        .addColumn('licence_no', 'varchar(32)')
        .addColumn('legal_person', 'varchar(64)')
        .addColumn('contact_name', 'varchar(64)', (col) => col.notNull())
        .addColumn('contact_tel', 'varchar(32)', (col) => col.notNull())
        .addColumn('contact_email', 'varchar(128)')
        .addColumn('state', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('remark', 'varchar(500)'),
    );
    await createIndexes(db, 'pay_merchant', [['tenant_id', 'name']], { unique: true });
    await createIndexes(db, 'pay_merchant', [
      ['merchant_type_id'],
      ['merchant_origin_id'],
      ['subject_type'],
      ['licence_no'],
      ['contact_tel'],
      ['state'],
    ]);

    await ownedTable(db, dialect, 'pay_merchant_entry', (t) =>
      t
        .addColumn('merchant_id', 'integer', (col) => col.notNull().references('pay_merchant.id'))
        .addColumn('channel', 'varchar(16)', (col) => col.notNull())
        .addColumn('business_code', 'varchar(32)')
        .addColumn('subject_type', 'varchar(16)', (col) => col.notNull().defaultTo('enterprise'))
        .addColumn('licence_image', 'varchar(500)')
        .addColumn('id_card_image', 'varchar(500)')
        .addColumn('legal_person', 'varchar(64)', (col) => col.notNull())
        .addColumn('account_name', 'varchar(100)', (col) => col.notNull())
        .addColumn('account_bank', 'varchar(100)', (col) => col.notNull())
        .addColumn('account_no', 'varchar(32)', (col) => col.notNull())
        .addColumn('contact_name', 'varchar(64)', (col) => col.notNull())
        .addColumn('contact_tel', 'varchar(32)', (col) => col.notNull())
        .addColumn('sub_mch_id', 'varchar(32)')
        .addColumn('reject_reason', 'varchar(500)')
        .addColumn('state', 'integer', (col) => col.notNull().defaultTo(0)),
    );
    await createIndexes(db, 'pay_merchant_entry', [['business_code']], { unique: true });
    await createIndexes(db, 'pay_merchant_entry', [
      ['merchant_id', 'channel'],
      ['channel'],
      ['sub_mch_id'],
      ['state'],
    ]);

    await ownedTable(db, dialect, 'pay_merchant_payment', (t) =>
      t
        .addColumn('merchant_id', 'integer', (col) => col.notNull().references('pay_merchant.id'))
        .addColumn('mch_app_id', 'integer', (col) => col.notNull().references('pay_mch_app.id'))
        .addColumn('pay_way_id', 'integer', (col) => col.notNull().references('pay_way.id'))
        .addColumn('rate_ppm', 'integer', (col) => col.notNull().defaultTo(6000))
        .addColumn('daily_limit', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('enable', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('remark', 'varchar(500)'),
    );
    await createIndexes(db, 'pay_merchant_payment', [['merchant_id', 'pay_way_id']], {
      unique: true,
    });
    await createIndexes(db, 'pay_merchant_payment', [['mch_app_id'], ['pay_way_id'], ['enable']]);
  },
  async down(db: AnyDb) {
    for (const table of [
      'pay_merchant_payment',
      'pay_merchant_entry',
      'pay_merchant',
      'pay_merchant_origin',
      'pay_merchant_type',
    ])
      await db.schema.dropTable(table).execute();
  },
});
