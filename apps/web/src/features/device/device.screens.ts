import { REGISTRY_SCREENS } from '../../lib/registry-outline';
import { defineScreens } from '../../lib/screen-table';

/** Devices: the registry's screen plus the secret dialog (features/registry has the generic one). */
export const deviceScreens = defineScreens({
  [REGISTRY_SCREENS.device.screenPath]: async () => (await import('./device-screen')).DeviceScreen,
});
