import { defineScreens } from '../../lib/screen-table';

/**
 * The goods catalogue screens by their authority node url (GOODS_MANAGE in the authority tree);
 * brand, goodsTag and goodsType are registry resources (features/registry).
 */
export const goodsScreens = defineScreens({
  '/goods/index': async () => (await import('./goods-screens')).GoodsScreen,
  '/frontGoodsType/index': async () => (await import('./goods-screens')).FrontGoodsTypeScreen,
  '/goodsTypeBoard/index': async () => (await import('./goods-screens')).GoodsTypeBoardScreen,
  '/goodsTypeBrand/index': async () => (await import('./goods-screens')).GoodsTypeBrandScreen,
  '/goodsTagRef/index': async () => (await import('./goods-screens')).GoodsTagRefScreen,
  '/goodsImg/index': async () => (await import('./goods-img-screen')).GoodsImgScreen,
});
