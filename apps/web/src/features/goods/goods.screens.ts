import { defineScreens } from '../../lib/screen-table';

/** The goods catalogue screens by their authority node url (GOODS_MANAGE in the authority tree). */
export const goodsScreens = defineScreens({
  '/goods/index': async () => (await import('./goods-screens')).GoodsScreen,
  '/brand/index': async () => (await import('./goods-screens')).BrandScreen,
  '/goodsType/index': async () => (await import('./goods-screens')).GoodsTypeScreen,
  '/frontGoodsType/index': async () => (await import('./goods-screens')).FrontGoodsTypeScreen,
  '/goodsTypeBoard/index': async () => (await import('./goods-screens')).GoodsTypeBoardScreen,
  '/goodsTypeBrand/index': async () => (await import('./goods-screens')).GoodsTypeBrandScreen,
  '/goodsTag/index': async () => (await import('./goods-screens')).GoodsTagScreen,
  '/goodsTagRef/index': async () => (await import('./goods-screens')).GoodsTagRefScreen,
  '/goodsImg/index': async () => (await import('./goods-img-screen')).GoodsImgScreen,
});
