import { flowableDefinitionResource } from '@retail/contract';
import { defineScreens } from '../../lib/screen-table';
import { FLOW_PATHS } from './flow-paths';

/** Approval screens (issue 19) beyond what the registry gives the flow resources. */
export const flowScreens = defineScreens({
  // The registry's definition list, with "Design" on each row and "New design".
  [flowableDefinitionResource.screenPath]: () =>
    import('./definition/flow-definition-screen').then((m) => m.FlowDefinitionScreen),
  [FLOW_PATHS.model]: () =>
    import('./modeler/flow-modeler-screen').then((m) => m.FlowModelerScreen),
  [FLOW_PATHS.myProcess]: () => import('./lists/my-process-screen').then((m) => m.MyProcessScreen),
  [FLOW_PATHS.todo]: () => import('./lists/todo-screen').then((m) => m.TodoScreen),
  [FLOW_PATHS.finished]: () => import('./lists/finished-screen').then((m) => m.FinishedScreen),
  [FLOW_PATHS.detail]: () =>
    import('./detail/process-detail-screen').then((m) => m.ProcessDetailScreen),
  [FLOW_PATHS.send]: () => import('./send/send-screen').then((m) => m.SendScreen),
});
