import type { Translations } from '../i18n/locale';

/**
 * The approvals' sidebar directory (issue 19, docs/approvals.md). The authority seed's static
 * tree holds this node with the screens that are not registry resources (todo, my processes,
 * finished, the modeler); the registry's flow resources are placed in it by this code.
 */
export const FLOW_DIRECTORY = {
  code: 'FLOW_MANAGE',
  name: 'flowable',
  url: '/flowable',
  icon: 'tree',
  title: { zh: '流程管理', en: 'Approvals', es: 'Aprobaciones' } satisfies Translations,
} as const;

/**
 * Authority codes of the approval screens outside the registry (seeded in FLOW_MANAGE):
 * the modeler's deploy, the todo list and its decisions, my processes and starting one, finished.
 */
export const FLOW_AUTHORITIES = {
  deploy: 'FLOWABLE_DEFINITION_MODEL_EDIT',
  definitionList: 'FLOWABLE_DEFINITION_LIST',
  todoList: 'FLOWABLE_TODO_LIST',
  todoApprove: 'FLOWABLE_TODO_APPROVE',
  myProcessList: 'FLOWABLE_MY_PROCESS_LIST',
  myProcessStart: 'FLOWABLE_MY_PROCESS_START',
  finishedList: 'FLOWABLE_FINISHED_LIST',
} as const;

/** A definition's state: only an active one starts instances; running ones carry on either way. */
export const FLOW_DEFINITION_STATES = [10, 20] as const;
export const FLOW_DEFINITION_STATE = { active: 10, suspended: 20 } as const;

/** What a definition approves: the product's records wired to a process (docs/approvals.md). */
export const FLOW_BUSINESS_TYPES = ['general', 'receiptOrder', 'refund'] as const;
export type FlowBusinessType = (typeof FLOW_BUSINESS_TYPES)[number];

/** An instance's status (yudao's codes): running, then approved, rejected or cancelled (stopped). */
export const FLOW_INSTANCE_STATUSES = [1, 2, 3, 4] as const;
export const FLOW_INSTANCE_STATUS = { running: 1, approved: 2, rejected: 3, cancelled: 4 } as const;
export type FlowInstanceStatus = (typeof FLOW_INSTANCE_STATUSES)[number];

/** A task's status: waiting for its assignee, then approved, rejected or cancelled. */
export const FLOW_TASK_STATUSES = [1, 2, 3, 4] as const;
export const FLOW_TASK_STATUS = { running: 1, approved: 2, rejected: 3, cancelled: 4 } as const;
export type FlowTaskStatus = (typeof FLOW_TASK_STATUSES)[number];

/** The kind of every history entry (each action stores one, with its comment). */
export const FLOW_COMMENT_TYPES = [
  'start',
  'approve',
  'reject',
  'delegate',
  'resolve',
  'transfer',
  'claim',
  'stop',
  'end',
] as const;
export type FlowCommentType = (typeof FLOW_COMMENT_TYPES)[number];

/** Texts of statuses and comment types, for lists, the timeline and exports. */
export const FLOW_TEXTS = {
  instanceStatus: {
    '1': { zh: '审批中', en: 'Running', es: 'En curso' },
    '2': { zh: '已通过', en: 'Approved', es: 'Aprobado' },
    '3': { zh: '已驳回', en: 'Rejected', es: 'Rechazado' },
    '4': { zh: '已取消', en: 'Cancelled', es: 'Cancelado' },
  },
  taskStatus: {
    '1': { zh: '待处理', en: 'Waiting', es: 'Pendiente' },
    '2': { zh: '已通过', en: 'Approved', es: 'Aprobada' },
    '3': { zh: '已驳回', en: 'Rejected', es: 'Rechazada' },
    '4': { zh: '已取消', en: 'Cancelled', es: 'Cancelada' },
  },
  commentType: {
    start: { zh: '发起', en: 'Started', es: 'Iniciado' },
    approve: { zh: '通过', en: 'Approved', es: 'Aprobado' },
    reject: { zh: '驳回', en: 'Rejected', es: 'Rechazado' },
    delegate: { zh: '委派', en: 'Delegated', es: 'Delegado' },
    resolve: { zh: '委派完成', en: 'Delegation resolved', es: 'Delegación resuelta' },
    transfer: { zh: '转办', en: 'Handed over', es: 'Transferido' },
    claim: { zh: '签收', en: 'Claimed', es: 'Reclamado' },
    stop: { zh: '终止', en: 'Stopped', es: 'Detenido' },
    end: { zh: '结束', en: 'Ended', es: 'Finalizado' },
  },
} as const satisfies {
  instanceStatus: Record<`${FlowInstanceStatus}`, Translations>;
  taskStatus: Record<`${FlowTaskStatus}`, Translations>;
  commentType: Record<FlowCommentType, Translations>;
};

/**
 * The server's own actions a listener may name (flowListener.value): what runs when an instance
 * of a definition ends, with the instance's businessKey (docs/approvals.md).
 */
export const FLOW_SERVER_ACTIONS = ['receiptOrder.approval', 'refund.approval', 'log'] as const;
export type FlowServerAction = (typeof FLOW_SERVER_ACTIONS)[number];
