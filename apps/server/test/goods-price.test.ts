import { centsOf, type GoodsPriceRecord, moneyOf, moneySchema } from '@retail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, type TestApp } from './support/test-app';
import {
  type Catalogue,
  dataOf,
  entitiesOf,
  PAGE,
  rowCount,
  startDemoCatalogues,
} from './goods.support';

describe('goods prices', () => {
  let t: TestApp;
  let sunrise: Catalogue;
  let harbour: Catalogue;
  let goodsId: number;
  /** Stores of Sunrise: two with prices, one without. */
  let s11: number;
  let s12: number;
  let s13: number;

  beforeAll(async () => {
    ({ t, sunrise, harbour } = await startDemoCatalogues());
    const typeId = await sunrise.type('Dairy');
    [s11, s12, s13] = [
      await sunrise.store('Sunrise Mall'),
      await sunrise.store('Sunrise Station'),
      await sunrise.store('Sunrise Harbourfront'),
    ];
    goodsId = await sunrise.goods({ goodsName: 'Milk 1L', goodsCode: 'MILK', goodsTypeId: typeId });
  });
  afterAll(() => t.close());

  it('converts money exactly, on the digits', () => {
    expect(centsOf('0.1')).toBe(10);
    expect(centsOf('19.99')).toBe(1999);
    expect(centsOf('1000000.05')).toBe(100000005);
    expect(moneyOf(1999)).toBe('19.99');
    expect(moneyOf(5)).toBe('0.05');
    expect(moneySchema.safeParse('12.345').success).toBe(false);
  });

  it('keeps prices for two stores in cents and answers them as decimal strings', async () => {
    const first = await sunrise.call('PATCH', '/goods-price/edit', {
      goodsId,
      storeId: s11,
      price: '2.5',
      marketPrice: '3',
    });
    expect(first.statusCode).toBe(200);
    expect(dataOf<GoodsPriceRecord>(first)).toMatchObject({
      goodsName: 'Milk 1L',
      storeId: s11,
      skuId: null,
      price: '2.50',
      marketPrice: '3.00',
      status: 0,
    });
    await sunrise.price(goodsId, s12, '0.10');
    const stored = await t.app.db
      .selectFrom('goodsPrice')
      .select(['storeId', 'priceCents'])
      .where('goodsId', '=', goodsId)
      .orderBy('storeId')
      .execute();
    expect(stored.map((row) => [row.storeId, Number(row.priceCents)])).toEqual([
      [s11, 250],
      [s12, 10],
    ]);
    const byGoods = await sunrise.call('POST', '/goods-price/get-goods-price-by', { goodsId });
    expect(
      dataOf<GoodsPriceRecord[]>(byGoods)
        .map((row) => row.price)
        .sort(),
    ).toEqual(['0.10', '2.50']);
    const atStore = await sunrise.call('POST', `/goods/list${PAGE}`, { storeId: s12 });
    expect(entitiesOf<{ id: number }>(atStore).map((row) => row.id)).toEqual([goodsId]);
    const elsewhere = await sunrise.call('POST', `/goods/list${PAGE}`, { storeId: s13 });
    expect(entitiesOf(elsewhere)).toEqual([]);

    // A store of another tenant does not exist for the caller.
    const harbourStore = await harbour.store('Harbour kiosk');
    const foreignStore = await sunrise.call('PATCH', '/goods-price/edit', {
      goodsId,
      storeId: harbourStore,
      price: '1',
    });
    expect(foreignStore.statusCode).toBe(404);

    const twin = await sunrise.call('PATCH', '/goods-price/edit', {
      goodsId,
      storeId: s11,
      price: '9',
    });
    expect(twin.statusCode).toBe(400);
    expect(bodyOf(twin).field).toBe('storeId');
  });

  it('refuses negative, non-numeric and 3-decimal prices with a 400 naming the field; nothing changes', async () => {
    const before = await rowCount(t, 'goodsPrice');
    for (const [price, reason] of [
      ['-1.00', 'too small'],
      ['abc', 'not valid'],
      ['NaN', 'not valid'],
      ['1.005', 'not valid'],
      ['', 'required'],
    ] as const) {
      const response = await sunrise.call('PATCH', '/goods-price/edit', {
        goodsId,
        storeId: s13,
        price,
      });
      expect(response.statusCode, price).toBe(400);
      expect(bodyOf(response).field, price).toBe('price');
      expect(bodyOf(response).description, price).toContain(reason);
    }
    const market = await sunrise.call('PATCH', '/goods-price/edit', {
      goodsId,
      storeId: s13,
      price: '1',
      marketPrice: '1.001',
    });
    expect(bodyOf(market).field).toBe('marketPrice');
    const zh = await sunrise.call(
      'PATCH',
      '/goods-price/edit',
      { goodsId, storeId: s13, price: '-1' },
      'zh',
    );
    expect(bodyOf(zh).description).toBe('价格过小');
    expect(await rowCount(t, 'goodsPrice')).toBe(before);

    const [one] = dataOf<GoodsPriceRecord[]>(
      await sunrise.call('POST', '/goods-price/get-goods-price-by', { goodsId, storeId: s11 }),
    );
    const modify = await sunrise.call('PATCH', '/goods-price/price-modify', {
      items: [
        { id: one?.id, price: '4.00' },
        { id: one?.id, price: '4.001' },
      ],
    });
    expect(modify.statusCode).toBe(400);
    expect(bodyOf(modify).field).toBe('items.1.price');
    const tooBig = await sunrise.call('POST', '/goods-price/list?pageSize=501&pageNum=1', {});
    expect(tooBig.statusCode).toBe(400);
    expect(bodyOf(tooBig).field).toBe('pageSize');
    const after = await sunrise.call('POST', '/goods-price/get-goods-price-by', {
      goodsId,
      storeId: s11,
    });
    expect(dataOf<GoodsPriceRecord[]>(after)[0]?.price).toBe('2.50');
  });

  it('modifies several prices at once, launches prices and lists what a store sells', async () => {
    const prices = dataOf<GoodsPriceRecord[]>(
      await sunrise.call('POST', '/goods-price/query-for-list', { goodsId }),
    );
    const ids = prices.map((row) => row.id);
    const modified = await sunrise.call('PATCH', '/goods-price/price-modify', {
      items: prices.map((row, index) => ({ id: row.id, price: `${index + 1}.99` })),
    });
    expect(dataOf(modified)).toEqual({ changed: ids.length });
    const launched = await sunrise.call('POST', '/goods-price/lanuch', { ids, onSale: true });
    expect(dataOf(launched)).toEqual({ changed: ids.length });

    // The store sells the goods only once the goods itself is on sale.
    const before = await sunrise.call('POST', '/goods-price/sku/on-sale', { storeId: s11 });
    expect(dataOf(before)).toEqual([]);
    await sunrise.call('POST', '/goods/change-images', {
      goodsId,
      fileIds: [await sunrise.picture()],
    });
    expect(
      (await sunrise.call('POST', '/goods/lanuch', { ids: [goodsId], onSale: true })).statusCode,
    ).toBe(200);
    const selling = await sunrise.call('POST', '/goods-price/sku/on-sale', { storeId: s11 }, 'zh');
    expect(dataOf<GoodsPriceRecord[]>(selling)).toMatchObject([
      { goodsId, storeId: s11, price: '1.99', status: 32, statusText: '出售中' },
    ]);
    const listed = await sunrise.call('POST', `/goods-price/list${PAGE}`, {
      goodsName: 'milk',
      status: 32,
    });
    expect(entitiesOf(listed)).toHaveLength(2);
  });

  it('answers 404 for another tenant’s prices and goods, and changes nothing', async () => {
    const [price] = dataOf<GoodsPriceRecord[]>(
      await sunrise.call('POST', '/goods-price/query-for-list', { goodsId }),
    );
    const id = price?.id ?? 0;
    for (const [method, path, body] of [
      ['PATCH', '/goods-price/edit', { id, goodsId, storeId: s11, price: '0.01' }],
      ['PATCH', '/goods-price/price-modify', { items: [{ id, price: '0.01' }] }],
      ['POST', '/goods-price/lanuch', { ids: [id], onSale: false }],
      ['DELETE', `/goods-price/remove?id=${id}`, undefined],
      ['POST', '/goods-price/get-goods-price-by', { goodsId }],
    ] as const) {
      const response = await harbour.call(method, path, body);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
    const planted = await harbour.call('PATCH', '/goods-price/edit', {
      goodsId,
      storeId: s13,
      price: '1',
    });
    expect(planted.statusCode).toBe(404);
    const theirs = await harbour.call('POST', `/goods-price/list${PAGE}`, { goodsId });
    expect(entitiesOf(theirs)).toEqual([]);
    const after = await sunrise.call('POST', '/goods-price/query-for-list', { goodsId });
    expect(dataOf<GoodsPriceRecord[]>(after).find((row) => row.id === id)).toMatchObject({
      price: price?.price,
      status: 32,
    });
  });
});
