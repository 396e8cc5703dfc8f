import type { ComponentType } from 'react';
import { REGISTRY_SCREENS } from '../../lib/registry-outline';
import { defineScreens } from '../../lib/screen-table';
import { FLOW_PATHS } from './flow-paths';

type ScreenSet = typeof import('./flow-screen-set');

/** One dynamic import for all approval screens (one chunk, loaded when one is opened). */
const screen = (name: keyof ScreenSet) => async (): Promise<ComponentType> =>
  (await import('./flow-screen-set'))[name];

/** Approval screens (issue 19) beyond what the registry gives the flow resources. */
export const flowScreens = defineScreens({
  // The registry's definition list, with "Design" on each row and "New design".
  [REGISTRY_SCREENS.flowableDefinition.screenPath]: screen('FlowDefinitionScreen'),
  [FLOW_PATHS.model]: screen('FlowModelerScreen'),
  [FLOW_PATHS.myProcess]: screen('MyProcessScreen'),
  [FLOW_PATHS.todo]: screen('TodoScreen'),
  [FLOW_PATHS.finished]: screen('FinishedScreen'),
  [FLOW_PATHS.detail]: screen('ProcessDetailScreen'),
  [FLOW_PATHS.send]: screen('SendScreen'),
  // The registry's task form list, with "Design" on each row (opens the form builder).
  [REGISTRY_SCREENS.flowableTaskForm.screenPath]: screen('TaskFormScreen'),
  // The form builder is a chunk of its own: the approval screens do not carry it.
  [FLOW_PATHS.formBuilder]: () =>
    import('./builder/form-builder-screen').then((m) => m.FormBuilderScreen),
});
