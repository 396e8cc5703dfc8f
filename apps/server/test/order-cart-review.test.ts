import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okData } from './goods.support';
import { type OrderWorld, type Row, type ShopOrder, startOrderWorld } from './order.support';
import { bodyOf } from './support/test-app';

// The shopper's cart on the server and reviews of received orders (docs/orders.md, Cart and
// Reviews): one line per store and unit, 1 to 999, only what is on sale at a store of the
// shopper's tenant (refused naming the field, in the shopper's language), listed at the store's
// price now; checkout takes the ordered lines out. A line of a received order is reviewed once,
// not before; staff reply once and hide a review from the goods page. On SQLite, and on
// PostgreSQL with TEST_DATABASE_URL.

type Cart = {
  lines: {
    id: number;
    storeId: number;
    goodsId: number;
    skuId: number | null;
    goodsName: string;
    count: number;
    price: number | null;
    onSale: boolean;
    available: number;
  }[];
  totalPrice: number;
};
type Review = { id: number; orderItemId: number; rating: number; content: string | null };
type Goods = {
  reviews: {
    average: number | null;
    count: number;
    newest: { rating: number; content: string | null; reviewer: string }[];
  };
};

let w: OrderWorld;
beforeAll(async () => {
  w = await startOrderWorld();
  await okData(
    await w.act('/api/ministore/goods-stock/adjust', {
      id: w.stock.id,
      change: 40,
      reason: 'Delivery',
    }),
  );
});
afterAll(() => w.t.close());

const cart = (token: string, path = 'list', body: object = {}, language?: string) =>
  w.shop(token, `cart/${path}`, body, language);

const bananas = (count: number) => ({ storeId: w.store.id, goodsId: w.bananas.id, count });

/** A received (completed) order of `count` bananas. */
const receivedOrder = async (buyer: { token: string; addressId: number }, count = 1) => {
  const order = await okData<ShopOrder>(await w.checkout(buyer, count));
  await okData(await w.shop(buyer.token, 'order/sandbox-pay', { id: order.id }));
  const logisticsId = (
    await w.edit('/api/ministore/logistics', { code: `C${order.id}`, name: `Courier ${order.id}` })
  ).id;
  await okData(
    await w.act('/api/order/order/ship', {
      id: order.id,
      logisticsId,
      logisticsNo: `SF${order.id}`,
    }),
  );
  return okData<ShopOrder>(await w.shop(buyer.token, 'order/receive', { id: order.id }));
};

describe('cart', () => {
  it('keeps one line per store and unit, adds to it, keeps quantities within 1–999 and answers the store’s price', async () => {
    const buyer = await w.shopper('13900000001');
    expect(await okData<Cart>(await cart(buyer.token))).toEqual({ lines: [], totalPrice: 0 });
    await okData(await cart(buyer.token, 'add', bananas(2)));
    const twice = await okData<Cart>(await cart(buyer.token, 'add', bananas(3)));
    expect(twice.lines).toHaveLength(1);
    expect(twice.lines[0]).toMatchObject({
      storeId: w.store.id,
      goodsId: w.bananas.id,
      skuId: null,
      count: 5,
      price: 980,
      onSale: true,
      available: 50,
    });
    expect(twice.totalPrice).toBe(4900);
    const id = twice.lines[0]?.id ?? 0;

    // Past 999 in all: refused naming the quantity; 0 and 1000 refused by the rules.
    w.refused(await cart(buyer.token, 'add', bananas(995)), 400, /999/);
    expect((await cart(buyer.token, 'add', bananas(0))).json()).toMatchObject({ field: 'count' });
    expect((await cart(buyer.token, 'update', { id, count: 1000 })).statusCode).toBe(400);
    const updated = await okData<Cart>(await cart(buyer.token, 'update', { id, count: 7 }));
    expect(updated.lines[0]?.count).toBe(7);

    // The price follows the store's: the cart shows what checkout will charge.
    await sql`update goods_price set price_cents = 1050 where goods_id = ${w.bananas.id} and store_id = ${w.store.id} and sku_id is null`.execute(
      w.t.app.db.withoutPlugins(),
    );
    const repriced = await okData<Cart>(await cart(buyer.token));
    expect(repriced.lines[0]).toMatchObject({ price: 1050, count: 7 });
    expect(repriced.totalPrice).toBe(7350);
    await sql`update goods_price set price_cents = 980 where goods_id = ${w.bananas.id} and store_id = ${w.store.id} and sku_id is null`.execute(
      w.t.app.db.withoutPlugins(),
    );

    const removed = await okData<Cart>(await cart(buyer.token, 'remove', { ids: [id] }));
    expect(removed.lines).toEqual([]);
    await okData(await cart(buyer.token, 'add', bananas(1)));
    expect((await okData<Cart>(await cart(buyer.token, 'clear'))).lines).toEqual([]);
    expect((await okData<Cart>(await cart(buyer.token))).lines).toEqual([]);
  });

  it('refuses goods not on sale and another tenant’s goods or store naming the field, in the shopper’s language', async () => {
    const buyer = await w.shopper('13900000002');
    const lines = await w.count('customer_cart_sku');
    const apple = (await w.t.app.db
      .selectFrom('goods')
      .select('id')
      .where('goodsCode', '=', 'SR-0001')
      .where('tenantId', '=', w.sunriseId)
      .executeTakeFirstOrThrow()) as { id: number };
    const offShelf = await cart(buyer.token, 'add', { ...bananas(1), goodsId: apple.id });
    w.refused(offShelf, 400, /not on sale/);
    expect(offShelf.json()).toMatchObject({ field: 'goodsId' });
    const chinese = await cart(buyer.token, 'add', { ...bananas(1), goodsId: apple.id }, 'zh');
    expect(chinese.statusCode).toBe(400);
    expect(bodyOf(chinese).description).toMatch(/未上架/);

    const harbourGoods = (await w.t.app.db
      .selectFrom('goods')
      .select('id')
      .where('tenantId', '=', w.harbourId)
      .executeTakeFirstOrThrow()) as { id: number };
    const foreign = await cart(buyer.token, 'add', { ...bananas(1), goodsId: harbourGoods.id });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ field: 'goodsId' });
    const sku = (await w.t.app.db
      .selectFrom('goodsSku' as never)
      .select('id' as never)
      .where('tenantId' as never, '=', w.harbourId as never)
      .executeTakeFirst()) as { id: number } | undefined;
    if (sku) {
      const foreignSku = await cart(buyer.token, 'add', { ...bananas(1), skuId: sku.id });
      expect(foreignSku.statusCode).toBe(400);
      expect(foreignSku.json()).toMatchObject({ field: 'skuId' });
    }
    const harbourStore = (await w.t.app.db
      .selectFrom('store')
      .select('id')
      .where('tenantId', '=', w.harbourId)
      .executeTakeFirstOrThrow()) as { id: number };
    const otherStore = await cart(buyer.token, 'add', { ...bananas(1), storeId: harbourStore.id });
    expect(otherStore.statusCode).toBe(400);
    expect(otherStore.json()).toMatchObject({ field: 'storeId' });
    expect(await w.count('customer_cart_sku')).toBe(lines);
  });

  it('shows a line taken off sale as not on sale, and another shopper cannot change it', async () => {
    const buyer = await w.shopper('13900000003');
    const line = (await okData<Cart>(await cart(buyer.token, 'add', bananas(2)))).lines[0];
    const other = await w.shopper('13900000004');
    expect((await cart(other.token, 'update', { id: line?.id, count: 3 })).statusCode).toBe(404);
    expect((await cart(other.token, 'remove', { ids: [line?.id] })).statusCode).toBe(404);
    await okData(await cart(other.token, 'clear'));
    await sql`update goods_price set status = 0 where goods_id = ${w.bananas.id} and store_id = ${w.store.id}`.execute(
      w.t.app.db.withoutPlugins(),
    );
    try {
      const shown = await okData<Cart>(await cart(buyer.token));
      expect(shown.lines[0]).toMatchObject({ count: 2, onSale: false, price: null, available: 0 });
      expect(shown.totalPrice).toBe(0);
    } finally {
      await sql`update goods_price set status = 32 where goods_id = ${w.bananas.id} and store_id = ${w.store.id}`.execute(
        w.t.app.db.withoutPlugins(),
      );
    }
  });

  it('a checkout takes the ordered lines out of the cart with the order; a refused one leaves them', async () => {
    const buyer = await w.shopper('13900000005');
    await okData(await cart(buyer.token, 'add', bananas(2)));
    w.refused(
      await w.checkout(buyer, 2, { lines: [{ goodsId: w.bananas.id, count: 2, price: 1 }] }),
      400,
    );
    expect((await okData<Cart>(await cart(buyer.token))).lines).toHaveLength(1);
    await okData(await w.checkout(buyer, 2));
    expect((await okData<Cart>(await cart(buyer.token))).lines).toEqual([]);
  });
});

describe('reviews', () => {
  it('refuses a review before the order is received, naming its state', async () => {
    const buyer = await w.shopper('13900000011');
    const order = await okData<ShopOrder>(await w.checkout(buyer, 1));
    const refused = await w.shop(buyer.token, 'review/create', {
      orderItemId: order.lines[0]?.id,
      rating: 5,
    });
    w.refused(refused, 400, /received.*Unpaid|Unpaid/i);
    expect(refused.json()).toMatchObject({ field: 'orderItemId' });
    expect(await w.count('order_review')).toBe(0);
  });

  it('takes one review per line of a received order, never edited; another shopper’s order is not found', async () => {
    const buyer = await w.shopper('13900000012');
    const order = await receivedOrder(buyer);
    expect(order.status).toBe(30);
    const itemId = order.lines[0]?.id;
    const thief = await w.shopper('13900000013');
    const harbour = await w.signIn('13900000014', w.harbourId);
    for (const token of [thief.token, harbour])
      expect(
        (await w.shop(token, 'review/create', { orderItemId: itemId, rating: 1 })).statusCode,
      ).toBe(404);
    expect(
      (await w.shop(buyer.token, 'review/create', { orderItemId: itemId, rating: 6 })).statusCode,
    ).toBe(400);
    const review = await okData<Review>(
      await w.shop(buyer.token, 'review/create', {
        orderItemId: itemId,
        rating: 4,
        content: 'Sweet and ripe',
      }),
    );
    expect(review).toMatchObject({ orderItemId: itemId, rating: 4, content: 'Sweet and ripe' });
    const again = await w.shop(buyer.token, 'review/create', { orderItemId: itemId, rating: 1 });
    w.refused(again, 400, /already reviewed/);
    const mine = await okData<Review[]>(await w.shop(buyer.token, 'review/list'));
    expect(mine.map((row) => row.id)).toEqual([review.id]);
    expect(await okData<Review[]>(await w.shop(thief.token, 'review/list'))).toEqual([]);

    // The console: the order's organisation sees it; another tenant does not.
    const [row] = await w.list('/api/order/order-review', { orderId: order.id });
    expect(row).toMatchObject({ id: review.id, rating: 4, hidden: false });
    expect(await w.list('/api/order/order-review', {}, 'harbour')).toEqual([]);
  });

  it('the goods page shows the average, the count and the newest shown reviews; staff reply once and hide one', async () => {
    const goods = async () =>
      (
        await okData<Goods>(
          await w.t.app.inject({
            method: 'GET',
            url: `/api/shop/goods/${w.store.id}/${w.bananas.id}`,
          }),
        )
      ).reviews;
    const before = await goods();
    const buyer = await w.shopper('13900000021');
    const order = await receivedOrder(buyer);
    const review = await okData<Review>(
      await w.shop(buyer.token, 'review/create', {
        orderItemId: order.lines[0]?.id,
        rating: 2,
        content: 'Hidden words',
      }),
    );
    const shown = await goods();
    expect(shown.count).toBe(before.count + 1);
    expect(shown.newest[0]).toMatchObject({ rating: 2, content: 'Hidden words' });
    expect(shown.newest[0]?.reviewer).toBe('139****21');
    expect(JSON.stringify(shown)).not.toContain('13900000021');

    const reply = await okData<Row[]>(
      await w.act('/api/order/order-review/reply', { id: review.id, replyContent: 'Thank you' }),
    );
    expect(reply[0]).toMatchObject({ replyContent: 'Thank you' });
    w.refused(
      await w.act('/api/order/order-review/reply', { id: review.id, replyContent: 'Again' }),
      400,
      /already has a reply/,
    );
    expect(
      (await w.act('/api/order/order-review/hide', { id: review.id }, 'harbour')).statusCode,
    ).toBe(404);
    await okData(await w.act('/api/order/order-review/hide', { id: review.id }));
    const hidden = await goods();
    expect(hidden.count).toBe(before.count);
    expect(JSON.stringify(hidden)).not.toContain('Hidden words');
    expect(await w.list('/api/order/order-review', { hidden: 1 })).toHaveLength(1);
    await okData(await w.act('/api/order/order-review/show', { id: review.id }));
    expect((await goods()).count).toBe(before.count + 1);
  });
});
