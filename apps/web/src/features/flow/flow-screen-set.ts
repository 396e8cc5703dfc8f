// Every approval screen in one chunk, behind one dynamic import (flow.screens.ts): a loader per
// screen would each carry its own preload list into the shell's route table.
export { FlowDefinitionScreen } from './definition/flow-definition-screen';
export { ProcessDetailScreen } from './detail/process-detail-screen';
export { FinishedScreen } from './lists/finished-screen';
export { MyProcessScreen } from './lists/my-process-screen';
export { TodoScreen } from './lists/todo-screen';
export { FlowModelerScreen } from './modeler/flow-modeler-screen';
export { SendScreen } from './send/send-screen';
export { TaskFormScreen } from './builder/task-form-screen';
