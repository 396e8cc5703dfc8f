import { crudEndpoints } from './goods-fields';
import {
  goodsTagEditSchema,
  goodsTagFilterSchema,
  goodsTagRefEditSchema,
  goodsTagRefFilterSchema,
  goodsTagRefSchema,
  goodsTagSchema,
} from './goods-tag.schemas';

export const goodsTagEndpoints = crudEndpoints({
  resource: 'goods-tag',
  code: 'GOODS_TAG',
  table: 'goods_tag',
  noun: 'Goods tags',
  filter: goodsTagFilterSchema,
  edit: goodsTagEditSchema,
  record: goodsTagSchema,
  removeRule: 'its references on goods go with it',
});

export const goodsTagRefEndpoints = crudEndpoints({
  resource: 'goods-tag-ref',
  code: 'GOODS_TAG_REF',
  table: 'goods_tag_ref',
  noun: 'Goods tag references',
  filter: goodsTagRefFilterSchema,
  edit: goodsTagRefEditSchema,
  record: goodsTagRefSchema,
});
