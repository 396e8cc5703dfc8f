import type {
  FrontGoodsTypeRecord,
  GoodsTypeBoardRecord,
  GoodsTypeBrandRecord,
  GoodsTypeRecord,
} from '@retail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, type TestApp } from './support/test-app';
import { type Catalogue, dataOf, entitiesOf, PAGE, startDemoCatalogues } from './goods.support';

describe('goods categories', () => {
  let t: TestApp;
  let sunrise: Catalogue;
  let harbour: Catalogue;

  beforeAll(async () => {
    ({ t, sunrise, harbour } = await startDemoCatalogues());
  });
  afterAll(() => t.close());

  const parentOf = async (id: number) =>
    (
      await t.app.db
        .selectFrom('goodsType')
        .select('parentId')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).parentId;

  it('builds a tree, lists roots and children in sort order', async () => {
    const food = await sunrise.type('Food');
    const fruit = await sunrise.type('Fruit', food);
    const negative = await sunrise.call('PATCH', '/goods-type/edit', {
      name: 'Bread',
      parentId: food,
      sort: -1,
    });
    expect(negative.statusCode).toBe(400);
    expect(bodyOf(negative).field).toBe('sort');
    await sunrise.call('PATCH', '/goods-type/edit', {
      name: 'Bread',
      parentId: food,
      sort: 0,
      icon: 'bread',
    });
    await sunrise.call('PATCH', '/goods-type/edit', {
      id: fruit,
      name: 'Fruit',
      parentId: food,
      sort: 5,
    });

    const children = await sunrise.call('POST', '/goods-type/query-for-list', { parentId: food });
    expect(dataOf<GoodsTypeRecord[]>(children).map((row) => [row.name, row.sort])).toEqual([
      ['Bread', 0],
      ['Fruit', 5],
    ]);
    const page = await sunrise.call('POST', `/goods-type/list${PAGE}`, { name: 'fru' });
    expect(entitiesOf<GoodsTypeRecord>(page)).toMatchObject([{ id: fruit, parentId: food }]);
    const harbourSees = await harbour.call('POST', '/goods-type/query-for-list', {});
    expect(dataOf<GoodsTypeRecord[]>(harbourSees).map((row) => row.name)).not.toContain('Fruit');
  });

  it('refuses to move a category under itself or a descendant (400 naming parentId), nothing changes', async () => {
    const a = await sunrise.type('A');
    const b = await sunrise.type('B', a);
    const c = await sunrise.type('C', b);
    for (const parentId of [a, b, c]) {
      const response = await sunrise.call('PATCH', '/goods-type/edit', {
        id: a,
        name: 'A',
        parentId,
      });
      expect(response.statusCode, `parent ${parentId}`).toBe(400);
      expect(bodyOf(response)).toMatchObject({ field: 'parentId' });
      expect(bodyOf(response).description).toContain('Parent node');
    }
    expect(await parentOf(a)).toBeNull();
    const moved = await sunrise.call('PATCH', '/goods-type/edit', {
      id: c,
      name: 'C',
      parentId: a,
    });
    expect(moved.statusCode).toBe(200);
    expect(await parentOf(c)).toBe(a);
  });

  it('removes a category only without sub-categories and without goods', async () => {
    const parent = await sunrise.type('Parent');
    const child = await sunrise.type('Child', parent);
    const withChild = await sunrise.call('DELETE', `/goods-type/remove?id=${parent}`);
    expect(withChild.statusCode).toBe(400);
    await sunrise.goods({ goodsName: 'Uses child', goodsCode: 'CHILD-1', goodsTypeId: child });
    const used = await sunrise.call('DELETE', `/goods-type/remove?id=${child}`);
    expect(used.statusCode).toBe(400);
    expect(bodyOf(used).description).toContain('still used');
    const empty = await sunrise.type('Empty');
    expect((await sunrise.call('DELETE', `/goods-type/remove?id=${empty}`)).statusCode).toBe(200);
  });

  it('answers 404 for another tenant’s category and its parent', async () => {
    const mine = await sunrise.type('Mine');
    const theirs = await harbour.type('Theirs');
    const underTheirs = await sunrise.call('PATCH', '/goods-type/edit', {
      name: 'x',
      parentId: theirs,
    });
    expect(underTheirs.statusCode).toBe(404);
    const edit = await harbour.call('PATCH', '/goods-type/edit', { id: mine, name: 'stolen' });
    expect(edit.statusCode).toBe(404);
    expect((await harbour.call('DELETE', `/goods-type/remove?id=${mine}`)).statusCode).toBe(404);
    const row = await t.app.db
      .selectFrom('goodsType')
      .select('name')
      .where('id', '=', mine)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('Mine');
  });

  it('keeps storefront categories, boards and category brands', async () => {
    const drinks = await sunrise.type('Drinks');
    const brand = await sunrise.brand('Bubbles');
    const front = await sunrise.call('PATCH', '/front-goods-type/edit', {
      name: 'Cold drinks',
      goodsTypeId: drinks,
    });
    expect(dataOf<FrontGoodsTypeRecord>(front)).toMatchObject({ goodsTypeId: drinks, enable: 1 });
    const frontChild = await sunrise.call('PATCH', '/front-goods-type/edit', {
      name: 'Sodas',
      parentId: dataOf<FrontGoodsTypeRecord>(front).id,
    });
    const loop = await sunrise.call('PATCH', '/front-goods-type/edit', {
      id: dataOf<FrontGoodsTypeRecord>(front).id,
      name: 'Cold drinks',
      parentId: dataOf<FrontGoodsTypeRecord>(frontChild).id,
    });
    expect(loop.statusCode).toBe(400);
    expect(bodyOf(loop).field).toBe('parentId');

    const board = await sunrise.call('PATCH', '/goods-type-board/edit', {
      goodsTypeId: drinks,
      name: 'Summer board',
      image: '/api/file/object/t1/2026/11/board.png',
    });
    expect(dataOf<GoodsTypeBoardRecord>(board)).toMatchObject({
      goodsTypeId: drinks,
      name: 'Summer board',
    });

    const link = await sunrise.call('PATCH', '/goods-type-brand/edit', {
      goodsTypeId: drinks,
      brandId: brand,
    });
    expect(dataOf<GoodsTypeBrandRecord>(link)).toMatchObject({
      goodsTypeName: 'Drinks',
      brandName: 'Bubbles',
    });
    const twice = await sunrise.call('PATCH', '/goods-type-brand/edit', {
      goodsTypeId: drinks,
      brandId: brand,
    });
    expect(twice.statusCode).toBe(400);
    expect(bodyOf(twice).field).toBe('brandId');
    const listed = await sunrise.call('POST', `/goods-type-brand/list${PAGE}`, {
      goodsTypeId: drinks,
    });
    expect(entitiesOf<GoodsTypeBrandRecord>(listed).map((row) => row.brandName)).toEqual([
      'Bubbles',
    ]);

    // A brand linked to a category cannot go; a foreign brand cannot be linked (a reference the
    // caller cannot see is bad input naming the field, and nothing is written).
    expect((await sunrise.call('DELETE', `/brand/remove?id=${brand}`)).statusCode).toBe(400);
    const foreignBrand = await harbour.brand('Harbour brand');
    const foreign = await sunrise.call('PATCH', '/goods-type-brand/edit', {
      goodsTypeId: drinks,
      brandId: foreignBrand,
    });
    expect(foreign.statusCode).toBe(400);
    expect(bodyOf(foreign).field).toBe('brandId');
    const still = await sunrise.call('POST', `/goods-type-brand/list${PAGE}`, {
      goodsTypeId: drinks,
    });
    expect(entitiesOf<GoodsTypeBrandRecord>(still)).toHaveLength(1);
  });
});
