import type { BrandRecord, GoodsTagRecord, GoodsTagRefRecord } from '@retail/contract';
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

describe('brands and goods tags', () => {
  let t: TestApp;
  let sunrise: Catalogue;
  let harbour: Catalogue;

  beforeAll(async () => {
    ({ t, sunrise, harbour } = await startDemoCatalogues());
  });
  afterAll(() => t.close());

  it('creates, lists, updates and removes brands; a brand used by goods stays', async () => {
    const created = await sunrise.call('PATCH', '/brand/edit', {
      name: 'Acme',
      logo: '/api/file/object/t1/2026/11/acme.png',
      sort: 2,
    });
    expect(dataOf<BrandRecord>(created)).toMatchObject({ name: 'Acme', sort: 2, enable: 1 });
    const id = dataOf<BrandRecord>(created).id;
    await sunrise.call('PATCH', '/brand/edit', { id, name: 'Acme', sort: 2, enable: 0 });
    const disabled = await sunrise.call('POST', `/brand/list${PAGE}`, { name: 'acm', enable: 0 });
    expect(entitiesOf<BrandRecord>(disabled).map((row) => row.id)).toEqual([id]);

    const typeId = await sunrise.type('Tools');
    const goodsId = await sunrise.goods({
      goodsName: 'Hammer',
      goodsCode: 'HAM',
      goodsTypeId: typeId,
      brandId: id,
    });
    const used = await sunrise.call('DELETE', `/brand/remove?id=${id}`);
    expect(used.statusCode).toBe(400);
    expect(bodyOf(used).description).toContain('still used');
    await sunrise.call('DELETE', `/goods/remove?id=${goodsId}`);
    expect((await sunrise.call('DELETE', `/brand/remove?id=${id}`)).statusCode).toBe(200);
  });

  it('answers 400 naming the field for an empty name, 404 for another tenant’s brand', async () => {
    const before = await rowCount(t, 'brand');
    const empty = await sunrise.call('PATCH', '/brand/edit', { name: '' });
    expect(empty.statusCode).toBe(400);
    expect(bodyOf(empty).field).toBe('name');
    const mine = await sunrise.brand('Mine');
    const stolen = await harbour.call('PATCH', '/brand/edit', { id: mine, name: 'Stolen' });
    expect(stolen.statusCode).toBe(404);
    expect((await harbour.call('DELETE', `/brand/remove?id=${mine}`)).statusCode).toBe(404);
    const theirs = await harbour.call('POST', '/brand/query-for-list', {});
    expect(dataOf<BrandRecord[]>(theirs).map((row) => row.name)).not.toContain('Mine');
    expect(await rowCount(t, 'brand')).toBe(before + 1);
  });

  it('keeps tags with a colour and puts them on goods once', async () => {
    const bad = await sunrise.call('PATCH', '/goods-tag/edit', { name: 'Red', color: 'red' });
    expect(bad.statusCode).toBe(400);
    expect(bodyOf(bad).field).toBe('color');
    const tagId = await sunrise.tag('Hot', '#F56C6C');
    const typeId = await sunrise.type('Snacks');
    const goodsId = await sunrise.goods({
      goodsName: 'Chilli crisps',
      goodsCode: 'CHC',
      goodsTypeId: typeId,
    });
    const ref = await sunrise.call('PATCH', '/goods-tag-ref/edit', { goodsId, goodsTagId: tagId });
    expect(dataOf<GoodsTagRefRecord>(ref)).toMatchObject({
      goodsId,
      goodsName: 'Chilli crisps',
      goodsTagId: tagId,
      goodsTagName: 'Hot',
    });
    const twice = await sunrise.call('PATCH', '/goods-tag-ref/edit', {
      goodsId,
      goodsTagId: tagId,
    });
    expect(twice.statusCode).toBe(400);
    expect(bodyOf(twice).field).toBe('goodsTagId');
    const tags = await sunrise.call('POST', '/goods-tag/query-for-list', { name: 'ho' });
    expect(dataOf<GoodsTagRecord[]>(tags).map((row) => row.name)).toEqual(['Hot']);

    // A foreign tag or goods cannot be linked (nothing written); removing the tag takes it off
    // the goods.
    const foreignTag = await harbour.tag('Foreign');
    const foreign = await sunrise.call('PATCH', '/goods-tag-ref/edit', {
      goodsId,
      goodsTagId: foreignTag,
    });
    expect(foreign.statusCode).toBe(400);
    expect(bodyOf(foreign).field).toBe('goodsTagId');
    const foreignGoods = await harbour.goods({
      goodsName: 'Harbour crisps',
      goodsCode: 'HBC',
      goodsTypeId: await harbour.type('Harbour snacks'),
    });
    const stolen = await sunrise.call('PATCH', '/goods-tag-ref/edit', {
      goodsId: foreignGoods,
      goodsTagId: tagId,
    });
    expect(stolen.statusCode).toBe(400);
    expect(bodyOf(stolen).field).toBe('goodsId');
    const linked = await sunrise.call('POST', `/goods-tag-ref/list${PAGE}`, { goodsTagId: tagId });
    expect(entitiesOf(linked)).toHaveLength(1);
    expect((await sunrise.call('DELETE', `/goods-tag/remove?id=${tagId}`)).statusCode).toBe(200);
    const refs = await sunrise.call('POST', `/goods-tag-ref/list${PAGE}`, { goodsId });
    expect(entitiesOf(refs)).toEqual([]);
  });
});
