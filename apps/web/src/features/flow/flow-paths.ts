/** Console paths of the approval screens outside the registry (the authority seed's nodes). */
export const FLOW_PATHS = {
  model: '/flowableDefinitionModel/index',
  myProcess: '/flowableMyProcess/index',
  todo: '/flowableTodo/index',
  finished: '/flowableFinished/index',
  detail: '/flowableProcessDetail/index',
  send: '/flowableSend/index',
  /** The form builder (console.md §2 `tool/build`): task forms designed field by field. */
  formBuilder: '/tool/build/index',
} as const;
