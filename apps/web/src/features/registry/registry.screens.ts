import { REGISTRY_SCREENS } from '../../lib/registry-outline';
import { defineScreens } from '../../lib/screen-table';

/**
 * Every registry resource's screen at `/{key}/index` (one chunk for all, loaded when opened,
 * with the declarations): this table, which the shell loads, knows only keys and paths.
 */
export const registryScreens = defineScreens(
  Object.fromEntries(
    Object.entries(REGISTRY_SCREENS).map(([key, screen]) => [
      screen.screenPath,
      async () => (await import('./registry-screen')).registryScreenOf(key),
    ]),
  ),
);
