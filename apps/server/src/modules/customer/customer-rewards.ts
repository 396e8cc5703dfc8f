import { EXPERIENCE_BIZ_TYPE, POINT_BIZ_TYPE } from '@retail/contract';
import type { Db } from '../../db/database';
import { untyped } from '../../scope/scoped-db';
import { type LedgerName, netOf, post } from './customer-ledger';
import { levelUp } from './customer-level';

// What a customer earns from an order (docs/customers.md): when the order completes, the point
// rule's points and experience per whole yuan paid and not refunded, each a ledger row naming the
// order; experience that reaches a higher level's threshold moves the customer up. A refund after
// that takes back what the refunded money earned: the order keeps the rule applied to the whole
// yuan still paid (earned × yuan left ÷ yuan paid before the refund; a full refund takes all of
// it back), never below zero: points the customer already spent stay spent.

/** The order as the rewards read it (amounts in cents). */
export type RewardedOrder = {
  orderNo: string;
  tenantId: number;
  customerId: number;
  payPrice: number | string;
  refundPrice: number | string;
};

type Rule = { givePointPerYuan: number; giveExperiencePerYuan: number };

const ruleOf = async (trx: Db, tenantId: number): Promise<Rule> =>
  ((await untyped(trx)
    .selectFrom('pointConfig')
    .select(['givePointPerYuan', 'giveExperiencePerYuan'])
    .where('tenantId', '=', tenantId)
    .executeTakeFirst()) as Rule | undefined) ?? { givePointPerYuan: 0, giveExperiencePerYuan: 1 };

const REWARDS = {
  point: {
    rate: 'givePointPerYuan',
    earned: POINT_BIZ_TYPE.earnedOnOrder,
    reversed: { refund: POINT_BIZ_TYPE.reversedOnRefund, cancel: POINT_BIZ_TYPE.reversedOnCancel },
  },
  experience: {
    rate: 'giveExperiencePerYuan',
    earned: EXPERIENCE_BIZ_TYPE.earnedOnOrder,
    reversed: {
      refund: EXPERIENCE_BIZ_TYPE.reversedOnRefund,
      cancel: EXPERIENCE_BIZ_TYPE.reversedOnCancel,
    },
  },
} as const satisfies Record<LedgerName, unknown>;

const orderTypes = (name: LedgerName) => [
  REWARDS[name].earned,
  REWARDS[name].reversed.refund,
  REWARDS[name].reversed.cancel,
];

/** The points and experience of a completed order, and the level they may reach. */
export const rewardCompletedOrder = async (
  trx: Db,
  order: RewardedOrder,
  by: string,
  date: string,
): Promise<void> => {
  const rule = await ruleOf(trx, order.tenantId);
  const yuan = Math.floor((Number(order.payPrice) - Number(order.refundPrice)) / 100);
  for (const name of ['point', 'experience'] as const) {
    const amount = yuan * rule[REWARDS[name].rate];
    if (amount <= 0) continue;
    const after = await post(trx, name, {
      customerId: order.customerId,
      delta: amount,
      bizType: REWARDS[name].earned,
      bizId: order.orderNo,
      title: order.orderNo,
      floor: 'refuse',
      by,
      date,
    });
    if (after && name === 'experience')
      await levelUp(trx, after, { remark: order.orderNo, by, date });
  }
};

/**
 * A refund of `refunded` cents of an order that earned its rewards (a completed one): the share
 * they paid for is taken back. `order` is as it was before the refund. (Only a completed order
 * earned anything, and a completed order is never cancelled: its reversals are refunds'.)
 */
export const reverseOrderReward = async (
  trx: Db,
  order: RewardedOrder,
  refund: { refunded: number; refundNo: string },
  by: string,
  date: string,
): Promise<void> => {
  const paid = Number(order.payPrice) - Number(order.refundPrice);
  if (refund.refunded <= 0 || paid <= 0) return;
  const [paidYuan, leftYuan] = [paid, Math.max(0, paid - refund.refunded)].map((cents) =>
    Math.floor(cents / 100),
  ) as [number, number];
  for (const name of ['point', 'experience'] as const) {
    const net = await netOf(trx, name, order.customerId, order.orderNo, orderTypes(name));
    if (net <= 0) continue;
    // net = rate × paid yuan, so what is kept is the rule applied to the yuan left.
    const keep = paidYuan > 0 ? Math.floor((net * leftYuan) / paidYuan) : 0;
    if (net - keep <= 0) continue;
    await post(trx, name, {
      customerId: order.customerId,
      delta: -(net - keep),
      bizType: REWARDS[name].reversed.refund,
      bizId: order.orderNo,
      title: refund.refundNo,
      floor: 'clamp',
      by,
      date,
    });
  }
};
