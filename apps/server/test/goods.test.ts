import {
  type GoodsAssignee,
  type GoodsDetail,
  type GoodsImage,
  type GoodsRecord,
  PAGE_SIZE_MAX,
  type ProductRecord,
} from '@retail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, demoToken } from './support/admin-calls';
import { bodyOf, type TestApp } from './support/test-app';
import {
  type Catalogue,
  dataOf,
  entitiesOf,
  PAGE,
  rowCount,
  startDemoCatalogues,
} from './goods.support';

const organId = async (t: TestApp, organName: string) =>
  (
    await t.app.db
      .selectFrom('organ')
      .select('id')
      .where('organName', '=', organName)
      .executeTakeFirstOrThrow()
  ).id;

describe('goods', () => {
  let t: TestApp;
  let sunrise: Catalogue;
  let harbour: Catalogue;
  let downtown: Catalogue;
  let uptown: Catalogue;
  let typeId: number;
  let brandId: number;
  let storeId: number;

  beforeAll(async () => {
    ({ t, sunrise, harbour, downtown, uptown } = await startDemoCatalogues());
    typeId = await sunrise.type('Drinks');
    brandId = await sunrise.brand('Fizz Co');
    storeId = await sunrise.store('Sunrise goods test store');
  });
  afterAll(() => t.close());

  it('creates goods with pictures, tags and a rich-text description, lists and filters them', async () => {
    const [first, second] = [await sunrise.picture(), await sunrise.picture()];
    const tagId = await sunrise.tag('New');
    const describe = '<p>Cold <b>lemonade</b></p><script>alert(1)</script>';
    // Stored and answered sanitised (lib/rich-text.ts; rich-text.test.ts has the cases).
    const describeSanitised = '<p>Cold <b>lemonade</b></p>';
    const response = await sunrise.call(
      'PATCH',
      '/goods/edit',
      {
        goodsName: 'Lemonade 330ml',
        goodsCode: 'LEM-330',
        goodsTypeId: typeId,
        brandId,
        goodsDescribe: describe,
        remark: 'summer',
        imageFileIds: [second, first],
        tagIds: [tagId],
      },
      'zh',
    );
    expect(response.statusCode).toBe(200);
    const goods = dataOf<GoodsDetail>(response);
    expect(goods).toMatchObject({
      goodsName: 'Lemonade 330ml',
      goodsCode: 'LEM-330',
      goodsTypeId: typeId,
      goodsTypeName: 'Drinks',
      brandName: 'Fizz Co',
      goodsDescribe: describeSanitised,
      status: 0,
      statusText: '下架',
      tagIds: [tagId],
      createBy: 'sunrise.admin',
    });
    expect(goods.images.map((image) => image.fileId)).toEqual([second, first]);
    expect(goods.goodsImg).toBe(goods.images[0]?.fileUrl);

    await sunrise.goods({ goodsName: 'Cola 330ml', goodsCode: 'COL-330', goodsTypeId: typeId });
    const byName = await sunrise.call('POST', `/goods/list${PAGE}`, { goodsName: 'LEMONADE' });
    expect(entitiesOf<GoodsRecord>(byName).map((row) => row.goodsCode)).toEqual(['LEM-330']);
    const byBrand = await sunrise.call('POST', `/goods/list${PAGE}`, { brandId });
    expect(entitiesOf<GoodsRecord>(byBrand).map((row) => row.goodsCode)).toEqual(['LEM-330']);
    const byType = await sunrise.call('POST', `/goods/list${PAGE}`, { goodsTypeId: typeId });
    expect(byType.json()).toMatchObject({ totalCount: 2, pageSize: 20, currentPage: 1 });
    expect(entitiesOf<GoodsRecord>(byType).map((row) => row.goodsCode)).toEqual([
      'COL-330',
      'LEM-330',
    ]);
    // Lists leave the description out; load has it.
    expect(entitiesOf<Record<string, unknown>>(byType)[0]).not.toHaveProperty('goodsDescribe');
    const loaded = await sunrise.call('POST', '/goods/load', { id: goods.id });
    expect(dataOf<GoodsDetail>(loaded).goodsDescribe).toBe(describeSanitised);

    const chooser = await sunrise.call('POST', '/goods/query/list?pageSize=1&pageNum=2', {
      goodsTypeId: typeId,
    });
    expect(chooser.json()).toMatchObject({ totalCount: 2, currentPage: 2 });
    expect(entitiesOf<GoodsRecord>(chooser).map((row) => row.goodsCode)).toEqual(['LEM-330']);
    const plain = await sunrise.call('POST', '/goods/query-for-list', { goodsCode: 'COL-330' });
    expect(dataOf<GoodsRecord[]>(plain).map((row) => row.goodsName)).toEqual(['Cola 330ml']);
  });

  it('refuses a duplicate goods code in the tenant (400 naming goodsCode), allows it in another', async () => {
    await sunrise.goods({ goodsName: 'Water', goodsCode: 'DUP-1', goodsTypeId: typeId });
    const before = await rowCount(t, 'goods');
    const clash = await sunrise.call('PATCH', '/goods/edit', {
      goodsName: 'Other water',
      goodsCode: 'DUP-1',
      goodsTypeId: typeId,
    });
    expect(clash.statusCode).toBe(400);
    expect(bodyOf(clash)).toMatchObject({ field: 'goodsCode' });
    expect(bodyOf(clash).description).toContain('DUP-1');
    expect(await rowCount(t, 'goods')).toBe(before);

    const harbourType = await harbour.type('Water');
    await harbour.goods({ goodsName: 'Water', goodsCode: 'DUP-1', goodsTypeId: harbourType });
    expect(await rowCount(t, 'goods')).toBe(before + 1);
  });

  it('answers 400 naming the field for missing names, a page size above the maximum', async () => {
    const before = await rowCount(t, 'goods');
    const noName = await sunrise.call('PATCH', '/goods/edit', {
      goodsName: ' ',
      goodsCode: 'X-1',
      goodsTypeId: typeId,
    });
    expect(noName.statusCode).toBe(400);
    expect(bodyOf(noName).field).toBe('goodsName');
    const tooBig = await sunrise.call(
      'POST',
      `/goods/list?pageSize=${PAGE_SIZE_MAX + 1}&pageNum=1`,
      {},
    );
    expect(tooBig.statusCode).toBe(400);
    expect(bodyOf(tooBig).field).toBe('pageSize');
    expect(await rowCount(t, 'goods')).toBe(before);
  });

  it('launches only goods with a picture and a price, with a clear message; status texts follow', async () => {
    const bare = await sunrise.goods({
      goodsName: 'Bare goods',
      goodsCode: 'BARE',
      goodsTypeId: typeId,
    });
    const refused = await sunrise.call('POST', '/goods/lanuch', { ids: [bare], onSale: true });
    expect(refused.statusCode).toBe(400);
    expect(bodyOf(refused).description).toBe(
      'The goods "Bare goods" cannot go on sale: it has no picture and no price yet',
    );
    const zh = await sunrise.call('POST', '/goods/lanuch', { ids: [bare], onSale: true }, 'zh');
    expect(bodyOf(zh).description).toBe('商品“Bare goods”还没有图片和价格，不能上架');

    await sunrise.call('POST', '/goods/change-images', {
      goodsId: bare,
      fileIds: [await sunrise.picture()],
    });
    const noPrice = await sunrise.call('POST', '/goods/lanuch', { ids: [bare], onSale: true });
    expect(bodyOf(noPrice).description).toBe(
      'The goods "Bare goods" cannot go on sale: it has no price yet',
    );
    // Nothing went on sale.
    const stillOff = await sunrise.call('POST', '/goods/load', { id: bare });
    expect(dataOf<GoodsDetail>(stillOff).status).toBe(0);

    const priceId = await sunrise.price(bare, storeId, '3.50');
    const launched = await sunrise.call(
      'POST',
      '/goods/lanuch',
      { ids: [bare], onSale: true },
      'zh',
    );
    expect(launched.statusCode).toBe(200);
    expect(dataOf<GoodsRecord[]>(launched)).toMatchObject([
      { id: bare, status: 32, statusText: '出售中' },
    ]);
    // Of this test's category: the demo storefront has goods of its own on sale.
    const onSale = await sunrise.call(
      'POST',
      `/goods/list${PAGE}`,
      { status: 32, goodsTypeId: typeId },
      'es',
    );
    expect(entitiesOf<GoodsRecord>(onSale).map((row) => [row.id, row.statusText])).toEqual([
      [bare, 'En venta'],
    ]);

    const dropPictures = await sunrise.call('PATCH', '/goods/edit', {
      id: bare,
      goodsName: 'Bare goods',
      goodsCode: 'BARE',
      goodsTypeId: typeId,
      imageFileIds: [],
    });
    expect(dropPictures.statusCode).toBe(400);
    expect(bodyOf(dropPictures).field).toBe('imageFileIds');

    const removeOnSale = await sunrise.call('DELETE', `/goods/remove?id=${bare}`);
    expect(removeOnSale.statusCode).toBe(400);

    const off = await sunrise.call('POST', '/goods/lanuch', { ids: [bare], onSale: false }, 'zh');
    expect(dataOf<GoodsRecord[]>(off)).toMatchObject([{ status: 0, statusText: '下架' }]);

    // quick-launch: the goods and its store prices on sale at once.
    const quick = await sunrise.call('POST', '/goods/quick-launch', { id: bare });
    expect(dataOf<GoodsRecord>(quick).status).toBe(32);
    const prices = await sunrise.call('POST', '/goods-price/get-goods-price-by', { goodsId: bare });
    expect(dataOf<{ id: number; status: number }[]>(prices)).toMatchObject([
      { id: priceId, status: 32 },
    ]);

    const products = await sunrise.call('POST', `/goods/product/manage${PAGE}`, { goodsId: bare });
    expect(entitiesOf<ProductRecord>(products)).toMatchObject([
      { id: bare, imageCount: 1, priceCount: 1, minPrice: '3.50', maxPrice: '3.50' },
    ]);
  });

  it('changes pictures in order, refuses pictures the caller cannot see, and guards used files', async () => {
    const goodsId = await sunrise.goods({
      goodsName: 'Picture goods',
      goodsCode: 'PIC',
      goodsTypeId: typeId,
    });
    const [a, b] = [await sunrise.picture(), await sunrise.picture()];
    const changed = await sunrise.call('POST', '/goods/change-images', {
      goodsId,
      fileIds: [b, a],
    });
    expect(dataOf<GoodsImage[]>(changed).map((image) => image.fileId)).toEqual([b, a]);
    const loaded = await sunrise.call('POST', '/goods/load-goods-images', { goodsId });
    expect(dataOf<GoodsImage[]>(loaded).map((image) => [image.fileId, image.sort])).toEqual([
      [b, 0],
      [a, 1],
    ]);

    const foreign = await harbour.picture();
    const refused = await sunrise.call('POST', '/goods/change-images', {
      goodsId,
      fileIds: [a, foreign],
    });
    expect(refused.statusCode).toBe(404);
    const unchanged = await sunrise.call('POST', '/goods/load-goods-images', { goodsId });
    expect(dataOf<GoodsImage[]>(unchanged)).toHaveLength(2);

    const removeFile = await callAs(
      t,
      await demoToken(t, 'sunrise.admin'),
      'DELETE',
      `/api/file/file-service/remove?id=${a}`,
    );
    expect(removeFile.statusCode).toBe(400);
    expect(bodyOf(removeFile).description).toContain('Picture goods');
  });

  it('refuses a private file as a goods picture: the storefront shows goods pictures to anyone', async () => {
    const goodsId = await sunrise.goods({
      goodsName: 'Private picture goods',
      goodsCode: 'PRIV',
      goodsTypeId: typeId,
    });
    const hidden = await sunrise.picture('private');
    const changed = await sunrise.call('POST', '/goods/change-images', {
      goodsId,
      fileIds: [hidden],
    });
    expect(changed.statusCode).toBe(400);
    expect(bodyOf(changed)).toMatchObject({
      field: 'fileIds',
      description: 'A private file cannot be shown on the storefront; choose a public picture',
    });
    const edited = await sunrise.call('PATCH', '/goods/edit', {
      id: goodsId,
      goodsName: 'Private picture goods',
      goodsCode: 'PRIV',
      goodsTypeId: typeId,
      imageFileIds: [await sunrise.picture(), hidden],
    });
    expect(edited.statusCode).toBe(400);
    expect(bodyOf(edited).field).toBe('imageFileIds');
    const images = await sunrise.call('POST', '/goods/load-goods-images', { goodsId });
    expect(dataOf<GoodsImage[]>(images)).toEqual([]);
  });

  it('assigns goods to organisations inside the caller’s scope only', async () => {
    const goodsId = await sunrise.goods({
      goodsName: 'Assigned',
      goodsCode: 'ASG',
      goodsTypeId: typeId,
    });
    const [dt, up, pier] = await Promise.all([
      organId(t, 'Sunrise Downtown'),
      organId(t, 'Sunrise Uptown'),
      organId(t, 'Harbour Pier Store'),
    ]);
    const assigned = await sunrise.call('POST', '/goods/assign-2-organs', {
      goodsId,
      organIds: [up, dt],
    });
    expect(assigned.statusCode).toBe(200);
    expect(
      dataOf<GoodsAssignee[]>(assigned)
        .map((row) => row.organName)
        .sort(),
    ).toEqual(['Sunrise Downtown', 'Sunrise Uptown']);
    const foreign = await sunrise.call('POST', '/goods/assign-2-organs', {
      goodsId,
      organIds: [dt, pier],
    });
    expect(foreign.statusCode).toBe(404);
    const after = await sunrise.call('POST', '/goods/queryGoodsAssignee', { goodsId });
    expect(dataOf<GoodsAssignee[]>(after)).toHaveLength(2);
  });

  it('answers 404 for another tenant’s and a sibling’s goods, and changes nothing', async () => {
    const goodsId = await sunrise.goods({
      goodsName: 'Private',
      goodsCode: 'PRV',
      goodsTypeId: typeId,
    });
    const before = await t.app.db
      .selectFrom('goods')
      .selectAll()
      .where('id', '=', goodsId)
      .executeTakeFirst();
    for (const [method, path, body] of [
      ['POST', '/goods/load', { id: goodsId }],
      [
        'PATCH',
        '/goods/edit',
        { id: goodsId, goodsName: 'x', goodsCode: 'x', goodsTypeId: typeId },
      ],
      ['DELETE', `/goods/remove?id=${goodsId}`, undefined],
      ['POST', '/goods/lanuch', { ids: [goodsId], onSale: false }],
    ] as const) {
      const response = await harbour.call(method, path, body);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.body).not.toContain('Private');
    }
    // A category of another tenant does not exist for the caller.
    const foreignType = await harbour.type('Harbour only');
    const planted = await sunrise.call('PATCH', '/goods/edit', {
      goodsName: 'Planted',
      goodsCode: 'PLT',
      goodsTypeId: foreignType,
    });
    expect(planted.statusCode).toBe(404);

    // Sub-organisations: the Downtown operator's goods are not the Uptown operator's.
    const downtownType = await downtown.type('Downtown snacks');
    const downtownGoods = await downtown.goods({
      goodsName: 'Downtown crisps',
      goodsCode: 'DT-1',
      goodsTypeId: downtownType,
    });
    const sibling = await uptown.call('POST', '/goods/load', { id: downtownGoods });
    expect(sibling.statusCode).toBe(404);
    const siblingList = await uptown.call('POST', `/goods/list${PAGE}`, {
      goodsName: 'downtown crisps',
    });
    expect(entitiesOf(siblingList)).toEqual([]);
    const parentSees = await sunrise.call('POST', `/goods/list${PAGE}`, {
      goodsName: 'downtown crisps',
    });
    expect(entitiesOf<GoodsRecord>(parentSees).map((row) => row.id)).toEqual([downtownGoods]);

    expect(
      await t.app.db.selectFrom('goods').selectAll().where('id', '=', goodsId).executeTakeFirst(),
    ).toEqual(before);
  });

  it('keeps the exact totalCount of unfiltered lists through creates, moves, launches and removes', async () => {
    const sunriseTenant = await organId(t, 'Sunrise Retail');
    const counted = async (status?: number) =>
      Number(
        (
          await t.app.db
            .selectFrom('goods')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('tenantId', '=', sunriseTenant)
            .$if(status !== undefined, (q) => q.where('status', '=', status ?? 0))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const totals = async () => ({
      all: (await sunrise.call('POST', `/goods/list${PAGE}`, {})).json<{ totalCount: number }>()
        .totalCount,
      onSale: (await sunrise.call('POST', `/goods/list${PAGE}`, { status: 32 })).json<{
        totalCount: number;
      }>().totalCount,
      downtown: (
        await sunrise.call('POST', `/goods/list${PAGE}`, {
          organId: await organId(t, 'Sunrise Downtown'),
        })
      ).json<{ totalCount: number }>().totalCount,
    });
    const check = async () => {
      const answered = await totals();
      expect(answered.all).toBe(await counted());
      expect(answered.onSale).toBe(await counted(32));
      return answered;
    };
    const start = await check();
    const id = await sunrise.goods({
      goodsName: 'Counted',
      goodsCode: 'CNT',
      goodsTypeId: typeId,
      imageFileIds: [await sunrise.picture()],
    });
    await sunrise.price(id, storeId, '1.00');
    expect((await check()).all).toBe(start.all + 1);
    await sunrise.call('POST', '/goods/lanuch', { ids: [id], onSale: true });
    expect((await check()).onSale).toBe(start.onSale + 1);
    // Moving the goods to Downtown moves its count there.
    await sunrise.call('POST', '/goods/lanuch', { ids: [id], onSale: false });
    await sunrise.call('PATCH', '/goods/edit', {
      id,
      goodsName: 'Counted',
      goodsCode: 'CNT',
      goodsTypeId: typeId,
      organId: await organId(t, 'Sunrise Downtown'),
    });
    expect((await check()).downtown).toBe(start.downtown + 1);
    await sunrise.call('DELETE', `/goods/remove?id=${id}`);
    expect(await check()).toEqual(start);
  });

  it('seeds a small demo catalogue with store prices per tenant', async () => {
    const demo = await sunrise.call('POST', `/goods/product/manage${PAGE}`, {
      goodsCode: 'SR-0001',
    });
    expect(entitiesOf<ProductRecord>(demo)).toMatchObject([
      {
        goodsName: 'Sparkling water 500ml',
        goodsTypeName: 'Soft drinks',
        minPrice: '2.50',
        status: 0,
      },
    ]);
    expect(entitiesOf<ProductRecord>(demo)[0]?.priceCount).toBeGreaterThan(0);
    const theirs = await harbour.call('POST', `/goods/list${PAGE}`, { goodsCode: 'SR-0001' });
    expect(entitiesOf(theirs)).toEqual([]);
  });

  it('removes goods off the shelf with their pictures and prices', async () => {
    const goodsId = await sunrise.goods({
      goodsName: 'Gone',
      goodsCode: 'GONE',
      goodsTypeId: typeId,
      imageFileIds: [await sunrise.picture()],
    });
    await sunrise.price(goodsId, storeId, '1.00');
    const removed = await sunrise.call('DELETE', `/goods/remove?id=${goodsId}`);
    expect(removed.statusCode).toBe(200);
    const rows = await t.app.db
      .selectFrom('goodsPrice')
      .select('id')
      .where('goodsId', '=', goodsId)
      .execute();
    expect(rows).toEqual([]);
    expect((await sunrise.call('POST', '/goods/load', { id: goodsId })).statusCode).toBe(404);
  });
});
