import { defineScreens } from '../../lib/screen-table';

/** Payment screens beyond the registry's: the statements per store and per device. */
export const paymentScreens = defineScreens({
  '/payStatement/index': async () => (await import('./pay-statement-screen')).PayStatementScreen,
});
