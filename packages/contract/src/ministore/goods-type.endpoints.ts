import { crudEndpoints } from './goods-fields';
import {
  frontGoodsTypeEditSchema,
  frontGoodsTypeFilterSchema,
  frontGoodsTypeSchema,
  goodsTypeBoardEditSchema,
  goodsTypeBoardFilterSchema,
  goodsTypeBoardSchema,
  goodsTypeBrandEditSchema,
  goodsTypeBrandFilterSchema,
  goodsTypeBrandSchema,
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

export const goodsTypeBoardEndpoints = crudEndpoints({
  resource: 'goods-type-board',
  code: 'GOODS_TYPE_BOARD',
  table: 'goods_type_board',
  noun: 'Category boards',
  filter: goodsTypeBoardFilterSchema,
  edit: goodsTypeBoardEditSchema,
  record: goodsTypeBoardSchema,
});

export const goodsTypeBrandEndpoints = crudEndpoints({
  resource: 'goods-type-brand',
  code: 'GOODS_TYPE_BRAND',
  table: 'goods_type_brand',
  noun: 'Category brands',
  filter: goodsTypeBrandFilterSchema,
  edit: goodsTypeBrandEditSchema,
  record: goodsTypeBrandSchema,
});
