import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf } from './support/test-app';
import { okData } from './goods.support';
import { type OrderWorld, type ShopOrder, startOrderWorld } from './order.support';

// Shoppers sign in with a one-time code, keep addresses and check out at a store: prices,
// shelf and stock checked again on the server, stock reserved, all or nothing; paid through the
// payment platform's sandbox (stock sold); cancelled by the shopper or the clock (stock back).
// On SQLite, and on PostgreSQL with TEST_DATABASE_URL.

let w: OrderWorld;
beforeAll(async () => {
  w = await startOrderWorld();
});
afterAll(() => w.t.close());

describe('shopper sign-in', () => {
  it('registers a customer with a one-time code; the code works once; a wrong one is refused', async () => {
    await okData(
      await w.shop(undefined, 'sign-in/code', { tenantId: w.sunriseId, mobile: '13800000001' }),
    );
    const sent = w.codes.at(-1);
    expect(sent?.code).toMatch(/^\d{6}$/);
    const wrong = sent?.code === '000000' ? '111111' : '000000';
    w.refused(
      await w.shop(undefined, 'sign-in', {
        tenantId: w.sunriseId,
        mobile: '13800000001',
        code: wrong,
      }),
      400,
      /wrong or has expired/,
    );
    const signed = await okData<{ token: string; shopper: { mobile: string; tenantId: number } }>(
      await w.shop(undefined, 'sign-in', {
        tenantId: w.sunriseId,
        mobile: '13800000001',
        code: sent?.code,
      }),
    );
    expect(signed.shopper).toMatchObject({ mobile: '13800000001', tenantId: w.sunriseId });
    w.refused(
      await w.shop(undefined, 'sign-in', {
        tenantId: w.sunriseId,
        mobile: '13800000001',
        code: sent?.code,
      }),
      400,
    );
    const me = await okData<{ mobile: string }>(await w.shop(signed.token, 'me'));
    expect(me.mobile).toBe('13800000001');
    const customers = await w.list('/api/admin/customer', { mobile: '13800000001' });
    expect(customers).toHaveLength(1);
    // One code a minute per mobile, said in the shopper's language.
    w.refused(
      await w.shop(
        undefined,
        'sign-in/code',
        { tenantId: w.sunriseId, mobile: '13800000001' },
        'es',
      ),
      400,
      /Espere \d+ s/,
    );
    await okData(await w.shop(signed.token, 'sign-out'));
    w.refused(await w.shop(signed.token, 'me'), 401);
  });

  it('tells the storefront which store sells online, and that a tenant without settings does not take orders', async () => {
    const get = (tenantId: number) =>
      w.t.app.inject({ method: 'GET', url: `/api/shop/config/${tenantId}` });
    expect(await okData(await get(w.sunriseId))).toEqual({
      takesOrders: true,
      pickUpEnabled: false,
      storeId: w.store.id,
      storeName: 'Sunrise Central Plaza',
    });
    expect(await okData(await get(w.harbourId))).toEqual({
      takesOrders: false,
      pickUpEnabled: false,
      storeId: null,
      storeName: null,
    });
  });

  it('refuses every shopper call without a valid shopper token, a console token included', async () => {
    w.refused(await w.shop(undefined, 'order/list?pageSize=10&pageNum=1'), 401);
    w.refused(await w.shop('shp_not-a-real-token-at-all-000000', 'address/list'), 401);
    const consoleToken = (await w.console('sunrise', 'POST', '/api/shop/me')).statusCode;
    expect(consoleToken).toBe(401);
  });
});

describe('checkout', () => {
  it('prices lines on the server and refuses a changed price, off-shelf goods, too little stock or another shopper’s address, writing nothing', async () => {
    const buyer = await w.shopper('13800000002');
    const other = await w.shopper('13800000003');
    const preview = await okData<{ totalPrice: number; deliveryPrice: number; payPrice: number }>(
      await w.shop(buyer.token, 'order/price', {
        storeId: w.store.id,
        lines: [{ goodsId: w.bananas.id, count: 2 }],
      }),
    );
    expect(preview).toMatchObject({ totalPrice: 1960, deliveryPrice: 600, payPrice: 2560 });

    const orders = await w.count('trade_order');
    const before = await w.stockNow();
    w.refused(
      await w.checkout(buyer, 1, { lines: [{ goodsId: w.bananas.id, count: 1, price: 900 }] }),
      400,
      /now 9\.80/,
    );
    w.refused(await w.checkout(buyer, 11), 400, /only 10 left/);
    w.refused(await w.checkout(buyer, 1, { addressId: other.addressId }), 400, /address/);
    const apple = (await w.t.app.db
      .selectFrom('goods')
      .select('id')
      .where('goodsCode', '=', 'SR-0001')
      .where('tenantId', '=', w.sunriseId)
      .executeTakeFirstOrThrow()) as { id: number };
    w.refused(
      await w.checkout(buyer, 1, { lines: [{ goodsId: apple.id, count: 1, price: 250 }] }),
      400,
      /not on sale/,
    );
    expect(await w.count('trade_order')).toBe(orders);
    expect(await w.stockNow()).toEqual(before);
  });

  it('places an order with its lines and reserves its stock; the same request key answers the same order, and refuses another', async () => {
    const buyer = await w.shopper('13800000004');
    const before = await w.stockNow();
    const body = {
      storeId: w.store.id,
      lines: [{ goodsId: w.bananas.id, skuId: null, count: 3, price: 980 }],
      addressId: buyer.addressId,
      requestKey: 'same-checkout',
    };
    const [first, second] = await Promise.all([
      w.shop(buyer.token, 'order/create', body),
      w.shop(buyer.token, 'order/create', body),
    ]);
    const order = await okData<ShopOrder>(first);
    expect((await okData<ShopOrder>(second)).id).toBe(order.id);
    w.refused(
      await w.shop(buyer.token, 'order/create', {
        ...body,
        lines: [{ ...body.lines[0], count: 4 }],
      }),
      400,
      /request key was used for another order/,
    );
    expect(order).toMatchObject({
      status: 0,
      totalPrice: 2940,
      deliveryPrice: 600,
      payPrice: 3540,
    });
    expect(order.lines).toEqual([expect.objectContaining({ count: 3, payPrice: 2940 })]);
    expect(await w.stockNow()).toEqual({ onHand: before.onHand, reserved: before.reserved + 3 });
    // The console sees it, with its lines.
    const rows = await w.list('/api/order/order', { orderNo: order.orderNo });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ payPrice: 3540, status: 0, customerName: expect.any(String) });
    const lines = await w.list('/api/order/order-sku', { orderId: order.id });
    expect(lines).toEqual([expect.objectContaining({ count: 3, price: 980, totalPrice: 2940 })]);

    // Cancelled by the shopper: the reservation is released, the stock records say so.
    const cancelled = await okData<ShopOrder>(
      await w.shop(buyer.token, 'order/cancel', { id: order.id }),
    );
    expect(cancelled).toMatchObject({ status: 40, cancelType: 30 });
    expect(await w.stockNow()).toEqual(before);
    const records = await w.list('/api/ministore/goods-stock-record', { orderNo: order.orderNo });
    expect(records.map((record) => [record.reason, record.reservedChange])).toEqual([
      [30, -3],
      [20, 3],
    ]);
    const history = await okData<{ action: string; createBy: string }[]>(
      await w.act('/api/order/order/history', { id: order.id }),
    );
    expect(history.map((entry) => entry.action)).toEqual(['create', 'cancel']);
  });

  it('pays through the sandbox: the order is paid and its stock sold; paying again changes nothing', async () => {
    const buyer = await w.shopper('13800000005');
    const before = await w.stockNow();
    const order = await okData<ShopOrder>(await w.checkout(buyer, 2));
    const payment = await okData<{
      payOrderId: string;
      amount: number;
      payData: { codeUrl: string };
    }>(await w.shop(buyer.token, 'order/pay', { id: order.id }));
    expect(payment.amount).toBe(order.payPrice);
    expect(payment.payData.codeUrl).toContain(payment.payOrderId);
    // The same pay order again.
    expect(
      (
        await okData<{ payOrderId: string }>(
          await w.shop(buyer.token, 'order/pay', { id: order.id }),
        )
      ).payOrderId,
    ).toBe(payment.payOrderId);
    const paid = await okData<ShopOrder>(
      await w.shop(buyer.token, 'order/sandbox-pay', { id: order.id }),
    );
    expect(paid.status).toBe(10);
    expect(await w.stockNow()).toEqual({ onHand: before.onHand - 2, reserved: before.reserved });
    await okData(await w.shop(buyer.token, 'order/sandbox-pay', { id: order.id }));
    expect(await w.stockNow()).toEqual({ onHand: before.onHand - 2, reserved: before.reserved });
    const payOrders = await w.list('/api/payment/pay-order', { mchOrderNo: order.orderNo });
    expect(payOrders).toEqual([expect.objectContaining({ state: 20, amount: order.payPrice })]);
    // Taken at the ordering store: the statements per store count it there.
    const taken = await w.t.app.db
      .withoutPlugins()
      .selectFrom('pay_order' as never)
      .select('store_id' as never)
      .where('pay_order_id' as never, '=', payment.payOrderId as never)
      .executeTakeFirstOrThrow();
    expect(taken).toEqual({ store_id: w.store.id });
    // A paid order cannot be cancelled; the state is named.
    w.refused(
      await w.shop(buyer.token, 'order/cancel', { id: order.id }),
      400,
      /Awaiting shipment/,
    );
  });

  it('cancels unpaid orders past their deadline (trade settings: 30 minutes), releasing their stock', async () => {
    const buyer = await w.shopper('13800000006');
    const before = await w.stockNow();
    const order = await okData<ShopOrder>(await w.checkout(buyer, 1));
    await okData(await w.shop(buyer.token, 'order/pay', { id: order.id }));
    w.t.clock.advance(31 * 60_000);
    await w.t.app.services.orders.flow.runDue();
    const after = await okData<ShopOrder>(
      await w.shop(buyer.token, 'order/detail', { id: order.id }),
    );
    expect(after).toMatchObject({ status: 40, cancelType: 10 });
    expect(await w.stockNow()).toEqual(before);
    const payOrders = await w.list('/api/payment/pay-order', { mchOrderNo: order.orderNo });
    expect(payOrders[0]?.state).toBe(40);
    // Running it again changes nothing.
    expect(await w.t.app.services.orders.flow.runDue()).toEqual({ cancelled: 0, received: 0 });
  });

  it('never oversells: 12 shoppers buying the last units at once get exactly what there is', async () => {
    const buyers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        w.shopper(`1390000${String(index).padStart(4, '0')}`),
      ),
    );
    const { onHand, reserved } = await w.stockNow();
    const available = onHand - reserved;
    const answers = await Promise.all(buyers.map((buyer) => w.checkout(buyer, 1)));
    const placed = answers.filter((answer) => answer.statusCode === 200);
    expect(placed).toHaveLength(available);
    for (const answer of answers.filter((a) => a.statusCode !== 200))
      expect(bodyOf(answer).description).toMatch(/Not enough/);
    expect(await w.stockNow()).toEqual({ onHand, reserved: onHand });
  });

  it('shows a shopper only their own orders and addresses', async () => {
    const a = await w.shopper('13700000001');
    const b = await w.shopper('13700000002');
    await okData(
      await w.t.app.inject({
        method: 'POST',
        url: '/api/shop/address/list',
        headers: { authorization: `Bearer ${a.token}` },
      }),
    );
    const orders = await okData<{ id: number }[]>(await w.shop(a.token, 'address/list'));
    expect(orders.map((address) => address.id)).toEqual([a.addressId]);
    w.refused(await w.shop(a.token, 'address/remove', { id: b.addressId }), 404);
    w.refused(
      await w.shop(a.token, 'address/save', {
        id: b.addressId,
        name: 'X',
        mobile: '13700000001',
        detailAddress: 'Y',
      }),
      404,
    );
  });
});
