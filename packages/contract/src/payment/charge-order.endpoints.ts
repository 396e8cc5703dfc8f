import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';
import { idSchema } from '../api/owned';

// The Alipay and Weixin charge order detail screens (console.md §2, docs/payments.md): one pay
// order of that channel as the channel saw it — its trade number and payer, every notification
// received for it (applied, a repeat, refused and why), and its refunds with the channel's refund
// numbers. Reached from the pay order list; the same owner rules as the pay orders.

/** The detail screen of each channel, by its interface code. */
export const CHARGE_ORDER_SCREENS = {
  alipay: 'alipayChargeOrderDetail',
  wxpay: 'weixinChargeOrderDetail',
} as const;
export type ChargeOrderChannel = keyof typeof CHARGE_ORDER_SCREENS;

const text = z.string().nullable();

export const chargeOrderDetailSchema = z.object({
  id: z.number().int(),
  payOrderId: z.string(),
  mchNo: z.string(),
  appId: z.string(),
  mchOrderNo: z.string(),
  wayCode: z.string(),
  ifCode: text,
  subject: z.string(),
  amount: z.number().int(),
  refundAmount: z.number().int(),
  currency: z.string(),
  state: z.number().int(),
  /** The channel's trade number (Alipay `trade_no`, WeChat Pay `transaction_id`). */
  channelOrderNo: text,
  /** The payer as the channel names them (Alipay buyer id, WeChat Pay openid). */
  channelUser: text,
  createDate: text,
  successTime: text,
  expiredTime: text,
  errMsg: text,
  /** Every notification of the channel about this order, oldest first. */
  notifications: z.array(
    z.object({
      id: z.number().int(),
      result: z.enum(['applied', 'duplicate', 'ignored', 'rejected']),
      reason: text,
      createDate: z.string(),
    }),
  ),
  /** Its refunds, oldest first. */
  refunds: z.array(
    z.object({
      id: z.number().int(),
      refundOrderId: z.string(),
      mchRefundNo: z.string(),
      refundAmount: z.number().int(),
      state: z.number().int(),
      channelOrderNo: text,
      errMsg: text,
      createDate: text,
      successTime: text,
    }),
  ),
});
export type ChargeOrderDetail = z.infer<typeof chargeOrderDetailSchema>;

export const chargeOrderEndpoints = {
  detail: defineEndpoint({
    method: 'POST',
    path: '/api/payment/pay-order/charge-detail',
    summary: 'A pay order as its channel saw it: trade number, payer, notifications, refunds',
    access: { authority: 'PAY_ORDER_LIST' },
    isolation: { owned: 'pay_order' },
    body: z.object({ id: idSchema }),
    kind: 'envelope',
    response: chargeOrderDetailSchema,
  }),
} as const;
