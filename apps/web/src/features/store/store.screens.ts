import { defineScreens } from '../../lib/screen-table';

/**
 * The store screens by their authority node url (apps/server/src/db/seed/authority-tree.ts);
 * store addresses are the registry's generic screen.
 */
export const storeScreens = defineScreens({
  '/store/index': async () => (await import('./store-screens')).StoreScreen,
  '/storeDetail/index': async () => (await import('./store-detail')).StoreDetailScreen,
  '/storeInfo/index': async () => (await import('./store-detail')).StoreInfoScreen,
  '/storeSchedule/index': async () => (await import('./store-screens')).StoreScheduleScreen,
  '/storeArea/index': async () => (await import('./store-screens')).StoreAreaScreen,
  '/employee/index': async () => (await import('./store-screens')).EmployeeScreen,
  '/storeGoods/index': async () => (await import('./store-goods-screen')).StoreGoodsScreen,
});
