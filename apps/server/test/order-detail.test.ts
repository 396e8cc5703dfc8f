import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfillOrderDetails } from '../src/db/migrations/0120-order-details';
import { okData } from './goods.support';
import { type MarketingWorld, startMarketingWorld } from './marketing.support';
import type { Row, ShopOrder } from './order.support';
import { bodyOf } from './support/test-app';

// The order detail screen and the order sub-screens (docs/orders.md, Order detail), through the
// real checkout and sandbox payment: the detail adds up to the pay price, each sub-screen shows
// the figures checkout stored, invoices are issued or rejected within what was paid less refunds,
// and another tenant sees none of it. On SQLite, and on PostgreSQL with TEST_DATABASE_URL.

type Detail = {
  order: Row & { payPrice: number; totalPrice: number; deliveryPrice: number };
  lines: (Row & {
    price: number;
    count: number;
    totalPrice: number;
    promotionPrice: number;
    couponPrice: number;
    payPrice: number;
    priceSplit: number;
  })[];
  promotions: (Row & { step: number; amount: number })[];
  refunds: Row[];
  invoices: Row[];
  history: { action: string; fromState: number; toState: number; createBy: string | null }[];
  summary: {
    goodsTotal: number;
    promotions: number | null;
    coupons: number | null;
    discountPrice: number;
    couponPrice: number;
    deliveryPrice: number;
    payPrice: number;
    refundPrice: number;
    invoiced: number;
    addsUp: boolean;
  };
};

let w: MarketingWorld;
let water = 0;
let waterPrice = 0;
let mobiles = 0;
const newShopper = () => w.shopper(`1380000${String((mobiles += 1)).padStart(4, '0')}`);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

beforeAll(async () => {
  w = await startMarketingWorld();
  water = w.goods['SR-0001'] ?? 0;
  // Water in stock at the central store too, so that an order has two lines.
  const stock = await w.edit('/api/ministore/goods-stock', { storeId: w.store.id, goodsId: water });
  await okData(
    await w.act('/api/ministore/goods-stock/adjust', { id: stock.id, change: 50, reason: 'Tests' }),
  );
  // More bananas than the order world's ten.
  await okData(
    await w.act('/api/ministore/goods-stock/adjust', {
      id: w.stock.id,
      change: 100,
      reason: 'Tests',
    }),
  );
  const priced = await w.preview([{ goodsId: water, count: 1 }]);
  waterPrice = priced.lines[0]?.totalPrice ?? 0;
});
afterAll(() => w.t.close());

const detailOf = async (id: number, who: 'sunrise' | 'harbour' = 'sunrise') =>
  okData<Detail>(await w.act('/api/order/order/detail', { id }, who));

const pay = async (token: string, id: number) =>
  okData(await w.shop(token, 'order/sandbox-pay', { id }));

const invoiceBody = (orderId: number, amount: number, key: string, more: object = {}) => ({
  orderId,
  titleType: 1,
  title: 'Li Lei',
  email: 'li.lei@example.com',
  amount,
  requestKey: key,
  ...more,
});

describe('order detail', () => {
  it('adds up: Σ line price × qty − promotions − coupons + delivery = pay price, line by line too', async () => {
    await w.clearPromotions();
    const markdown = await w.markdown('Water 10 % off', [
      { goodsId: water, discountType: 2, discountPercent: 10 },
    ]);
    const buyer = await newShopper();
    const template = await w.template({ discountPrice: 300, name: 'Three off' });
    const coupon = await okData<{ id: number }>(await w.claim(buyer.token, template.id));
    const order = await okData<ShopOrder>(
      await w.shop(
        buyer.token,
        'order/create',
        {
          storeId: w.store.id,
          lines: [
            { goodsId: water, skuId: null, count: 2, price: waterPrice },
            { goodsId: w.bananas.id, skuId: null, count: 1, price: 980 },
          ],
          addressId: buyer.addressId,
          couponId: coupon.id,
          requestKey: 'detail-1',
        },
        undefined,
      ),
    );
    await pay(buyer.token, order.id);
    const detail = await detailOf(order.id);
    const { summary, lines } = detail;
    const goodsTotal = waterPrice * 2 + 980;
    const markdownOff = Math.floor((waterPrice * 2) / 10);
    expect(summary).toMatchObject({
      goodsTotal,
      promotions: detail.order.discountPrice,
      coupons: 300,
      couponPrice: 300,
      deliveryPrice: 600,
      payPrice: goodsTotal - (detail.order.discountPrice as number) - 300 + 600,
      addsUp: true,
    });
    expect(Math.abs((detail.order.discountPrice as number) - markdownOff)).toBeLessThanOrEqual(1);
    for (const line of lines) {
      expect(line.priceSplit).toBe(1);
      expect(line.totalPrice).toBe(line.price * line.count);
      expect(line.totalPrice - line.promotionPrice - line.couponPrice).toBe(line.payPrice);
    }
    expect(sum(lines.map((l) => l.couponPrice))).toBe(300);
    expect(sum(lines.map((l) => l.payPrice)) + 600).toBe(detail.order.payPrice);
    // The bananas had no markdown: their discount is only their coupon share.
    const bananasLine = lines.find((l) => l.goodsId === w.bananas.id);
    expect(bananasLine?.promotionPrice).toBe(0);
    // Promotions and coupons applied, delivery, header, timeline.
    expect(detail.promotions.map((p) => [p.step, p.sourceId])).toEqual([
      [20, markdown.id],
      [50, coupon.id],
    ]);
    expect(detail.order).toMatchObject({
      orderNo: order.orderNo,
      status: 10,
      terminal: 10,
      deliveryBasis: 10,
      deliveryCharge: 600,
      receiverName: 'Li Lei',
      userIp: '127.0.0.1',
    });
    expect(detail.order.storeName).toBeTruthy();
    expect(detail.order.payOrderId).toBeTruthy();
    expect(detail.history.map((h) => [h.action, h.fromState, h.toState])).toEqual([
      ['create', 0, 0],
      ['pay', 0, 10],
    ]);

    // Each sub-screen shows the figures checkout stored.
    const byOrder = { orderId: order.id };
    const skuPrices = await w.list('/api/order/order-sku-price', byOrder);
    expect(
      skuPrices.map((r) => [r.totalPrice, r.promotionPrice, r.couponPrice, r.payPrice]),
    ).toEqual(lines.map((l) => [l.totalPrice, l.promotionPrice, l.couponPrice, l.payPrice]));
    const coupons = await w.list('/api/order/order-coupon', byOrder);
    expect(coupons.map((r) => [r.sourceId, r.amount, r.name])).toEqual([
      [coupon.id, 300, 'Three off'],
    ]);
    const byNo = { orderNo: order.orderNo };
    expect((await w.list('/api/order/order-price', byNo))[0]).toMatchObject({
      totalPrice: goodsTotal,
      couponPrice: 300,
      deliveryPrice: 600,
      payPrice: detail.order.payPrice,
      refundPrice: 0,
    });
    expect((await w.list('/api/order/order-freight', byNo))[0]).toMatchObject({
      deliveryBasis: 10,
      deliveryCharge: 600,
      deliveryPrice: 600,
    });
    expect((await w.list('/api/order/order-consignee-info', byNo))[0]).toMatchObject({
      receiverName: 'Li Lei',
      receiverArea: 'Pudong',
    });
    expect((await w.list('/api/order/order-info', byNo))[0]).toMatchObject({
      status: 10,
      terminal: 10,
      orderType: 0,
    });
    const ext = (await w.list('/api/order/order-ext-info', byNo))[0];
    expect(ext).toMatchObject({ userIp: '127.0.0.1', payOrderId: detail.order.payOrderId });
    expect(ext?.wayCode).toBeTruthy();
    const customerId = await w.customerOf(buyer.token);
    const addresses = await w.list('/api/order/customer-order-address', { customerId });
    expect(addresses).toHaveLength(1);
    expect(addresses[0]).toMatchObject({
      name: 'Li Lei',
      area: 'Pudong',
      orderCount: 1,
      lastOrderId: order.id,
      lastOrderName: order.orderNo,
    });
  });

  it('a second order to the same address counts it; free delivery from the threshold is said so', async () => {
    await w.clearPromotions();
    const buyer = await newShopper();
    const first = await okData<ShopOrder>(await w.checkout(buyer, 1));
    const second = await okData<ShopOrder>(await w.checkout(buyer, 6));
    expect(second.deliveryPrice).toBe(0);
    const detail = await detailOf(second.id);
    expect(detail.order).toMatchObject({ deliveryBasis: 20, deliveryCharge: 600, status: 0 });
    expect(detail.summary).toMatchObject({ deliveryPrice: 0, payPrice: 5880, addsUp: true });
    const customerId = await w.customerOf(buyer.token);
    const [address] = await w.list('/api/order/customer-order-address', { customerId });
    expect(address).toMatchObject({ orderCount: 2, lastOrderId: second.id });
    for (const id of [first.id, second.id])
      await okData(await w.shop(buyer.token, 'order/cancel', { id }));
  });

  it('is not another tenant’s: the detail is a 404, the sub-screens list nothing of it', async () => {
    const buyer = await newShopper();
    const order = await okData<ShopOrder>(await w.checkout(buyer, 1));
    const foreign = await w.act('/api/order/order/detail', { id: order.id }, 'harbour');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain(order.orderNo);
    for (const path of ['order-sku-price', 'order-coupon', 'order-invoice'])
      expect(await w.list(`/api/order/${path}`, { orderId: order.id }, 'harbour')).toEqual([]);
    for (const path of ['order-price', 'order-info', 'order-ext-info', 'order-freight'])
      expect(await w.list(`/api/order/${path}`, { orderNo: order.orderNo }, 'harbour')).toEqual([]);
    const customerId = await w.customerOf(buyer.token);
    expect(await w.list('/api/order/customer-order-address', { customerId }, 'harbour')).toEqual(
      [],
    );
    await okData(await w.shop(buyer.token, 'order/cancel', { id: order.id }));
  });
});

describe('order invoices', () => {
  it('the demo’s completed order has a company invoice waiting for staff', async () => {
    const [waiting] = await w.list('/api/order/order-invoice', { status: 10 });
    expect(waiting).toMatchObject({ titleType: 2, title: 'Li Lei Trading Co.' });
    const order = await detailOf(waiting?.orderId as number);
    expect(order.order.status).toBe(30);
    expect(waiting?.amount).toBe(order.order.payPrice);
  });

  it('asked on a paid order only, never above what was paid, one waiting at a time', async () => {
    const buyer = await newShopper();
    const order = await okData<ShopOrder>(await w.checkout(buyer, 3));
    const before = await w.count('trade_order_invoice');
    const unpaid = await w.shop(buyer.token, 'order/invoice', invoiceBody(order.id, 100, 'i-0'));
    expect(unpaid.statusCode, unpaid.body).toBe(400);
    expect(bodyOf(unpaid).field).toBe('orderId');
    await pay(buyer.token, order.id);
    const over = await w.shop(
      buyer.token,
      'order/invoice',
      invoiceBody(order.id, order.payPrice + 1, 'i-1'),
    );
    expect(over.statusCode).toBe(400);
    expect(bodyOf(over)).toMatchObject({ field: 'amount' });
    expect(bodyOf(over).description).toContain('35.40');
    const company = await w.shop(
      buyer.token,
      'order/invoice',
      invoiceBody(order.id, 100, 'i-2', { titleType: 2, title: 'Sunrise Ltd' }),
      'es',
    );
    expect(company.statusCode).toBe(400);
    expect(bodyOf(company)).toMatchObject({ field: 'taxNo' });
    expect(bodyOf(company).description).toMatch(/número fiscal/);
    expect(await w.count('trade_order_invoice')).toBe(before);

    const asked = await okData<Row>(
      await w.shop(buyer.token, 'order/invoice', invoiceBody(order.id, order.payPrice, 'i-3')),
    );
    expect(asked).toMatchObject({ status: 10, amount: order.payPrice, orderName: order.orderNo });
    // The same request again is the same; another one while it waits is refused.
    const again = await okData<Row>(
      await w.shop(buyer.token, 'order/invoice', invoiceBody(order.id, order.payPrice, 'i-3')),
    );
    expect(again.id).toBe(asked.id);
    const second = await w.shop(buyer.token, 'order/invoice', invoiceBody(order.id, 1, 'i-4'));
    expect(second.statusCode).toBe(400);
    expect(bodyOf(second)).toMatchObject({ field: 'orderId' });
    expect(await w.count('trade_order_invoice')).toBe(before + 1);
  });

  it('the operator rejects with a reason, or issues within paid less refunds; idempotent, in the history', async () => {
    const buyer = await newShopper();
    const order = await okData<ShopOrder>(await w.checkout(buyer, 3));
    await pay(buyer.token, order.id);
    const asked = await okData<Row>(
      await w.shop(buyer.token, 'order/invoice', invoiceBody(order.id, order.payPrice, 'r-1')),
    );
    // One banana refunded after the request: the whole amount can no longer be issued.
    const afterSale = await okData<{ id: number }>(
      await w.shop(buyer.token, 'after-sale/apply', {
        orderId: order.id,
        way: 10,
        applyReason: 'Bruised',
        lines: [{ orderItemId: order.lines[0]?.id, count: 1 }],
      }),
    );
    await okData(await w.act('/api/order/refund/agree', { id: afterSale.id }));
    await okData(await w.act('/api/order/refund/refund', { id: afterSale.id }));
    const refunded = (await detailOf(order.id)).summary.refundPrice;
    expect(refunded).toBeGreaterThan(0);
    const tooMuch = await w.act('/api/order/order-invoice/issue', {
      id: asked.id,
      invoiceNo: 'F-1',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(bodyOf(tooMuch).description).toContain(((order.payPrice - refunded) / 100).toFixed(2));
    const noReason = await w.act(
      '/api/order/order-invoice/reject',
      { id: asked.id, rejectReason: '' },
      'sunrise',
      'es',
    );
    expect(noReason.statusCode).toBe(400);
    expect(bodyOf(noReason).field).toBe('rejectReason');
    let [row] = await w.list('/api/order/order-invoice', { orderId: order.id });
    expect(row).toMatchObject({ status: 10, invoiceNo: null });

    await okData(
      await w.act('/api/order/order-invoice/reject', {
        id: asked.id,
        rejectReason: 'Amount above what is left after the refund',
      }),
    );
    // What is left may be asked and issued; asking again afterwards finds nothing left.
    const rest = order.payPrice - refunded;
    const left = await okData<Row>(
      await w.shop(buyer.token, 'order/invoice', invoiceBody(order.id, rest, 'r-2')),
    );
    const issue = { id: left.id, invoiceNo: 'INV-2026-0001' };
    await okData(await w.act('/api/order/order-invoice/issue', issue));
    await okData(await w.act('/api/order/order-invoice/issue', issue));
    const nothingLeft = await w.shop(buyer.token, 'order/invoice', invoiceBody(order.id, 1, 'r-3'));
    expect(nothingLeft.statusCode).toBe(400);
    expect(bodyOf(nothingLeft).field).toBe('amount');

    const rows = await w.list('/api/order/order-invoice', { orderId: order.id });
    expect(rows.map((r) => [r.status, r.amount, r.invoiceNo, r.rejectReason])).toEqual([
      [20, rest, 'INV-2026-0001', null],
      [30, order.payPrice, null, 'Amount above what is left after the refund'],
    ]);
    [row] = rows;
    expect(row?.issueTime).toBeTruthy();
    const history = await okData<{ action: string; toState: number }[]>(
      await w.act('/api/order/order-invoice/history', { id: left.id }),
    );
    expect(history.map((h) => [h.action, h.toState])).toEqual([
      ['request', 10],
      ['issue', 20],
    ]);
    const detail = await detailOf(order.id);
    expect(detail.summary).toMatchObject({ invoiced: rest, refundPrice: refunded, addsUp: true });
    expect(detail.invoices).toHaveLength(2);
    // The shopper sees them on their order, with the number or the reason.
    const own = await okData<{ invoices: Row[] }>(
      await w.shop(buyer.token, 'order/detail', { id: order.id }),
    );
    expect(own.invoices.map((i) => [i.status, i.invoiceNo, i.rejectReason])).toEqual([
      [30, null, 'Amount above what is left after the refund'],
      [20, 'INV-2026-0001', null],
    ]);
    expect(detail.refunds).toHaveLength(1);
    // Another tenant can neither issue nor reject it.
    const foreign = await w.act(
      '/api/order/order-invoice/reject',
      {
        id: asked.id,
        rejectReason: 'x',
      },
      'harbour',
    );
    expect(foreign.statusCode).toBe(404);
  });
});

describe('orders placed before the detail was kept', () => {
  it('get what can be worked out, and "not recorded" for the rest', async () => {
    await w.clearPromotions();
    const buyer = await newShopper();
    const template = await w.template({ discountPrice: 300, name: 'Backfill coupon' });
    const couponOf = async () =>
      (await okData<{ id: number }>(await w.claim(buyer.token, template.id))).id;
    const plain = await okData<ShopOrder>(await w.checkout(buyer, 1));
    const oneLine = await okData<ShopOrder>(
      await w.checkout(buyer, 2, { couponId: await couponOf() }),
    );
    const twoLines = await okData<ShopOrder>(
      await w.shop(buyer.token, 'order/create', {
        storeId: w.store.id,
        lines: [
          { goodsId: water, skuId: null, count: 1, price: waterPrice },
          { goodsId: w.bananas.id, skuId: null, count: 1, price: 980 },
        ],
        addressId: buyer.addressId,
        couponId: await couponOf(),
        requestKey: 'backfill-two',
      }),
    );
    const free = await okData<ShopOrder>(await w.checkout(buyer, 6));
    const ids = [plain.id, oneLine.id, twoLines.id, free.id];
    const linesOf = async () =>
      (
        await sql<{
          orderId: number;
          promotionPrice: string;
          couponPrice: string;
          priceSplit: number;
        }>`
          select order_id as "orderId", promotion_price as "promotionPrice",
            coupon_price as "couponPrice", price_split as "priceSplit"
          from trade_order_item where order_id in (${sql.join(ids)}) order by id`.execute(w.db)
      ).rows.map((r) => [r.orderId, Number(r.promotionPrice), Number(r.couponPrice), r.priceSplit]);
    const deliveryOf = async () =>
      (
        await sql<{ id: number; basis: number; charge: string }>`
          select id, delivery_basis as basis, delivery_charge as charge from trade_order
          where id in (${sql.join(ids)}) order by id`.execute(w.db)
      ).rows.map((r) => [r.id, r.basis, Number(r.charge)]);
    const kept = await linesOf();
    const customerId = await w.customerOf(buyer.token);
    const [address] = await w.list('/api/order/customer-order-address', { customerId });
    expect(address).toMatchObject({ orderCount: 4, lastOrderId: free.id });

    // As they would have been before: nothing of it kept.
    await sql`update trade_order_item set promotion_price = 0, coupon_price = 0, price_split = 0
      where order_id in (${sql.join(ids)})`.execute(w.db);
    await sql`update trade_order set delivery_basis = 0, delivery_charge = 0
      where id in (${sql.join(ids)})`.execute(w.db);
    await sql`delete from customer_order_address`.execute(w.db);
    await backfillOrderDetails(w.db);

    expect(await linesOf()).toEqual(
      kept.map((line) => (line[0] === twoLines.id ? [twoLines.id, 0, 0, 0] : line)),
    );
    expect(kept.filter((line) => line[0] === twoLines.id)).toHaveLength(2);
    expect(await deliveryOf()).toEqual([
      [plain.id, 10, 600],
      [oneLine.id, 10, 600],
      [twoLines.id, 10, 600],
      [free.id, 0, 0],
    ]);
    // The detail of the two-line order says its shares were not kept, and still adds up.
    const detail = await detailOf(twoLines.id);
    expect(detail.summary).toMatchObject({ promotions: null, coupons: null, addsUp: true });
    const [again] = await w.list('/api/order/customer-order-address', { customerId });
    expect(again).toMatchObject({ orderCount: 4, lastOrderId: free.id, name: 'Li Lei' });
    for (const id of ids) await okData(await w.shop(buyer.token, 'order/cancel', { id }));
  });
});
