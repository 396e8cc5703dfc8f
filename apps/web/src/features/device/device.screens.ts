import { deviceResource } from '@retail/contract';
import { defineScreens } from '../../lib/screen-table';

/** Devices: the registry's screen plus the secret dialog (features/registry has the generic one). */
export const deviceScreens = defineScreens({
  [deviceResource.screenPath]: async () => (await import('./device-screen')).DeviceScreen,
});
