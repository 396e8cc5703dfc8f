import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apportion } from '../src/modules/order/order-adjust';
import { okData } from './goods.support';
import { type OrderWorld, type Row, type ShopOrder, startOrderWorld } from './order.support';
import { bodyOf } from './support/test-app';

// Price adjustment before payment, pick-up orders and the address change (docs/orders.md),
// through the real checkout and sandbox payment: what the shopper pays and sees, what staff may
// do in which state, and the order's history. On SQLite, and on PostgreSQL with
// TEST_DATABASE_URL.

type Order = ShopOrder & {
  adjustPrice: number;
  deliveryType: number;
  pickUpVerifyCode: string | null;
  pickUpStoreName: string | null;
  receiverName: string | null;
};

let w: OrderWorld;
let logisticsId = 0;
let mobiles = 0;
const newShopper = () => w.shopper(`1370000${String((mobiles += 1)).padStart(4, '0')}`);
const history = async (id: number) =>
  okData<{ action: string; fromState: number; toState: number; remark: string | null }[]>(
    await w.act('/api/order/order/history', { id }),
  );
const orderOf = async (token: string, id: number) =>
  okData<Order>(await w.shop(token, 'order/detail', { id }));

beforeAll(async () => {
  w = await startOrderWorld();
  logisticsId = (await w.edit('/api/ministore/logistics', { code: 'YT', name: 'YTO' })).id;
  await okData(
    await w.act('/api/ministore/goods-stock/adjust', { id: w.stock.id, change: 60, reason: 'In' }),
  );
});
afterAll(() => w.t.close());

describe('apportion', () => {
  it.each([
    { amount: -500, weights: [1960], shares: [-500] },
    { amount: 7, weights: [1000, 1000, 1000], shares: [2, 2, 3] },
    { amount: -7, weights: [1000, 1000, 1000], shares: [-2, -2, -3] },
    { amount: 100, weights: [0, 0], shares: [0, 100] },
    // A reduction never takes a line below nothing: the last line's excess goes to the others.
    { amount: -1001, weights: [1000, 1, 1], shares: [-999, -1, -1] },
  ])('shares $amount over $weights as $shares', ({ amount, weights, shares }) => {
    const result = apportion(amount, weights);
    expect(result).toEqual(shares);
    expect(result.reduce((sum, share) => sum + share, 0)).toBe(amount);
    result.forEach((share, index) =>
      expect((weights[index] ?? 0) + share).toBeGreaterThanOrEqual(0),
    );
  });
});

describe('price adjustment', () => {
  it('takes ± cents once while unpaid, over the lines, and the pay order follows', async () => {
    const buyer = await newShopper();
    const order = await okData<Order>(await w.checkout(buyer, 2));
    expect(order.payPrice).toBe(1960 + 600);
    // A pay order of the old amount exists: it is closed, the next one asks the new amount.
    const first = await okData<{ payOrderId: string; amount: number }>(
      await w.shop(buyer.token, 'order/pay', { id: order.id }),
    );
    expect(first.amount).toBe(2560);

    for (const body of [
      { adjustPrice: 0, reason: 'None' },
      { adjustPrice: -2560, reason: 'Too much' },
      { adjustPrice: 1.5, reason: 'Half a cent' },
      { adjustPrice: -100, reason: '' },
    ])
      w.refused(await w.act('/api/order/order/adjust-price', { id: order.id, ...body }), 400);
    const tooLow = await w.act('/api/order/order/adjust-price', {
      id: order.id,
      adjustPrice: -2560,
      reason: 'Too much',
    });
    // At most 19.60 off: the goods at nothing, delivery still to pay.
    expect(bodyOf(tooLow).description).toContain('19.60');

    await okData(
      await w.act('/api/order/order/adjust-price', {
        id: order.id,
        adjustPrice: -500,
        reason: 'Bruised bananas',
      }),
    );
    const adjusted = await orderOf(buyer.token, order.id);
    expect(adjusted).toMatchObject({ adjustPrice: -500, payPrice: 2060, deliveryPrice: 600 });
    expect(adjusted.lines.reduce((sum, line) => sum + line.payPrice, 0) + 600).toBe(2060);
    // Once only.
    w.refused(
      await w.act('/api/order/order/adjust-price', { id: order.id, adjustPrice: 100, reason: 'x' }),
      400,
      /adjusted/,
    );
    const second = await okData<{ payOrderId: string; amount: number }>(
      await w.shop(buyer.token, 'order/pay', { id: order.id }),
    );
    expect(second.payOrderId).not.toBe(first.payOrderId);
    expect(second.amount).toBe(2060);
    const paid = await okData<Order>(
      await w.shop(buyer.token, 'order/sandbox-pay', { id: order.id }),
    );
    expect(paid).toMatchObject({ status: 10, payPrice: 2060 });
    const steps = await history(order.id);
    expect(steps.map((step) => step.action)).toEqual(['create', 'adjustPrice', 'pay']);
    expect(steps[1]?.remark).toMatch(/5\.00: Bruised bananas/);
    // Paid: refused, naming the state.
    w.refused(
      await w.act('/api/order/order/adjust-price', { id: order.id, adjustPrice: 1, reason: 'x' }),
      400,
      /Awaiting shipment/,
    );
    // The detail still adds up.
    const detail = await okData<{ summary: { addsUp: boolean; adjustPrice: number } }>(
      await w.act('/api/order/order/detail', { id: order.id }),
    );
    expect(detail.summary).toMatchObject({ addsUp: true, adjustPrice: -500 });
  });

  it('raises the price too, and another tenant cannot touch it', async () => {
    const buyer = await newShopper();
    const order = await okData<Order>(await w.checkout(buyer, 1));
    w.refused(
      await w.act(
        '/api/order/order/adjust-price',
        { id: order.id, adjustPrice: 100, reason: 'x' },
        'harbour',
      ),
      404,
    );
    await okData(
      await w.act('/api/order/order/adjust-price', {
        id: order.id,
        adjustPrice: 150,
        reason: 'Gift wrap',
      }),
    );
    expect((await orderOf(buyer.token, order.id)).payPrice).toBe(980 + 600 + 150);
    const cancelled = await okData<Order>(
      await w.shop(buyer.token, 'order/cancel', { id: order.id }),
    );
    expect(cancelled.status).toBe(40);
    w.refused(
      await w.act('/api/order/order/adjust-price', { id: order.id, adjustPrice: 1, reason: 'x' }),
      400,
      /Cancelled/,
    );
  });
});

describe('pick-up orders', () => {
  const pickUpCheckout = (buyer: { token: string; addressId: number }, count: number, extra = {}) =>
    w.shop(buyer.token, 'order/create', {
      storeId: w.store.id,
      lines: [{ goodsId: w.bananas.id, skuId: null, count, price: 980 }],
      deliveryType: 2,
      requestKey: `pick-${count}-${(mobiles += 1)}`,
      ...extra,
    });

  it('is refused while the trade settings do not offer it, and costs no delivery once they do', async () => {
    const buyer = await newShopper();
    w.refused(await pickUpCheckout(buyer, 1), 400, /pick-up/i);
    const [config] = await w.list('/api/order/trade-config');
    await w.edit('/api/order/trade-config', { ...config, pickUpEnabled: true });
    const shopConfig = await okData<{ pickUpEnabled: boolean }>(
      await w.t.app.inject({ method: 'GET', url: `/api/shop/config/${w.sunriseId}` }),
    );
    expect(shopConfig.pickUpEnabled).toBe(true);
    const preview = await okData<{ deliveryPrice: number; payPrice: number }>(
      await w.shop(buyer.token, 'order/price', {
        storeId: w.store.id,
        deliveryType: 2,
        lines: [{ goodsId: w.bananas.id, count: 1 }],
      }),
    );
    expect(preview).toMatchObject({ deliveryPrice: 0, payPrice: 980 });
    w.refused(await pickUpCheckout(buyer, 1, { pickUpStoreId: 999_999 }), 400, /store/);
    w.refused(await pickUpCheckout(buyer, 1, { payPrice: 1580 }), 400);
    const order = await okData<Order>(await pickUpCheckout(buyer, 2, { payPrice: 1960 }));
    expect(order).toMatchObject({
      deliveryType: 2,
      deliveryPrice: 0,
      payPrice: 1960,
      pickUpVerifyCode: null,
    });
    expect(order.pickUpStoreName).toBeTruthy();
  });

  it('gets a code when paid; staff of the store hand it over by the code or the order, never ship it', async () => {
    const buyer = await newShopper();
    const order = await okData<Order>(await pickUpCheckout(buyer, 1));
    const paid = await okData<Order>(
      await w.shop(buyer.token, 'order/sandbox-pay', { id: order.id }),
    );
    expect(paid.pickUpVerifyCode).toMatch(/^\d{8}$/);
    const code = paid.pickUpVerifyCode as string;
    w.refused(
      await w.act('/api/order/order/ship', { id: order.id, logisticsId, logisticsNo: 'YT1' }),
      400,
      /pick-up/i,
    );
    // Nor is a rider sent for it.
    const delivery = await w.console('sunrise', 'PATCH', '/api/order/intra-city-delivery/edit', {
      orderId: order.id,
    });
    expect(bodyOf(delivery)).toMatchObject({ status: 400, field: 'orderId' });
    expect(bodyOf(delivery).description).toMatch(/pick-up order is not shipped/);
    // The console's list never shows the code.
    const [listed] = await w.list('/api/order/order', { orderNo: order.orderNo });
    expect(JSON.stringify(listed)).not.toContain(code);
    const wrong = code === '00000000' ? '00000001' : '00000000';
    for (const [verifyCode, who, status] of [
      [wrong, 'sunrise', 404],
      ['1234', 'sunrise', 400],
      [code, 'harbour', 404],
    ] as const)
      w.refused(await w.act('/api/order/order/pick-up-by-code', { verifyCode }, who), status);
    const done = await okData<Row>(
      await w.act('/api/order/order/pick-up-by-code', { verifyCode: code }),
    );
    expect(done.status).toBe(30);
    expect((await orderOf(buyer.token, order.id)).pickUpVerifyCode).toBeNull();
    // The code served once.
    w.refused(await w.act('/api/order/order/pick-up-by-code', { verifyCode: code }), 404);
    const steps = await history(order.id);
    expect(steps.map((step) => `${step.action} ${step.fromState}→${step.toState}`)).toEqual([
      'create 0→0',
      'pay 0→10',
      'verifyPickUp 10→30',
    ]);

    // By the order (the list's row); an express order is no pick-up.
    const other = await okData<Order>(await pickUpCheckout(buyer, 1));
    await okData(await w.shop(buyer.token, 'order/sandbox-pay', { id: other.id }));
    expect(
      (await okData<Row>(await w.act('/api/order/order/verify-pick-up', { id: other.id }))).status,
    ).toBe(30);
    const express = await okData<Order>(await w.checkout(buyer, 1));
    await okData(await w.shop(buyer.token, 'order/sandbox-pay', { id: express.id }));
    w.refused(
      await w.act('/api/order/order/verify-pick-up', { id: express.id }),
      400,
      /not a pick-up/,
    );
  });
});

describe('address change', () => {
  it('changes the consignee before shipment, with a row in the history; refused after', async () => {
    const buyer = await newShopper();
    const order = await okData<Order>(await w.checkout(buyer, 1));
    const address = {
      id: order.id,
      receiverName: 'Han Meimei',
      receiverMobile: '13912345678',
      receiverArea: 'Xuhui',
      receiverDetailAddress: '1 Tianyaoqiao Road',
    };
    w.refused(
      await w.act('/api/order/order/change-address', { ...address, receiverMobile: 'x' }),
      400,
      /mobile/i,
    );
    w.refused(await w.act('/api/order/order/change-address', address, 'harbour'), 404);
    await okData(await w.act('/api/order/order/change-address', address));
    expect((await orderOf(buyer.token, order.id)).receiverName).toBe('Han Meimei');
    await okData(await w.shop(buyer.token, 'order/sandbox-pay', { id: order.id }));
    await okData(
      await w.act('/api/order/order/change-address', { ...address, receiverName: 'Lily' }),
    );
    await okData(
      await w.act('/api/order/order/ship', { id: order.id, logisticsId, logisticsNo: 'YT2' }),
    );
    w.refused(await w.act('/api/order/order/change-address', address), 400, /Shipped/);
    const steps = await history(order.id);
    expect(steps.filter((step) => step.action === 'changeAddress')).toHaveLength(2);
    expect(steps.find((step) => step.action === 'changeAddress')?.remark).toContain(
      '→ Han Meimei 13912345678 Xuhui 1 Tianyaoqiao Road',
    );
  });
});
