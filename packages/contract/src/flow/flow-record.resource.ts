import { defineResource } from '../registry/define-resource';
import { integer, text } from '../registry/fields';
import { textChoice } from '../renovation/catalogue/catalogue-fields';
import { FLOW_COMMENT_TYPES, FLOW_DIRECTORY, FLOW_TEXTS } from './flow-menu';

const typeLabels = (locale: 'zh' | 'en' | 'es') =>
  Object.fromEntries(
    Object.entries(FLOW_TEXTS.commentType).map(([code, text]) => [code, text[locale]]),
  ) as Record<(typeof FLOW_COMMENT_TYPES)[number], string>;

/**
 * Approval records (`/flowableRecord/index`): every step of every process in the caller's
 * organisation and below, as the engine wrote it (append-only `flow_history`): started,
 * approved, rejected, handed over, claimed, delegated, stopped, ended — which process and step,
 * who, for whom, when, the comment and the form's values. Read only; the process detail page
 * shows one process's records on its diagram.
 */
export const flowableRecordResource = defineResource({
  key: 'flowableRecord',
  service: 'flow',
  table: 'flow_history',
  scope: 'organ',
  writable: false,
  newestFirst: true,
  noun: 'Approval records',
  menu: { directory: FLOW_DIRECTORY.code, icon: 'documentation', after: 'flow' },
  fields: {
    instanceId: integer({ min: 1, max: 2_147_483_647, filter: true, readOnly: true, id: true }),
    nodeName: text({ max: 255, filter: true, readOnly: true }),
    type: textChoice(FLOW_COMMENT_TYPES, { defaultValue: 'start', filter: true, readOnly: true }),
    userName: text({ max: 64, filter: true, readOnly: true }),
    targetUserName: text({ max: 64, readOnly: true }),
    comment: text({ max: 500, readOnly: true }),
    formData: text({ max: 100_000, readOnly: true, list: false }),
    createTime: text({ max: 19, required: true, readOnly: true, sortable: true }),
  },
  defaultSort: [],
  display: 'nodeName',
  labels: {
    en: {
      title: 'Approval records',
      fields: {
        instanceId: 'Process instance',
        nodeName: 'Step',
        type: 'Action',
        userName: 'By',
        targetUserName: 'To',
        comment: 'Comment',
        formData: 'Form values',
        createTime: 'Time',
      },
      options: { type: typeLabels('en') },
    },
    zh: {
      title: '流程记录',
      fields: {
        instanceId: '流程实例',
        nodeName: '节点',
        type: '操作',
        userName: '操作人',
        targetUserName: '接收人',
        comment: '意见',
        formData: '表单数据',
        createTime: '时间',
      },
      options: { type: typeLabels('zh') },
    },
    es: {
      title: 'Registros de aprobación',
      fields: {
        instanceId: 'Instancia de proceso',
        nodeName: 'Paso',
        type: 'Acción',
        userName: 'Por',
        targetUserName: 'Para',
        comment: 'Comentario',
        formData: 'Valores del formulario',
        createTime: 'Hora',
      },
      options: { type: typeLabels('es') },
    },
  },
});
