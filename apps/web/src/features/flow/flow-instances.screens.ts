import type { ComponentType } from 'react';
import { REGISTRY_SCREENS } from '../../lib/registry-outline';
import { defineScreens } from '../../lib/screen-table';

const screen =
  (name: keyof typeof import('./instances/flow-instance-screens')) =>
  async (): Promise<ComponentType> =>
    (await import('./instances/flow-instance-screens'))[name];

/**
 * The process instances and approval records: the registry's lists, each row opening its
 * process's detail page (one chunk for both, loaded when one is opened).
 */
export const flowInstanceScreens = defineScreens({
  [REGISTRY_SCREENS.flow.screenPath]: screen('FlowInstanceScreen'),
  [REGISTRY_SCREENS.flowableRecord.screenPath]: screen('FlowRecordScreen'),
});
