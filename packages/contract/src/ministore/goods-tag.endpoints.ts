import { crudEndpoints } from './goods-fields';
import {
  goodsTagRefEditSchema,
  goodsTagRefFilterSchema,
  goodsTagRefSchema,
} from './goods-tag.schemas';

export const goodsTagRefEndpoints = crudEndpoints({
  resource: 'goods-tag-ref',
  code: 'GOODS_TAG_REF',
  table: 'goods_tag_ref',
  noun: 'Goods tag references',
  filter: goodsTagRefFilterSchema,
  edit: goodsTagRefEditSchema,
  record: goodsTagRefSchema,
});
