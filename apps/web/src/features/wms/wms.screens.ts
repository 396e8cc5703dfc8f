import { defineScreens } from '../../lib/screen-table';

/** Warehouse screens with more than their registry declaration gives. */
export const wmsScreens = defineScreens({
  '/wmsInventory/index': async () => (await import('./wms-inventory-screen')).WmsInventoryScreen,
});
