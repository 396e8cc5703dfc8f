import {
  type FrontGoodsTypeRecord,
  type GoodsTypeBoardRecord,
  type GoodsTypeBrandRecord,
  type GoodsTypeRecord,
  goodsTypeResource,
  type Resource,
} from '@retail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createResourceService } from '../src/resources/resource.service';
import type { Scope } from '../src/scope/scope';
import { bodyOf, type TestApp } from './support/test-app';
import {
  type Catalogue,
  dataOf,
  entitiesOf,
  okData,
  PAGE,
  startDemoCatalogues,
} from './goods.support';

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
      icon: '/api/file/object/t1/2026/11/bread.png',
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
      expect(bodyOf(response).description).toContain('Parent category');
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
    expect(bodyOf(withChild).description).toContain('sub-categories');
    expect(await parentOf(child)).toBe(parent);
    await sunrise.goods({ goodsName: 'Uses child', goodsCode: 'CHILD-1', goodsTypeId: child });
    const used = await sunrise.call('DELETE', `/goods-type/remove?id=${child}`);
    expect(used.statusCode).toBe(400);
    expect(bodyOf(used).description).toContain('still used');
    const empty = await sunrise.type('Empty');
    expect((await sunrise.call('DELETE', `/goods-type/remove?id=${empty}`)).statusCode).toBe(200);
  });

  it('answers 404 for another tenant’s category, 400 naming the field for its parent', async () => {
    const mine = await sunrise.type('Mine');
    const theirs = await harbour.type('Theirs');
    const underTheirs = await sunrise.call(
      'PATCH',
      '/goods-type/edit',
      { name: 'Planted', parentId: theirs },
      'es',
    );
    expect(underTheirs.statusCode).toBe(400);
    expect(bodyOf(underTheirs)).toMatchObject({ field: 'parentId' });
    expect(bodyOf(underTheirs).description).toContain('Categoría superior');
    const planted = await t.app.db
      .selectFrom('goodsType')
      .select('id')
      .where('name', '=', 'Planted')
      .execute();
    expect(planted).toEqual([]);
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

  // Tree resources of the registry (`tree: { parentField }`): storefront categories through
  // their routes, and a tree whose records below go with a removed one on the generic service.
  const front = async (name: string, extra: Record<string, unknown> = {}) =>
    (
      await okData<FrontGoodsTypeRecord>(
        await sunrise.call('PATCH', '/front-goods-type/edit', { name, ...extra }),
      )
    ).id;
  const names = (rows: FrontGoodsTypeRecord[]) => rows.map((row) => row.name);
  const stored = (table: 'frontGoodsType' | 'goodsType', ids: number[]) =>
    t.app.db
      .selectFrom(table)
      .select(['id', 'parentId'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();

  it('lists siblings in their order and finds matches at any depth', async () => {
    const root = await front('Tree root');
    await front('Tree second', { parentId: root, sort: 2 });
    await front('Tree first', { parentId: root, sort: 1 });
    const deep = await front('Tree deep', { parentId: root, sort: 3 });
    await front('Tree leaf', { parentId: deep });
    const children = await okData<FrontGoodsTypeRecord[]>(
      await sunrise.call('POST', '/front-goods-type/query-for-list', { parentId: root }),
    );
    expect(names(children)).toEqual(['Tree first', 'Tree second', 'Tree deep']);
    const found = await okData<FrontGoodsTypeRecord[]>(
      await sunrise.call('POST', '/front-goods-type/query-for-list', { name: 'tree leaf' }),
    );
    expect(found).toMatchObject([{ name: 'Tree leaf', parentId: deep }]);
  });

  it('refuses a parent below the record, or outside the caller’s scope, naming the field in the caller’s language', async () => {
    const top = await front('Loop top');
    const middle = await front('Loop middle', { parentId: top });
    const bottom = await front('Loop bottom', { parentId: middle });
    for (const parentId of [top, bottom]) {
      const loop = await sunrise.call(
        'PATCH',
        '/front-goods-type/edit',
        { id: top, name: 'Loop top', parentId },
        'es',
      );
      expect(loop.statusCode).toBe(400);
      expect(bodyOf(loop)).toMatchObject({
        field: 'parentId',
        description:
          'Categoría superior no puede ser la propia categoría ni una de sus subcategorías',
      });
    }
    const theirs = (
      await okData<{ id: number }>(
        await harbour.call('PATCH', '/front-goods-type/edit', { name: 'Harbour front' }),
      )
    ).id;
    const foreign = await sunrise.call(
      'PATCH',
      '/front-goods-type/edit',
      { id: bottom, name: 'Loop bottom', parentId: theirs },
      'zh',
    );
    expect(foreign.statusCode).toBe(400);
    expect(bodyOf(foreign).field).toBe('parentId');
    expect(bodyOf(foreign).description).toContain('上级分类');
    expect(await stored('frontGoodsType', [top, bottom])).toEqual([
      { id: top, parentId: null },
      { id: bottom, parentId: middle },
    ]);
  });

  it('refuses to remove a record with records below it, and removes it once they are gone', async () => {
    const parent = await front('Remove parent');
    const child = await front('Remove child', { parentId: parent });
    const refused = await sunrise.call(
      'DELETE',
      `/front-goods-type/remove?id=${parent}`,
      undefined,
      'en',
    );
    expect(refused.statusCode).toBe(400);
    expect(bodyOf(refused).description).toBe(
      'This category still has sub-categories; remove them first',
    );
    expect(await stored('frontGoodsType', [parent, child])).toHaveLength(2);
    expect((await sunrise.call('DELETE', `/front-goods-type/remove?id=${child}`)).statusCode).toBe(
      200,
    );
    expect((await sunrise.call('DELETE', `/front-goods-type/remove?id=${parent}`)).statusCode).toBe(
      200,
    );
    expect(await stored('frontGoodsType', [parent, child])).toEqual([]);
  });

  describe('a tree whose records below go with it', () => {
    // The goods category tree declared with `removeWithChildren`, on the generic service.
    const branchy = {
      ...goodsTypeResource,
      tree: { parentField: 'parentId', removeWithChildren: true },
    } as unknown as Resource;
    const scopeOf = async (userName: string): Promise<Scope> => {
      const user = await t.app.db
        .selectFrom('user')
        .innerJoin('organ', 'organ.id', 'user.organId')
        .select(['user.id', 'user.tenantId', 'user.organId', 'organ.organPath'])
        .where('user.userName', '=', userName)
        .executeTakeFirstOrThrow();
      return {
        userId: user.id,
        userName,
        tenantId: user.tenantId,
        organId: user.organId,
        organPath: user.organPath,
        platform: false,
        authorityCodes: new Set(),
        nowMs: Date.now(),
      };
    };

    it('removes the whole branch at once', async () => {
      const root = await sunrise.type('Branch root');
      const child = await sunrise.type('Branch child', root);
      const grandchild = await sunrise.type('Branch grandchild', child);
      const service = createResourceService(t.app.db, branchy);
      await service.remove(await scopeOf('sunrise.admin'), root);
      expect(await stored('goodsType', [root, child, grandchild])).toEqual([]);
    });

    it('keeps the whole branch when a record below is still used', async () => {
      const root = await sunrise.type('Used root');
      const child = await sunrise.type('Used child', root);
      await sunrise.goods({
        goodsName: 'Uses a branch',
        goodsCode: 'BRANCH-1',
        goodsTypeId: child,
      });
      const service = createResourceService(t.app.db, branchy);
      await expect(service.remove(await scopeOf('sunrise.admin'), root)).rejects.toMatchObject({
        status: 400,
        key: 'goodsType.inUse',
      });
      expect(await stored('goodsType', [root, child])).toHaveLength(2);
    });

    it('keeps the whole branch when a record below is not the caller’s to remove', async () => {
      // Uptown's category, and below it one of Sunrise's own organisation (above Uptown's).
      const uptown = await scopeOf('sunrise.uptown');
      const root = (
        await okData<{ id: number }>(
          await sunrise.call('PATCH', '/goods-type/edit', {
            name: 'Guarded root',
            organId: uptown.organId,
          }),
        )
      ).id;
      const child = await sunrise.type('Guarded child', root);
      const service = createResourceService(t.app.db, branchy);
      await expect(service.remove(uptown, root)).rejects.toMatchObject({
        status: 400,
        key: 'goodsType.hasChildren',
      });
      expect(await stored('goodsType', [root, child])).toHaveLength(2);
    });
  });
});
