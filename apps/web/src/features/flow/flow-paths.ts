/** Console paths of the approval screens outside the registry (the authority seed's nodes). */
export const FLOW_PATHS = {
  model: '/flowableDefinitionModel/index',
  myProcess: '/flowableMyProcess/index',
  todo: '/flowableTodo/index',
  finished: '/flowableFinished/index',
  detail: '/flowableProcessDetail/index',
  send: '/flowableSend/index',
} as const;
