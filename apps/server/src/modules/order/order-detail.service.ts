import { INVOICE_STATUS, type OrderDetail, type Resource, resources } from '@retail/contract';
import type { Db } from '../../db/database';
import type { ResourceServices } from '../../resources/resource-services';
import type { ResourceRow } from '../../resources/resource.service';
import { stateHistory } from '../../resources/transition';
import type { Scope } from '../../scope/scope';
import { findOwnedOr404, type OwnedTable } from '../../scope/scoped-db';

// One order's detail (docs/orders.md, Order detail): the order and what its sub-screens show of
// it, each read through its own registry resource (so with the caller's scope: another
// organisation's order is a 404), and the money as its lines add it up.

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

export const createOrderDetails = ({
  db,
  services,
}: {
  db: Db;
  services: ResourceServices['services'];
}) => {
  const detail = async (scope: Scope, id: number): Promise<OrderDetail> => {
    const row = (await findOwnedOr404(
      db,
      scope,
      'tradeOrder' as OwnedTable,
      id,
    )) as unknown as ResourceRow;
    const byOrder = { orderId: id };
    const [[order], lines, promotions, refunds, invoices, history] = await Promise.all([
      services.order.recordsOf(scope, [row]),
      services.orderSkuPrice.all(scope, byOrder),
      services.orderPromo.all(scope, byOrder),
      services.refund.all(scope, byOrder),
      services.orderInvoice.all(scope, byOrder),
      stateHistory(db, scope, resources.order as unknown as Resource, id),
    ]);
    const record = order as unknown as OrderDetail['order'];
    const text = (value: unknown) => (typeof value === 'string' ? value : null);
    const lineRecords = lines as unknown as OrderDetail['lines'];
    const split = lineRecords.every((line) => line.priceSplit === 1);
    const goodsTotal = sum(lineRecords.map((line) => line.totalPrice));
    const summary = {
      goodsTotal,
      promotions: split ? sum(lineRecords.map((line) => line.promotionPrice)) : null,
      coupons: split ? sum(lineRecords.map((line) => line.couponPrice)) : null,
      discountPrice: record.discountPrice,
      couponPrice: record.couponPrice,
      deliveryPrice: record.deliveryPrice,
      adjustPrice: record.adjustPrice,
      payPrice: record.payPrice,
      refundPrice: record.refundPrice,
      invoiced: sum(
        (invoices as unknown as OrderDetail['invoices'])
          .filter((invoice) => invoice.status === INVOICE_STATUS.issued)
          .map((invoice) => invoice.amount),
      ),
    };
    const linesPaid = sum(lineRecords.map((line) => line.payPrice));
    const addsUp =
      goodsTotal === record.totalPrice &&
      goodsTotal -
        record.discountPrice -
        record.couponPrice +
        record.deliveryPrice +
        record.adjustPrice ===
        record.payPrice &&
      linesPaid + record.deliveryPrice === record.payPrice &&
      (!split ||
        (summary.promotions === record.discountPrice && summary.coupons === record.couponPrice));
    return {
      order: {
        ...record,
        terminal: Number(row.terminal),
        wayCode: text(row.wayCode),
        userIp: text(row.userIp),
        userAgent: text(row.userAgent),
        deliveryBasis: Number(row.deliveryBasis),
        deliveryCharge: Number(row.deliveryCharge),
        payDeadline: text(row.payDeadline),
      },
      lines: lineRecords,
      promotions: promotions as unknown as OrderDetail['promotions'],
      refunds: refunds as unknown as OrderDetail['refunds'],
      invoices: invoices as unknown as OrderDetail['invoices'],
      history,
      summary: { ...summary, addsUp },
    };
  };

  /** An order's row as the order list answers it (named references). */
  const record = async (scope: Scope, row: ResourceRow): Promise<OrderDetail['order']> =>
    (await services.order.recordsOf(scope, [row]))[0] as unknown as OrderDetail['order'];

  return { detail, record };
};

export type OrderDetails = ReturnType<typeof createOrderDetails>;
