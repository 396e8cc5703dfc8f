import { defineScreens } from '../../lib/screen-table';

/** Customers: the registry's list with a Detail button opening the customer's detail drawer. */
export const customerScreens = defineScreens({
  '/customer/index': async () => (await import('./customer-screen')).Customers,
});
