// Goods chosen in the product chooser (请选择商品) as the items of a goods block. The storefront
// reads name, price and stock live; what is stored here is what the canvas shows meanwhile.
import type { GoodsRecord, SpecificationChoice } from '@retail/contract';

/** Widgets whose goods come from the product chooser, and where their items live. */
export const GOODS_BLOCKS: Readonly<Record<string, { items: string; max: number }>> = {
  'goods-list': { items: 'data.items', max: 50 },
};

const price = (text: string | null): number => {
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : 0;
};

/** A picture the widgets accept: a path on our server or an http(s) address; else none. */
const picture = (url: string | null): string =>
  url && ((url.startsWith('/') && !url.startsWith('//')) || /^https?:\/\//i.test(url)) ? url : '';

export type GoodsItem = {
  goodsId: number;
  goodsName: string;
  sellingPoint: string;
  goodsSales: number;
  price: number;
  suggestedRetailPrice: number;
  goodsImg: string;
};

/** A chooser row; product rows also carry their lowest store price. */
export type ChosenGoods = GoodsRecord & { minPrice?: string | null };

export const goodsItemOf = (goods: ChosenGoods): GoodsItem => ({
  goodsId: goods.id,
  goodsName: goods.goodsName.slice(0, 100),
  sellingPoint: '',
  goodsSales: 0,
  price: price(goods.minPrice ?? null),
  suggestedRetailPrice: 0,
  goodsImg: picture(goods.goodsImg),
});

/** Widgets whose specification rows come from the specification chooser (商品分类规格选择). */
export const SPECIFICATION_BLOCKS: Readonly<Record<string, { items: string; max: number }>> = {
  'goods-specifications': { items: 'data.goodsLinkPropses', max: 50 },
};

export type SpecificationRow = { propName: string; propValue: string };

/** A chosen specification as a row of the block: its name and its values ("红色 / 黑色"). */
export const specificationRowOf = (choice: SpecificationChoice): SpecificationRow => ({
  propName: choice.parameterName.slice(0, 50),
  propValue: choice.items
    .map((item) => item.itemValue)
    .join(' / ')
    .slice(0, 200),
});
