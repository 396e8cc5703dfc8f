import type {
  BarCodeMatch,
  GoodsPriceRecord,
  GoodsSkuRecord,
  GoodsSpecSetup,
} from '@retail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoToken } from './support/admin-calls';
import { bodyOf, type TestApp } from './support/test-app';
import {
  type Catalogue,
  catalogueAs,
  dataOf,
  entitiesOf,
  PAGE,
  startDemoCatalogues,
} from './goods.support';

type Spec = { id: number; items: Record<string, number> };

/** A specification with its items, made through the specification calls. */
const specification = async (as: Catalogue, name: string, values: string[]): Promise<Spec> => {
  const made = await as.call('PATCH', '/goods-specification/edit', { parameterName: name });
  if (made.statusCode !== 200) throw new Error(made.body);
  const id = dataOf<{ id: number }>(made).id;
  const items: Record<string, number> = {};
  for (const [sort, itemValue] of values.entries()) {
    const item = await as.call('PATCH', '/goods-specification-item/edit', {
      specificationId: id,
      itemValue,
      sort,
    });
    if (item.statusCode !== 200) throw new Error(item.body);
    items[itemValue] = dataOf<{ id: number }>(item).id;
  }
  return { id, items };
};

const pick = (spec: Spec, ...values: string[]) => ({
  specificationId: spec.id,
  itemIds: values.map((value) => spec.items[value] ?? 0),
});

describe('goods SKUs', () => {
  let t: TestApp;
  let sunrise: Catalogue;
  let harbour: Catalogue;
  let goodsId: number;
  let otherGoodsId: number;
  let colour: Spec;
  let size: Spec;
  let s11: number;
  let s12: number;

  const save = (values: object[], id = goodsId, as = sunrise) =>
    as.call('POST', '/goods-sku/save-spec-values', { goodsId: id, values });
  const skusOf = async (id = goodsId) =>
    dataOf<GoodsSpecSetup>(
      await sunrise.call('POST', '/goods-sku/query-spec-values', { goodsId: id }),
    ).skus;
  const skuByText = async (text: string) => {
    const sku = (await skusOf()).find((row) => row.specText === text);
    if (!sku) throw new Error(`no SKU ${text}`);
    return sku;
  };

  beforeAll(async () => {
    ({ t, sunrise, harbour } = await startDemoCatalogues());
    const typeId = await sunrise.type('Clothes');
    goodsId = await sunrise.goods({ goodsName: 'T-shirt', goodsCode: 'TEE', goodsTypeId: typeId });
    otherGoodsId = await sunrise.goods({
      goodsName: 'Hoodie',
      goodsCode: 'HOODIE',
      goodsTypeId: typeId,
    });
    colour = await specification(sunrise, '颜色', ['红色', '黑色', '白色']);
    size = await specification(sunrise, '尺码', ['S', 'M', 'L', 'XL']);
    [s11, s12] = [await sunrise.store('Sunrise Mall'), await sunrise.store('Sunrise Station')];
  });
  afterAll(() => t.close());

  it('generates one SKU per combination of the chosen items, in the specifications’ order', async () => {
    // Ticked out of order: the items keep their specification's order.
    const saved = await save([pick(colour, '黑色', '红色'), pick(size, 'M', 'S')]);
    expect(saved.statusCode).toBe(200);
    const setup = dataOf<GoodsSpecSetup>(saved);
    expect(setup.values).toEqual([
      {
        specificationId: colour.id,
        parameterName: '颜色',
        items: [
          { id: colour.items['红色'], itemValue: '红色' },
          { id: colour.items['黑色'], itemValue: '黑色' },
        ],
      },
      {
        specificationId: size.id,
        parameterName: '尺码',
        items: [
          { id: size.items.S, itemValue: 'S' },
          { id: size.items.M, itemValue: 'M' },
        ],
      },
    ]);
    expect(setup.skus.map((sku) => [sku.specText, sku.skuCode, sku.status])).toEqual([
      ['红色 / S', 'TEE-1', 1],
      ['红色 / M', 'TEE-2', 1],
      ['黑色 / S', 'TEE-3', 1],
      ['黑色 / M', 'TEE-4', 1],
    ]);
    expect(setup.skus[1]?.itemIds).toEqual([colour.items['红色'], size.items.M]);
    const listed = await sunrise.call('POST', `/goods-sku/list${PAGE}`, { goodsId });
    expect(entitiesOf<GoodsSkuRecord>(listed).map((sku) => sku.goodsName)).toEqual(
      Array(4).fill('T-shirt'),
    );
  });

  it('keeps SKUs whose combination stays (codes, bar codes, prices) and removes the others with their prices', async () => {
    const redM = await skuByText('红色 / M');
    const blackS = await skuByText('黑色 / S');
    expect(
      (await sunrise.call('PATCH', '/goods-sku/edit', { id: redM.id, barCode: '6901234567892' }))
        .statusCode,
    ).toBe(200);
    const redMPrice = await sunrise.call('PATCH', '/goods-price/edit', {
      goodsId,
      storeId: s11,
      skuId: redM.id,
      price: '12.30',
    });
    expect(dataOf<GoodsPriceRecord>(redMPrice)).toMatchObject({
      skuId: redM.id,
      skuText: '红色 / M',
      skuCode: 'TEE-2',
      price: '12.30',
    });
    const blackPrice = dataOf<GoodsPriceRecord>(
      await sunrise.call('PATCH', '/goods-price/edit', {
        goodsId,
        storeId: s12,
        skuId: blackS.id,
        price: '9.9',
      }),
    );

    // Black goes, XL comes.
    const saved = await save([pick(colour, '红色'), pick(size, 'S', 'M', 'XL')]);
    expect(saved.statusCode).toBe(200);
    const skus = dataOf<GoodsSpecSetup>(saved).skus;
    expect(skus.map((sku) => [sku.specText, sku.skuCode])).toEqual([
      ['红色 / S', 'TEE-1'],
      ['红色 / M', 'TEE-2'],
      ['红色 / XL', 'TEE-3'],
    ]);
    expect(skus[1]).toMatchObject({ id: redM.id, barCode: '6901234567892', priceCount: 1 });
    const prices = dataOf<GoodsPriceRecord[]>(
      await sunrise.call('POST', '/goods-price/get-goods-price-by', { goodsId }),
    );
    expect(prices.map((row) => [row.skuText, row.price])).toEqual([['红色 / M', '12.30']]);
    expect(
      await t.app.db
        .selectFrom('goodsPrice')
        .select('id')
        .where('id', '=', blackPrice.id)
        .execute(),
    ).toEqual([]);
  });

  it('refuses to drop a SKU whose price is on sale, and changes nothing', async () => {
    const redS = await skuByText('红色 / S');
    const price = dataOf<GoodsPriceRecord>(
      await sunrise.call('PATCH', '/goods-price/edit', {
        goodsId,
        storeId: s12,
        skuId: redS.id,
        price: '8.00',
      }),
    );
    await sunrise.call('POST', '/goods-price/lanuch', { ids: [price.id], onSale: true });
    const before = await skusOf();
    const refused = await save([pick(colour, '红色'), pick(size, 'M')], goodsId, sunrise);
    expect(refused.statusCode).toBe(400);
    expect(bodyOf(refused).field).toBe('values');
    expect(bodyOf(refused).description).toContain('红色 / S');
    const removeRefused = await sunrise.call('DELETE', `/goods-sku/remove?id=${redS.id}`);
    expect(removeRefused.statusCode).toBe(400);
    expect(bodyOf(removeRefused).field).toBe('id');
    expect(await skusOf()).toEqual(before);

    // Off sale, the SKU goes with its price in one transaction.
    await sunrise.call('POST', '/goods-price/lanuch', { ids: [price.id], onSale: false });
    const removed = await sunrise.call('DELETE', `/goods-sku/remove?id=${redS.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await skusOf()).map((sku) => sku.specText)).toEqual(['红色 / M', '红色 / XL']);
    expect(
      await t.app.db.selectFrom('goodsPrice').select('id').where('id', '=', price.id).execute(),
    ).toEqual([]);
  });

  it('refuses foreign, mismatched and unknown items, a specification twice and over 400 SKUs with a 400 naming the field', async () => {
    const before = await skusOf();
    const theirs = await specification(harbour, 'Colour', ['Blue']);
    const cases: [object[], string][] = [
      [
        [pick(colour, '红色'), { specificationId: size.id, itemIds: [theirs.items.Blue] }],
        'values.1.itemIds',
      ],
      [[{ specificationId: colour.id, itemIds: [size.items.S] }], 'values.0.itemIds'],
      [[pick(theirs, 'Blue')], 'values.0.specificationId'],
      [[pick(colour, '红色'), pick(colour, '黑色')], 'values.1.specificationId'],
      [[{ specificationId: colour.id, itemIds: [] }], 'values.0.itemIds'],
    ];
    for (const [values, field] of cases) {
      const response = await save(values);
      expect(response.statusCode, field).toBe(400);
      expect(bodyOf(response).field, field).toBe(field);
    }
    const many = await specification(
      sunrise,
      'Variant',
      Array.from({ length: 34 }, (_, index) => `V${index}`),
    );
    // 3 × 4 × 34 = 408 combinations.
    const tooMany = await save([
      pick(colour, '红色', '黑色', '白色'),
      pick(size, 'S', 'M', 'L', 'XL'),
      pick(many, ...Object.keys(many.items)),
    ]);
    expect(tooMany.statusCode).toBe(400);
    expect(bodyOf(tooMany).field).toBe('values');
    expect(bodyOf(tooMany).description).toContain('408');
    expect(await skusOf()).toEqual(before);
    // 3 × 4 × 33 = 396 is allowed.
    const most = await save(
      [
        pick(colour, '红色', '黑色', '白色'),
        pick(size, 'S', 'M', 'L', 'XL'),
        pick(many, ...Object.keys(many.items).slice(0, 33)),
      ],
      otherGoodsId,
    );
    expect(most.statusCode).toBe(200);
    expect(dataOf<GoodsSpecSetup>(most).skus).toHaveLength(396);
    expect((await save([], otherGoodsId)).statusCode).toBe(200);
    expect(await skusOf(otherGoodsId)).toEqual([]);
  });

  it('keeps prices of SKUs to SKUs of the same goods and shows the SKU text on sale', async () => {
    expect((await save([pick(colour, '白色')], otherGoodsId)).statusCode).toBe(200);
    const [white] = await skusOf(otherGoodsId);
    const wrong = await sunrise.call('PATCH', '/goods-price/edit', {
      goodsId,
      storeId: s11,
      skuId: white?.id,
      price: '1.00',
    });
    expect(wrong.statusCode).toBe(400);
    expect(bodyOf(wrong).field).toBe('skuId');
    const bad = await sunrise.call('PATCH', '/goods-price/edit', {
      goodsId: otherGoodsId,
      storeId: s11,
      skuId: white?.id,
      price: '1.005',
    });
    expect(bodyOf(bad).field).toBe('price');

    const redM = await skuByText('红色 / M');
    const [price] = dataOf<GoodsPriceRecord[]>(
      await sunrise.call('POST', '/goods-price/get-goods-price-by', { goodsId, storeId: s11 }),
    );
    await sunrise.call('POST', '/goods-price/lanuch', { ids: [price?.id], onSale: true });
    await sunrise.call('POST', '/goods/change-images', {
      goodsId,
      fileIds: [await sunrise.picture()],
    });
    expect(
      (await sunrise.call('POST', '/goods/lanuch', { ids: [goodsId], onSale: true })).statusCode,
    ).toBe(200);
    const selling = await sunrise.call('POST', '/goods-price/sku/on-sale', { storeId: s11 }, 'zh');
    expect(dataOf<GoodsPriceRecord[]>(selling)).toMatchObject([
      { goodsId, skuId: redM.id, skuText: '红色 / M', price: '12.30', statusText: '出售中' },
    ]);
    // A disabled SKU is not sold; enabled again, it is.
    await sunrise.call('PATCH', '/goods-sku/edit', { id: redM.id, status: 0 });
    const disabled = await sunrise.call('POST', '/goods-price/sku/on-sale', { storeId: s11 });
    expect(dataOf(disabled)).toEqual([]);
    await sunrise.call('PATCH', '/goods-sku/edit', { id: redM.id, status: 1 });
    const again = await sunrise.call('POST', '/goods-price/sku/on-sale', { storeId: s11 });
    expect(dataOf<GoodsPriceRecord[]>(again).map((row) => row.skuId)).toEqual([redM.id]);
  });

  it('keeps bar codes unique per tenant and finds goods, SKU and store price by bar code', async () => {
    const redM = await skuByText('红色 / M');
    const [white] = await skusOf(otherGoodsId);
    const taken = await sunrise.call('PATCH', '/goods-sku/edit', {
      id: white?.id,
      barCode: '6901234567892',
    });
    expect(taken.statusCode).toBe(400);
    expect(bodyOf(taken).field).toBe('barCode');
    const invalid = await sunrise.call('PATCH', '/goods-sku/edit', {
      id: white?.id,
      barCode: '69 01',
    });
    expect(bodyOf(invalid).field).toBe('barCode');
    const codeTaken = await sunrise.call('PATCH', '/goods-sku/edit', {
      id: redM.id,
      skuCode: 'TEE-3',
    });
    expect(bodyOf(codeTaken).field).toBe('skuCode');

    // Another tenant may use the same bar code for its own SKU.
    const typeId = await harbour.type('Shirts');
    const theirGoods = await harbour.goods({
      goodsName: 'Polo',
      goodsCode: 'POLO',
      goodsTypeId: typeId,
    });
    const theirColour = await specification(harbour, 'Colour', ['Green']);
    const theirSetup = dataOf<GoodsSpecSetup>(
      await save([pick(theirColour, 'Green')], theirGoods, harbour),
    );
    const theirSku = theirSetup.skus[0];
    const same = await harbour.call('PATCH', '/goods-sku/edit', {
      id: theirSku?.id,
      barCode: '6901234567892',
    });
    expect(same.statusCode).toBe(200);

    const found = dataOf<BarCodeMatch>(
      await sunrise.call('POST', '/goods-sku/query-by-bar-code', {
        barCode: '6901234567892',
        storeId: s11,
      }),
    );
    expect(found).toMatchObject({
      matchedBy: 'sku',
      goods: { id: goodsId, goodsName: 'T-shirt', status: 32 },
      sku: { id: redM.id, specText: '红色 / M' },
      price: { storeId: s11, skuId: redM.id, price: '12.30' },
    });
    const theirs = dataOf<BarCodeMatch>(
      await harbour.call('POST', '/goods-sku/query-by-bar-code', { barCode: '6901234567892' }),
    );
    expect(theirs).toMatchObject({
      goods: { id: theirGoods },
      sku: { id: theirSku?.id },
      price: null,
    });
    const byGoodsCode = dataOf<BarCodeMatch>(
      await sunrise.call('POST', '/goods-sku/query-by-bar-code', { barCode: 'HOODIE' }),
    );
    expect(byGoodsCode).toMatchObject({
      matchedBy: 'goods',
      goods: { id: otherGoodsId },
      sku: null,
    });
    const nothing = await harbour.call('POST', '/goods-sku/query-by-bar-code', {
      barCode: 'HOODIE',
    });
    expect(dataOf(nothing)).toBeNull();
    const withCodes = await sunrise.call('POST', `/goods-sku/list${PAGE}`, { hasBarCode: true });
    expect(entitiesOf<GoodsSkuRecord>(withCodes).map((sku) => sku.id)).toEqual([redM.id]);
    const byKeyword = await sunrise.call('POST', `/goods-sku/list${PAGE}`, { keyword: '690123' });
    expect(entitiesOf<GoodsSkuRecord>(byKeyword).map((sku) => sku.id)).toEqual([redM.id]);
  });

  it('answers 404 for another tenant’s goods and SKUs, and changes nothing', async () => {
    const before = await skusOf();
    const redM = before.find((sku) => sku.specText === '红色 / M');
    const theirColour = await specification(harbour, 'Shade', ['Grey']);
    for (const [method, path, body] of [
      ['POST', '/goods-sku/save-spec-values', { goodsId, values: [pick(theirColour, 'Grey')] }],
      ['POST', '/goods-sku/query-spec-values', { goodsId }],
      ['PATCH', '/goods-sku/edit', { id: redM?.id, barCode: '1' }],
      ['DELETE', `/goods-sku/remove?id=${redM?.id}`, undefined],
    ] as const) {
      const response = await harbour.call(method, path, body);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
    const listed = await harbour.call('POST', `/goods-sku/list${PAGE}`, { goodsId });
    expect(entitiesOf(listed)).toEqual([]);
    expect(await skusOf()).toEqual(before);
  });

  it('keeps the items and specifications a goods uses; removing the goods frees them', async () => {
    for (const path of [
      `/goods-specification-item/remove?id=${colour.items['白色']}`,
      `/goods-specification/remove?id=${colour.id}`,
    ]) {
      const refused = await sunrise.call('DELETE', path);
      expect(refused.statusCode, path).toBe(400);
      expect(bodyOf(refused).description, path).toContain('still used by goods');
    }
    expect((await skusOf(otherGoodsId)).map((sku) => sku.specText)).toEqual(['白色']);
    expect((await sunrise.call('DELETE', `/goods/remove?id=${otherGoodsId}`)).statusCode).toBe(200);
    expect(
      await t.app.db
        .selectFrom('goodsSku')
        .select('id')
        .where('goodsId', '=', otherGoodsId)
        .execute(),
    ).toEqual([]);
    const freed = await sunrise.call(
      'DELETE',
      `/goods-specification-item/remove?id=${colour.items['白色']}`,
    );
    expect(freed.statusCode).toBe(200);
  });

  it('SKUs follow their goods when it moves to another organisation', async () => {
    const uptown = catalogueAs(t, await demoToken(t, 'sunrise.uptown'));
    const downtown = catalogueAs(t, await demoToken(t, 'sunrise.store'));
    const typeId = await sunrise.type('Caps');
    const capId = await sunrise.goods({ goodsName: 'Cap', goodsCode: 'CAP', goodsTypeId: typeId });
    expect((await save([pick(colour, '红色', '黑色')], capId)).statusCode).toBe(200);
    const query = { goodsId: capId };
    expect((await uptown.call('POST', '/goods-sku/query-spec-values', query)).statusCode).toBe(404);

    const organ = await t.app.db
      .selectFrom('organ')
      .select('id')
      .where('organName', '=', 'Sunrise Uptown')
      .executeTakeFirstOrThrow();
    const moved = await sunrise.call('PATCH', '/goods/edit', {
      id: capId,
      goodsName: 'Cap',
      goodsCode: 'CAP',
      goodsTypeId: typeId,
      organId: organ.id,
    });
    expect(moved.statusCode).toBe(200);
    const seen = await uptown.call('POST', '/goods-sku/query-spec-values', query);
    const skus = dataOf<GoodsSpecSetup>(seen).skus;
    expect(skus.map((sku) => sku.specText)).toEqual(['红色', '黑色']);
    const listed = await uptown.call('POST', `/goods-sku/list${PAGE}`, query);
    expect(entitiesOf<GoodsSkuRecord>(listed)).toHaveLength(2);
    const edited = await uptown.call('PATCH', '/goods-sku/edit', {
      id: skus[0]?.id,
      barCode: '4006381333931',
    });
    expect(edited.statusCode).toBe(200);
    const found = await uptown.call('POST', '/goods-sku/query-by-bar-code', {
      barCode: '4006381333931',
    });
    expect(dataOf<BarCodeMatch>(found).sku?.id).toBe(skus[0]?.id);
    // A sibling shop still sees nothing of it.
    expect((await downtown.call('POST', '/goods-sku/query-spec-values', query)).statusCode).toBe(
      404,
    );
    expect(
      (await downtown.call('PATCH', '/goods-sku/edit', { id: skus[0]?.id, barCode: '1' }))
        .statusCode,
    ).toBe(404);
    // Regenerating gives the kept SKUs the goods' owner.
    expect((await save([pick(colour, '红色')], capId)).statusCode).toBe(200);
    const owners = await t.app.db
      .selectFrom('goodsSku')
      .select('organId')
      .where('goodsId', '=', capId)
      .execute();
    expect(owners).toEqual([{ organId: organ.id }]);
  });
});
