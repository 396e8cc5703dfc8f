import type { Migration } from 'kysely';
import type { SqlDialect } from '../dialect';
import type { AnyDb } from './columns';

/**
 * Payments (issue 17, docs/payments.md): who paid, as the channel names its payer (Alipay's
 * `buyer_id`, WeChat Pay's `openid`), written when the channel reports the payment; shown on the
 * Alipay and Weixin charge order screens.
 */
export const payOrderPayer = (_dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await db.schema.alterTable('pay_order').addColumn('channel_user', 'varchar(64)').execute();
  },
});
