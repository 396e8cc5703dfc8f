import { defineResource } from '../registry/define-resource';
import { enabled, text } from '../registry/fields';
import { textChoice } from '../renovation/catalogue/catalogue-fields';
import { FLOW_DIRECTORY } from './flow-menu';

export const FLOW_LISTENER_TYPES = ['execution', 'task'] as const;
export const FLOW_LISTENER_EVENTS = [
  'start',
  'end',
  'take',
  'create',
  'assignment',
  'complete',
  'delete',
] as const;
/** `serverAction`: `value` is one of FLOW_SERVER_ACTIONS, run with the instance's businessKey. */
export const FLOW_LISTENER_VALUE_TYPES = ['serverAction'] as const;

/**
 * Listeners (`/flow/listener`): a process names them by id (`flow:listeners="3,5"` on the
 * process element, docs/approvals.md) and the server runs their action when the event happens.
 * A listener named by a deployed definition is not removed.
 */
export const flowListenerResource = defineResource({
  key: 'flowListener',
  service: 'flow',
  table: 'flow_listener',
  scope: 'organ',
  noun: 'Process listeners',
  menu: { directory: FLOW_DIRECTORY.code, icon: 'eye', after: 'flowableExpression' },
  fields: {
    name: text({ max: 100, required: true, filter: true, sortable: true }),
    type: textChoice(FLOW_LISTENER_TYPES, { defaultValue: 'execution', filter: true }),
    eventType: textChoice(FLOW_LISTENER_EVENTS, { defaultValue: 'end', filter: true }),
    valueType: textChoice(FLOW_LISTENER_VALUE_TYPES, { defaultValue: 'serverAction' }),
    value: text({ max: 255, required: true }),
    status: enabled({ filter: true }),
    remark: text({ max: 500, multiline: true, list: false }),
  },
  defaultSort: ['name'],
  labels: {
    en: {
      title: 'Process listeners',
      fields: {
        name: 'Name',
        type: 'Listener type',
        eventType: 'Event',
        valueType: 'Value type',
        value: 'Value',
        status: 'Status',
        remark: 'Remark',
      },
      options: {
        type: { execution: 'Execution', task: 'Task' },
        eventType: {
          start: 'Start',
          end: 'End',
          take: 'Take',
          create: 'Create',
          assignment: 'Assignment',
          complete: 'Complete',
          delete: 'Delete',
        },
        valueType: { serverAction: 'Server action' },
      },
    },
    zh: {
      title: '流程监听',
      fields: {
        name: '名称',
        type: '监听类型',
        eventType: '事件类型',
        valueType: '值类型',
        value: '执行内容',
        status: '状态',
        remark: '备注',
      },
      options: {
        type: { execution: '执行监听', task: '任务监听' },
        eventType: {
          start: '开始',
          end: '结束',
          take: '启用',
          create: '创建',
          assignment: '指派',
          complete: '完成',
          delete: '删除',
        },
        valueType: { serverAction: '系统动作' },
      },
    },
    es: {
      title: 'Escuchas de proceso',
      fields: {
        name: 'Nombre',
        type: 'Tipo de escucha',
        eventType: 'Evento',
        valueType: 'Tipo de valor',
        value: 'Valor',
        status: 'Estado',
        remark: 'Observación',
      },
      options: {
        type: { execution: 'Ejecución', task: 'Tarea' },
        eventType: {
          start: 'Inicio',
          end: 'Fin',
          take: 'Toma',
          create: 'Creación',
          assignment: 'Asignación',
          complete: 'Completada',
          delete: 'Eliminación',
        },
        valueType: { serverAction: 'Acción del servidor' },
      },
    },
  },
});
