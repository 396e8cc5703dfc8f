import { describe, expect, it } from 'vitest';
import { pageSchema } from '@retail/widgets/schemas';
import { emptyDocument, insertComponent, setFieldValue, toSaved } from './editor-state';
import type { SpecificationChoice } from '@retail/contract';
import {
  GOODS_BLOCKS,
  goodsItemOf,
  SPECIFICATION_BLOCKS,
  specificationRowOf,
  type ChosenGoods,
} from './goods-items';

const goods = (over: Partial<ChosenGoods>): ChosenGoods =>
  ({
    id: 12,
    goodsName: 'Green tea',
    goodsImg: '/api/file/picture/3',
    minPrice: '12.50',
    maxPrice: '15.00',
    ...over,
  }) as ChosenGoods;

describe('goods chosen for a goods block', () => {
  it('become items the goods list accepts, with the lowest price and the picture', () => {
    const items = [goods({}), goods({ id: 13, goodsImg: null, minPrice: null })].map(goodsItemOf);
    expect(items[0]).toMatchObject({ goodsId: 12, goodsName: 'Green tea', price: 12.5 });
    expect(items[1]).toMatchObject({ goodsId: 13, price: 0, goodsImg: '' });
    let doc = insertComponent(emptyDocument(), 'goods-list', 0, 'g');
    doc = setFieldValue(doc, 'g', GOODS_BLOCKS['goods-list']!.items, items);
    expect(pageSchema.safeParse(toSaved(doc)).success).toBe(true);
  });

  it('never carry a picture address the widgets refuse', () => {
    expect(goodsItemOf(goods({ goodsImg: 'javascript:alert(1)' })).goodsImg).toBe('');
    expect(goodsItemOf(goods({ goodsImg: '//evil.example/x.png' })).goodsImg).toBe('');
  });
});

describe('specifications chosen for a specifications block', () => {
  it('become rows of name and values the widget accepts', () => {
    const choice = {
      parameterName: '颜色',
      items: [{ itemValue: '红色' }, { itemValue: '黑色' }],
    } as SpecificationChoice;
    const rows = [specificationRowOf(choice)];
    expect(rows).toEqual([{ propName: '颜色', propValue: '红色 / 黑色' }]);
    let doc = insertComponent(emptyDocument(), 'goods-specifications', 0, 's');
    doc = setFieldValue(doc, 's', SPECIFICATION_BLOCKS['goods-specifications']!.items, rows);
    expect(pageSchema.safeParse(toSaved(doc)).success).toBe(true);
  });
});
