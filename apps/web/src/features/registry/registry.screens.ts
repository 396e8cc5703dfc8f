import { resourceList } from '@retail/contract';
import { defineScreens } from '../../lib/screen-table';

/** Every registry resource's screen at `/{key}/index` (one chunk for all, loaded when opened). */
export const registryScreens = defineScreens(
  Object.fromEntries(
    resourceList().map((resource) => [
      resource.screenPath,
      async () => (await import('./registry-screen')).registryScreenOf(resource.key),
    ]),
  ),
);
