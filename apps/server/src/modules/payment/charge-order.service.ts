import type { ChargeOrderDetail } from '@retail/contract';
import type { Db } from '../../db/database';
import type { Scope } from '../../scope/scope';
import { findOwnedOr404, type OwnedTable, untyped } from '../../scope/scoped-db';
import { ORDER, type PayOrderRow, REFUND } from './pay-rows';

// The Alipay and Weixin charge order detail (docs/payments.md): a pay order the caller can see
// (else 404) as its channel saw it — its trade number and payer, the channel's notifications
// about it in the order they came, and its refunds with the channel's refund numbers.

type NotifyRow = ChargeOrderDetail['notifications'][number];
type RefundLine = ChargeOrderDetail['refunds'][number];

export const createChargeOrders = ({ db }: { db: Db }) => {
  const detail = async (scope: Scope, id: number): Promise<ChargeOrderDetail> => {
    const order = (await findOwnedOr404(
      db,
      scope,
      ORDER as OwnedTable,
      id,
    )) as unknown as PayOrderRow & Record<string, unknown>;
    const raw = untyped(db);
    const notifications = (await raw
      .selectFrom('pay_channel_notify')
      .select(['id', 'result', 'reason', 'createDate'])
      .where('payOrderId', '=', order.payOrderId)
      .orderBy('id')
      .execute()) as NotifyRow[];
    // The refunds take their order's owner: the caller who sees the order sees them.
    const refunds = (await raw
      .selectFrom(REFUND)
      .select([
        'id',
        'refundOrderId',
        'mchRefundNo',
        'refundAmount',
        'state',
        'channelOrderNo',
        'errMsg',
        'createDate',
        'successTime',
      ])
      .where('payOrderId', '=', order.id)
      .orderBy('id')
      .execute()) as RefundLine[];
    const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
    return {
      id: order.id,
      payOrderId: order.payOrderId,
      mchNo: String(order.mchNo),
      appId: String(order.appId),
      mchOrderNo: String(order.mchOrderNo),
      wayCode: String(order.wayCode),
      ifCode: text(order.ifCode),
      subject: String(order.subject),
      amount: Number(order.amount),
      refundAmount: Number(order.refundAmount),
      currency: String(order.currency),
      state: Number(order.state),
      channelOrderNo: text(order.channelOrderNo),
      channelUser: text(order.channelUser),
      createDate: text(order.createDate),
      successTime: text(order.successTime),
      expiredTime: text(order.expiredTime),
      errMsg: text(order.errMsg),
      notifications: notifications.map((row) => ({ ...row, id: Number(row.id) })),
      refunds: refunds.map((row) => ({
        ...row,
        id: Number(row.id),
        refundAmount: Number(row.refundAmount),
        state: Number(row.state),
      })),
    };
  };
  return { detail };
};
