import { CANCEL_TYPE, ORDER_STATUS, REFUND_ORDER_STATE } from '@retail/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { formatDateTime } from '../../lib/date-time';
import type { ShopperIdentity } from '../../lib/identity';
import { untyped } from '../../scope/scoped-db';
import type { Marketing } from '../marketing/marketing.service';
import { giveBackSeckill } from '../marketing/seckill.service';
import { giveBackBargain } from '../marketing/bargain/bargain-checkout';
import type { Payments } from '../payment/payment.service';
import { createAfterSales } from './after-sale.service';
import { createOrderInvoices } from './order-invoice.service';
import { createCheckout } from './checkout.service';
import { createGroupBuyClosing } from './group-buy-closing';
import { createOrderFlow } from './order-flow.service';
import { type OrderRow, shopperOrderAnswer, shopperOrderRow, withNumbers } from './order-reads';
import { createShopperAuth, type SignInCodeSender } from './shopper-auth.service';
import { createShopperShop } from './shopper-shop.service';
import { createShopperCart } from './shopper-cart.service';
import { createOrderReviews } from './order-review.service';
import { createOrderAdjust } from './order-adjust';
import { orderChangeActions } from './order-change.actions';
import { refundKeepsInvoices } from './order-invoice.service';

// The order domain's services, built once (services.ts): shoppers' sign-in, their shop reads
// and addresses, checkout, the order's life and after-sales. docs/orders.md.

/** How often the clock's part runs (unpaid orders cancelled, shipped ones received). */
export const ORDER_SWEEP_MS = 60_000;

export const createOrders = ({
  db,
  now,
  payments,
  marketing,
  secret,
  sendCode,
  log,
}: {
  db: Db;
  now: () => number;
  payments: Payments;
  marketing: Pick<Marketing, 'pricing' | 'coupons'>;
  secret: string;
  sendCode: SignInCodeSender;
  log?: FastifyBaseLogger | undefined;
}) => {
  const shoppers = createShopperAuth({ db, now, secret, send: sendCode });
  const shop = createShopperShop({ db, now });
  const cart = createShopperCart({ db, now });
  const reviews = createOrderReviews({ db, now });
  const { pricing, coupons } = marketing;
  const checkout = createCheckout({ db, now, pricing, coupons });
  const invoices = createOrderInvoices({ db, now });
  const flow = createOrderFlow({ db, now, payments, coupons, log });
  const refunds = createAfterSales({ db, now, payments, log });
  const groupBuys = createGroupBuyClosing({ db, now, flow, afterSales: refunds, log });
  const changes = orderChangeActions(db, {
    flow,
    adjust: createOrderAdjust({ db, now, payments }),
  });

  // An order cancelled because everything was refunded gives its coupon (and its flash sale
  // units) back: in the refund's
  // transaction (this listener follows the after-sales' one), or after a refund of nothing.
  const giveBackIfRefunded = async (trx: Db, orderId: number, by: string) => {
    const order = (await untyped(trx)
      .selectFrom('tradeOrder')
      .select(['status', 'cancelType'])
      .where('id', '=', orderId)
      .executeTakeFirst()) as { status: number; cancelType: number } | undefined;
    if (order?.status === ORDER_STATUS.cancelled && order.cancelType === CANCEL_TYPE.refunded) {
      await coupons.giveBack(trx, orderId, by);
      await giveBackSeckill(trx, orderId, by, formatDateTime(now()));
      await giveBackBargain(trx, orderId, by, formatDateTime(now()));
    }
  };
  payments.onOutcome(async (trx, outcome) => {
    if (outcome.type !== 'refund' || outcome.refund.state !== REFUND_ORDER_STATE.success) return;
    const request = (await untyped(trx)
      .selectFrom('tradeAfterSale')
      .select('orderId')
      .where('refundNo', '=', outcome.refund.mchRefundNo)
      .where('tenantId', '=', outcome.refund.tenantId)
      .executeTakeFirst()) as { orderId: number } | undefined;
    if (request)
      await giveBackIfRefunded(trx, request.orderId, `payment:${outcome.refund.refundOrderId}`);
  });
  const afterSales: typeof refunds = {
    ...refunds,
    refund: async (row, by) => {
      // What issued invoices cover must stay paid: void them first (docs/orders.md, Invoices).
      await refundKeepsInvoices(db, row);
      const answer = await refunds.refund(row, by);
      await db.transaction().execute((trx) => giveBackIfRefunded(trx, row.orderId, by));
      return answer;
    },
  };

  const answer = (shopper: ShopperIdentity, row: OrderRow) =>
    shopperOrderAnswer(db, shopper, withNumbers(row));

  /** The shopper's orders, newest first, one page. */
  const list = async (
    shopper: ShopperIdentity,
    status: number | null | undefined,
    size: number,
    page: number,
  ) => {
    let query = untyped(db)
      .selectFrom('tradeOrder')
      .where('tenantId', '=', shopper.tenantId)
      .where('customerId', '=', shopper.customerId);
    if (typeof status === 'number') query = query.where('status', '=', status);
    const total = (
      (await query
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow()) as {
        count: number | string;
      }
    ).count;
    const rows = (await query
      .selectAll()
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute()) as OrderRow[];
    return {
      entities: await Promise.all(rows.map((row) => answer(shopper, row))),
      totalCount: Number(total),
      pageSize: size,
      currentPage: page,
    };
  };

  const detail = async (shopper: ShopperIdentity, id: number) =>
    answer(shopper, await shopperOrderRow(db, shopper, id));

  return {
    shoppers,
    shop,
    cart,
    reviews,
    checkout,
    invoices,
    flow,
    changes,
    afterSales,
    groupBuys,
    answer,
    list,
    detail,
  };
};

export type Orders = ReturnType<typeof createOrders>;
