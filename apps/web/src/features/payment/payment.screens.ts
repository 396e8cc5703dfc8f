import { CHARGE_ORDER_DETAIL_PATHS } from '../../lib/detail-paths';
import { REGISTRY_SCREENS } from '../../lib/registry-outline';
import { defineScreens } from '../../lib/screen-table';

/**
 * Payment screens beyond the registry's: the apps screen with its "new secret" button, the pay
 * orders with their channel detail (Alipay and Weixin charge orders), and the statements per
 * store and per device.
 */
export const paymentScreens = defineScreens({
  [REGISTRY_SCREENS.mchApp.screenPath]: async () => (await import('./mch-app-screen')).MchAppScreen,
  [REGISTRY_SCREENS.payOrder.screenPath]: async () =>
    (await import('./pay-order-screen')).PayOrderScreen,
  [CHARGE_ORDER_DETAIL_PATHS.alipay]: async () =>
    (await import('./charge-order-detail-screen')).AlipayChargeOrderDetailScreen,
  [CHARGE_ORDER_DETAIL_PATHS.wxpay]: async () =>
    (await import('./charge-order-detail-screen')).WeixinChargeOrderDetailScreen,
  '/payStatement/index': async () => (await import('./pay-statement-screen')).PayStatementScreen,
});
