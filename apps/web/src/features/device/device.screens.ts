import { REGISTRY_SCREENS } from '../../lib/registry-outline';
import { defineScreens } from '../../lib/screen-table';

/**
 * Devices: the registry's screen plus the secret dialog; software packages with their file's
 * upload (features/registry has the generic ones).
 */
export const deviceScreens = defineScreens({
  [REGISTRY_SCREENS.device.screenPath]: async () => (await import('./device-screen')).DeviceScreen,
  [REGISTRY_SCREENS.software.screenPath]: async () =>
    (await import('./software-screen')).SoftwareScreen,
});
