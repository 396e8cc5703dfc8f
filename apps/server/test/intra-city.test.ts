import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf } from './support/test-app';
import { okData } from './goods.support';
import { type OrderWorld, type Row, type ShopOrder, startOrderWorld } from './order.support';

// Intra-city delivery and routes (issue 19, docs/orders.md): a rider's delivery of a paid order
// with WeChat local delivery's codes, the pick-up shipping the order, and drivers' routes.

const DELIVERY = '/api/order/intra-city-delivery';
const ROUTE = '/api/order/route';
const STOP = '/api/order/route-stop';

let w: OrderWorld;
beforeAll(async () => {
  w = await startOrderWorld();
});
afterAll(() => w.t.close());

const paidOrder = async (mobile: string) => {
  const buyer = await w.shopper(mobile);
  const order = await okData<ShopOrder>(await w.checkout(buyer, 1));
  return okData<ShopOrder>(await w.shop(buyer.token, 'order/sandbox-pay', { id: order.id }));
};
const step = async (path: string, body: object) => {
  const response = await w.act(path, body);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return (bodyOf(response).data as Row[])[0]!;
};
const refusedWith = async (path: string, body: object, field?: string) => {
  const response = await w.act(path, body);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
  if (field) expect(bodyOf(response).field).toBe(field);
};
const orderRow = async (id: number) =>
  (await w.list('/api/order/order', {})).find((row) => row.id === id)!;

describe('intra-city delivery', () => {
  it('takes a paid order from a rider’s assignment to the door; the pick-up ships it', async () => {
    const order = await paidOrder('13700000001');
    const delivery = await w.edit(DELIVERY, { orderId: order.id, distanceMeters: 2400, fee: 500 });
    expect(delivery).toMatchObject({ state: 101, orderName: order.orderNo });
    expect(delivery.deliveryNo).toMatch(/^ICD\d{14}$/);
    // One under way per order.
    const twice = await w.console('sunrise', 'PATCH', `${DELIVERY}/edit`, { orderId: order.id });
    expect(bodyOf(twice)).toMatchObject({ status: 400, field: 'orderId' });

    await refusedWith(`${DELIVERY}/assign`, { id: delivery.id, riderName: 'Zhao' }, 'riderPhone');
    expect(
      await step(`${DELIVERY}/assign`, {
        id: delivery.id,
        riderName: 'Zhao',
        riderPhone: '13600000000',
      }),
    ).toMatchObject({ state: 102, riderName: 'Zhao', riderPhone: '13600000000' });
    await refusedWith(`${DELIVERY}/pick-up`, { id: delivery.id }, 'state');
    await step(`${DELIVERY}/arrive`, { id: delivery.id });
    expect((await orderRow(order.id)).status).toBe(10);
    await step(`${DELIVERY}/pick-up`, { id: delivery.id });
    const shipped = await orderRow(order.id);
    expect(shipped).toMatchObject({ status: 20, logisticsNo: delivery.deliveryNo });
    const history = bodyOf(await w.act('/api/order/order/history', { id: order.id })).data as Row[];
    expect(history.at(-1)).toMatchObject({ action: 'ship', fromState: 10, toState: 20 });
    await step(`${DELIVERY}/depart`, { id: delivery.id });
    expect((await step(`${DELIVERY}/deliver`, { id: delivery.id })).state).toBe(302);
    // A repeat changes nothing.
    expect((await step(`${DELIVERY}/deliver`, { id: delivery.id })).state).toBe(302);
  });

  it('refuses an unpaid order, keeps the reason of a cancel, and lets the order go again', async () => {
    const buyer = await w.shopper('13700000002');
    const unpaid = await okData<ShopOrder>(await w.checkout(buyer, 1));
    const early = await w.console('sunrise', 'PATCH', `${DELIVERY}/edit`, { orderId: unpaid.id });
    expect(bodyOf(early)).toMatchObject({ status: 400, field: 'orderId' });

    const order = await paidOrder('13700000003');
    const first = await w.edit(DELIVERY, { orderId: order.id });
    await refusedWith(`${DELIVERY}/cancel`, { id: first.id }, 'remark');
    expect(
      await step(`${DELIVERY}/cancel`, { id: first.id, remark: 'No rider nearby' }),
    ).toMatchObject({ state: 103, failReason: 'No rider nearby' });
    expect((await orderRow(order.id)).status).toBe(10);
    // Dispatched again after the cancel.
    const second = await w.edit(DELIVERY, { orderId: order.id, provider: 'partner' });
    expect(second.state).toBe(101);

    // Another tenant sees none of it.
    const foreign = await w.list(DELIVERY, {}, 'harbour');
    expect(foreign.map((row) => row.id)).not.toContain(second.id);
    const steal = await w.console('harbour', 'POST', `${DELIVERY}/cancel`, {
      id: second.id,
      remark: 'x',
    });
    expect(steal.statusCode).toBe(404);
  });

  it('sends no rider while an after-sales request of the order is open, and changes nothing', async () => {
    const buyer = await w.shopper('13700000004');
    const placed = await okData<ShopOrder>(await w.checkout(buyer, 2));
    const order = await okData<ShopOrder>(
      await w.shop(buyer.token, 'order/sandbox-pay', { id: placed.id }),
    );
    await okData(
      await w.shop(buyer.token, 'after-sale/apply', {
        orderId: order.id,
        way: 10,
        applyReason: 'Bruised',
        lines: [{ orderItemId: order.lines[0]?.id, count: 1 }],
      }),
    );
    const before = await w.count('intra_city_delivery');
    const refused = await w.console('sunrise', 'PATCH', `${DELIVERY}/edit`, { orderId: order.id });
    expect(bodyOf(refused)).toMatchObject({ status: 400, field: 'orderId' });
    expect(bodyOf(refused).description).toMatch(/after-sales request in progress/);
    expect(await w.count('intra_city_delivery')).toBe(before);
  });
});

describe('routes', () => {
  it('plans stops, starts only with stops and a driver, and keeps stops fixed once running', async () => {
    const bad = await w.console('sunrise', 'PATCH', `${ROUTE}/edit`, {
      name: 'North loop',
      runDate: '2026-13-01',
    });
    expect(bodyOf(bad)).toMatchObject({ status: 400, field: 'runDate' });
    const route = await w.edit(ROUTE, {
      name: 'North loop',
      kind: 'restock',
      runDate: '2026-12-01',
    });
    await refusedWith(`${ROUTE}/start`, { id: route.id });

    await w.edit(STOP, {
      routeId: route.id,
      seq: 1,
      placeName: 'Central Plaza',
      storeId: w.store.id,
    });
    const badTime = await w.console('sunrise', 'PATCH', `${STOP}/edit`, {
      routeId: route.id,
      seq: 2,
      placeName: 'Harbour road',
      plannedTime: '25:00',
    });
    expect(bodyOf(badTime)).toMatchObject({ status: 400, field: 'plannedTime' });
    await w.edit(STOP, {
      routeId: route.id,
      seq: 2,
      placeName: 'Harbour road',
      plannedTime: '10:30',
    });
    const clash = await w.console('sunrise', 'PATCH', `${STOP}/edit`, {
      routeId: route.id,
      seq: 2,
      placeName: 'Again',
    });
    expect(bodyOf(clash)).toMatchObject({ status: 400, field: 'seq' });
    expect((await w.list(ROUTE, {})).find((row) => row.id === route.id)!.stopCount).toBe(2);

    await refusedWith(`${ROUTE}/start`, { id: route.id }, 'driverName');
    await w.edit(ROUTE, {
      id: route.id,
      name: 'North loop',
      kind: 'restock',
      runDate: '2026-12-01',
      driverName: 'Sun',
    });
    expect((await step(`${ROUTE}/start`, { id: route.id })).state).toBe(10);
    const late = await w.console('sunrise', 'PATCH', `${STOP}/edit`, {
      routeId: route.id,
      seq: 3,
      placeName: 'Too late',
    });
    expect(late.statusCode).toBe(400);
    expect((await step(`${ROUTE}/finish`, { id: route.id })).state).toBe(20);
  });
});
