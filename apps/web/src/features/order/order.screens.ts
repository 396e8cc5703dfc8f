import { defineScreens } from '../../lib/screen-table';

/** Orders: the registry's list with a Detail button, and one order's detail screen. */
export const orderScreens = defineScreens({
  '/order/index': async () => (await import('./order-list-screen')).OrderListScreen,
  '/orderDetail/index': async () => (await import('./order-detail-screen')).OrderDetailScreen,
});
