import { REGISTRY_SCREENS } from '../../lib/registry-outline';
import { defineScreens } from '../../lib/screen-table';

/**
 * Payment screens beyond the registry's: the apps screen with its "new secret" button, and the
 * statements per store and per device.
 */
export const paymentScreens = defineScreens({
  [REGISTRY_SCREENS.mchApp.screenPath]: async () => (await import('./mch-app-screen')).MchAppScreen,
  '/payStatement/index': async () => (await import('./pay-statement-screen')).PayStatementScreen,
});
