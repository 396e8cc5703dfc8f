import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okData } from './goods.support';
import { type OrderWorld, type Row, type ShopOrder, startOrderWorld } from './order.support';

// After an order is paid: staff ship it (refused while a refund of it is open, or before it is
// paid, naming the state), the shopper receives it (points earned) or asks for a refund of some
// lines; staff agree or reject, receive the returned parcel (goods back in stock) and refund
// through the payment platform: the money and the stock come back, never more than was paid.
// On SQLite, and on PostgreSQL with TEST_DATABASE_URL.

type AfterSale = {
  id: number;
  status: number;
  refundPrice: number;
  auditReason: string | null;
  refundNo: string;
};

let w: OrderWorld;
let logisticsId = 0;
beforeAll(async () => {
  w = await startOrderWorld();
  logisticsId = (await w.edit('/api/ministore/logistics', { code: 'SF', name: 'SF Express' })).id;
  await w.edit('/api/admin/point-config', { givePointPerYuan: 2 });
  // Plenty to sell in these tests.
  await okData(
    await w.act('/api/ministore/goods-stock/adjust', {
      id: w.stock.id,
      change: 40,
      reason: 'Delivery',
    }),
  );
});
afterAll(() => w.t.close());

/** A paid order of `count` bananas (9.80 each, delivery 6.00 below 50.00). */
const paidOrder = async (mobile: string, count: number) => {
  const buyer = await w.shopper(mobile);
  const order = await okData<ShopOrder>(await w.checkout(buyer, count));
  const paid = await okData<ShopOrder>(
    await w.shop(buyer.token, 'order/sandbox-pay', { id: order.id }),
  );
  expect(paid.status).toBe(10);
  return { buyer, order: paid };
};

const apply = (token: string, order: ShopOrder, count: number, way = 10) =>
  w.shop(token, 'after-sale/apply', {
    orderId: order.id,
    way,
    applyReason: 'Bruised',
    lines: [{ orderItemId: order.lines[0]?.id, count }],
  });

const refundRow = async (id: number) =>
  (await w.list('/api/order/refund', { orderId: id }))[0] as Row;

describe('shipping and receiving', () => {
  it('refuses to ship an unpaid order, naming its state, and ships a paid one with its tracking number', async () => {
    const buyer = await w.shopper('13300000001');
    const unpaid = await okData<ShopOrder>(await w.checkout(buyer, 1));
    w.refused(
      await w.act('/api/order/order/ship', { id: unpaid.id, logisticsId, logisticsNo: 'SF1001' }),
      400,
      /Unpaid/,
    );
    await okData(await w.shop(buyer.token, 'order/sandbox-pay', { id: unpaid.id }));
    w.refused(
      await w.act('/api/order/order/ship', {
        id: unpaid.id,
        logisticsId: 999_999,
        logisticsNo: 'SF1001',
      }),
      400,
      /Logistics company/,
    );
    const [shipped] = await okData<Row[]>(
      await w.act('/api/order/order/ship', { id: unpaid.id, logisticsId, logisticsNo: 'SF1001' }),
    );
    expect(shipped).toMatchObject({ status: 20, logisticsNo: 'SF1001', logisticsId });
    // Again: the same answer, nothing more.
    const [again] = await okData<Row[]>(
      await w.act('/api/order/order/ship', { id: unpaid.id, logisticsId, logisticsNo: 'SF1001' }),
    );
    expect(again?.status).toBe(20);
    const seen = await okData<ShopOrder & { logisticsName: string }>(
      await w.shop(buyer.token, 'order/detail', { id: unpaid.id }),
    );
    expect(seen).toMatchObject({ status: 20, logisticsName: 'SF Express', logisticsNo: 'SF1001' });

    const before = (await w.list('/api/admin/customer', { mobile: '13300000001' }))[0]
      ?.point as number;
    const received = await okData<ShopOrder>(
      await w.shop(buyer.token, 'order/receive', { id: unpaid.id }),
    );
    expect(received.status).toBe(30);
    // 15.80 paid: 15 whole yuan × 2 points.
    expect((await w.list('/api/admin/customer', { mobile: '13300000001' }))[0]?.point).toBe(
      before + 30,
    );
    const history = await okData<{ action: string; createBy: string }[]>(
      await w.act('/api/order/order/history', { id: unpaid.id }),
    );
    expect(history.map((entry) => entry.action)).toEqual(['create', 'pay', 'ship', 'receive']);
    expect(history.map((entry) => entry.createBy)).toEqual([
      expect.stringMatching(/^customer:/),
      'channel:sandbox',
      'sunrise.admin',
      expect.stringMatching(/^customer:/),
    ]);
  });
});

describe('refund only', () => {
  it('refunds part of a line before shipment: the money goes back through the payment platform and the goods back on hand', async () => {
    const { buyer, order } = await paidOrder('13300000003', 3);
    const stockBefore = await w.stockNow();
    const afterSale = await okData<AfterSale>(await apply(buyer.token, order, 1));
    expect(afterSale).toMatchObject({ status: 10, refundPrice: 980 });
    // While it is open the order cannot ship, and the line cannot be asked for again.
    w.refused(
      await w.act('/api/order/order/ship', { id: order.id, logisticsId, logisticsNo: 'X1' }),
      400,
      /after-sales request in progress/,
    );
    w.refused(await apply(buyer.token, order, 1), 400, /already has an after-sales request/);
    // "Agree the return" is not this request's way.
    w.refused(
      await w.act('/api/order/refund/agree-return', { id: afterSale.id }),
      400,
      /refund only/,
    );
    await okData(await w.act('/api/order/refund/agree', { id: afterSale.id }));
    const [refunded] = await okData<Row[]>(
      await w.act('/api/order/refund/refund', { id: afterSale.id }),
    );
    expect(refunded).toMatchObject({ status: 50, refundPrice: 980 });
    expect(refunded?.payRefundId).toEqual(expect.any(String));

    const seen = await okData<ShopOrder>(
      await w.shop(buyer.token, 'order/detail', { id: order.id }),
    );
    expect(seen).toMatchObject({ status: 10, refundPrice: 980, refundStatus: 10 });
    expect(seen.lines[0]).toMatchObject({
      refundedCount: 1,
      refundPrice: 980,
      afterSaleStatus: 20,
    });
    expect(await w.stockNow()).toEqual({
      onHand: stockBefore.onHand + 1,
      reserved: stockBefore.reserved,
    });
    const payOrder = (await w.list('/api/payment/pay-order', { mchOrderNo: order.orderNo }))[0];
    expect(payOrder).toMatchObject({ refundAmount: 980, state: 20 });

    // No more than what is left of the line.
    w.refused(await apply(buyer.token, order, 3), 400, /At most 2/);
    // The rest of the line: its remaining money; every line refunded, the order is cancelled.
    const rest = await okData<AfterSale>(await apply(buyer.token, order, 2));
    expect(rest.refundPrice).toBe(2940 - 980);
    await okData(await w.act('/api/order/refund/agree', { id: rest.id }));
    await okData(await w.act('/api/order/refund/refund', { id: rest.id }));
    const done = await okData<ShopOrder>(
      await w.shop(buyer.token, 'order/detail', { id: order.id }),
    );
    expect(done).toMatchObject({ status: 40, cancelType: 20, refundStatus: 20, refundPrice: 2940 });
    expect(done.refundPrice).toBeLessThanOrEqual(done.payPrice);
    expect(await w.stockNow()).toEqual({
      onHand: stockBefore.onHand + 3,
      reserved: stockBefore.reserved,
    });
    // A cancelled order takes no more requests.
    w.refused(await apply(buyer.token, order, 1), 400, /Cancelled/);
  });

  it('a rejected request gives its reason to the shopper and frees its lines', async () => {
    const { buyer, order } = await paidOrder('13300000004', 1);
    const afterSale = await okData<AfterSale>(await apply(buyer.token, order, 1));
    w.refused(await w.act('/api/order/refund/reject', { id: afterSale.id }), 400);
    await okData(
      await w.act(
        '/api/order/refund/reject',
        { id: afterSale.id, remark: 'Photos show no damage' },
        'sunrise',
        'en',
      ),
    );
    const [seen] = await okData<AfterSale[]>(await w.shop(buyer.token, 'after-sale/list'));
    expect(seen).toMatchObject({ status: 62, auditReason: 'Photos show no damage' });
    const again = await okData<AfterSale>(await apply(buyer.token, order, 1));
    // The shopper withdraws it; then the order ships.
    expect(
      (await okData<AfterSale>(await w.shop(buyer.token, 'after-sale/cancel', { id: again.id })))
        .status,
    ).toBe(61);
    await okData(
      await w.act('/api/order/order/ship', { id: order.id, logisticsId, logisticsNo: 'SF1004' }),
    );
  });
});

describe('return and refund', () => {
  it('needs the order shipped; the parcel comes back into stock and the refund follows', async () => {
    const { buyer, order } = await paidOrder('13300000005', 2);
    w.refused(await apply(buyer.token, order, 1, 20), 400, /once the order was shipped/);
    await okData(
      await w.act('/api/order/order/ship', { id: order.id, logisticsId, logisticsNo: 'SF1005' }),
    );
    const stockAfterShipping = await w.stockNow();
    const afterSale = await okData<AfterSale>(await apply(buyer.token, order, 2, 20));
    w.refused(
      await w.act('/api/order/refund/agree', { id: afterSale.id }),
      400,
      /return and refund/,
    );
    await okData(await w.act('/api/order/refund/agree-return', { id: afterSale.id }));
    // Staff cannot receive a parcel not yet sent back.
    w.refused(
      await w.act('/api/order/refund/receive', { id: afterSale.id }),
      400,
      /Awaiting the return/,
    );
    expect(
      (
        await okData<AfterSale>(
          await w.shop(buyer.token, 'after-sale/ship-back', {
            id: afterSale.id,
            logisticsNo: 'YT9',
          }),
        )
      ).status,
    ).toBe(30);
    await okData(await w.act('/api/order/refund/receive', { id: afterSale.id }));
    expect(await w.stockNow()).toEqual({
      onHand: stockAfterShipping.onHand + 2,
      reserved: stockAfterShipping.reserved,
    });
    await okData(await w.act('/api/order/refund/refund', { id: afterSale.id }));
    const row = await refundRow(order.id);
    expect(row).toMatchObject({ status: 50, refundPrice: 1960, way: 20, returnLogisticsNo: 'YT9' });
    const history = await okData<{ action: string }[]>(
      await w.act('/api/order/refund/history', { id: afterSale.id }),
    );
    expect(history.map((entry) => entry.action)).toEqual([
      'apply',
      'agreeReturn',
      'shipBack',
      'receive',
      'refunded',
    ]);
    const done = await okData<ShopOrder>(
      await w.shop(buyer.token, 'order/detail', { id: order.id }),
    );
    expect(done).toMatchObject({ status: 40, refundStatus: 20, refundPrice: 1960 });
  });
});

describe('the console', () => {
  it('names refused steps in the caller’s language and keeps a merchant remark', async () => {
    const { order } = await paidOrder('13300000006', 1);
    const refused = await w.act('/api/order/order/cancel', { id: order.id }, 'sunrise', 'zh');
    w.refused(refused, 400, /待发货/);
    const [remarked] = await okData<Row[]>(
      await w.act('/api/order/order/remark', { id: order.id, remark: 'Gift wrap' }),
    );
    expect(remarked?.remark).toBe('Gift wrap');
    // Filters a shop uses: state, customer's mobile on the consignee, order number.
    const paid = await w.list('/api/order/order', { status: 10, receiverMobile: '13300000006' });
    expect(paid.map((row) => row.orderNo)).toEqual([order.orderNo]);
  });
});

// Last: moving the clock on ends the console sessions.
describe('the clock', () => {
  it('receives shipped orders for their customers once the trade settings’ days have passed', async () => {
    const { order } = await paidOrder('13300000002', 1);
    await okData(
      await w.act('/api/order/order/ship', { id: order.id, logisticsId, logisticsNo: 'SF1002' }),
    );
    w.t.clock.advance(15 * 86_400_000);
    await w.t.app.services.orders.flow.runDue();
    await w.logInAgain();
    const rows = await w.list('/api/order/order', { orderNo: order.orderNo });
    expect(rows[0]?.status).toBe(30);
  });
});
