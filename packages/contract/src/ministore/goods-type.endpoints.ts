import { crudEndpoints } from './goods-fields';
import {
  frontGoodsTypeEditSchema,
  frontGoodsTypeFilterSchema,
  frontGoodsTypeSchema,
  goodsTypeEditSchema,
  goodsTypeFilterSchema,
  goodsTypeSchema,
} from './goods-type.schemas';

/** Goods categories (a tree), storefront categories, category boards and category brands. */
export const goodsTypeEndpoints = crudEndpoints({
  resource: 'goods-type',
  code: 'GOODS_TYPE',
  table: 'goods_type',
  noun: 'Goods categories',
  filter: goodsTypeFilterSchema,
  edit: goodsTypeEditSchema,
  record: goodsTypeSchema,
  removeRule: 'refused while it has sub-categories or goods',
});

export const frontGoodsTypeEndpoints = crudEndpoints({
  resource: 'front-goods-type',
  code: 'FRONT_GOODS_TYPE',
  table: 'front_goods_type',
  noun: 'Storefront categories',
  filter: frontGoodsTypeFilterSchema,
  edit: frontGoodsTypeEditSchema,
  record: frontGoodsTypeSchema,
  removeRule: 'refused while it has sub-categories',
});
