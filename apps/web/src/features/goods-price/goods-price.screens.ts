import { defineScreens } from '../../lib/screen-table';

/** The price, on-sale, shelf and bar code screens by their authority node url (authority-tree.ts). */
export const goodsPriceScreens = defineScreens({
  '/goodsPrice/index': async () => (await import('./goods-price-screen')).GoodsPriceScreen,
  '/goodsOnSale/index': async () => (await import('./goods-on-sale-screen')).GoodsOnSaleScreen,
  '/goodsOnSaleDetail/index': async () =>
    (await import('./goods-on-sale-detail-screen')).GoodsOnSaleDetailScreen,
  '/goodsShelf/index': async () => (await import('./goods-shelf-screen')).GoodsShelfScreen,
  '/storeGoodsBarCode/index': async () =>
    (await import('./store-goods-bar-code-screen')).StoreGoodsBarCodeScreen,
});
