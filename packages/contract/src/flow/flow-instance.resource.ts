import { z } from 'zod';
import { idSchema } from '../api/owned';
import { textOf } from '../api/text';
import { defineResource } from '../registry/define-resource';
import { choice, integer, reference, text } from '../registry/fields';
import { textChoice } from '../renovation/catalogue/catalogue-fields';
import {
  FLOW_BUSINESS_TYPES,
  FLOW_DIRECTORY,
  FLOW_INSTANCE_STATUS,
  FLOW_INSTANCE_STATUSES,
  FLOW_TEXTS,
} from './flow-menu';

const statusLabels = (locale: 'zh' | 'en' | 'es') =>
  Object.fromEntries(
    Object.entries(FLOW_TEXTS.instanceStatus).map(([code, text]) => [code, text[locale]]),
  ) as Record<`${(typeof FLOW_INSTANCE_STATUSES)[number]}`, string>;

/**
 * Process instances (`/flow/index`): every process started in the caller's organisation and
 * below, running or ended, whoever started it, with its current step and who it waits for. The
 * engine writes them (my processes, todo, the domains' approvals); here they are watched, opened
 * (the process detail page) and, with FLOW_TERMINATE, ended by an administrator with a reason:
 * the instance is cancelled, its open tasks close and its record (a receipt, a refund) goes back
 * as when its starter stops it (docs/approvals.md).
 */
export const flowInstanceResource = defineResource({
  key: 'flow',
  service: 'flow',
  table: 'flow_instance',
  scope: 'organ',
  writable: false,
  newestFirst: true,
  noun: 'Process instances',
  menu: { directory: FLOW_DIRECTORY.code, icon: 'eye', after: 'flowableFinished' },
  fields: {
    definitionId: reference('flowableDefinition', { required: true, named: true, filter: true }),
    businessType: textChoice(FLOW_BUSINESS_TYPES, {
      defaultValue: 'general',
      filter: true,
      readOnly: true,
    }),
    businessKey: text({ max: 64, filter: true, readOnly: true, key: true }),
    startUserName: text({ max: 64, required: true, filter: true, readOnly: true }),
    startTime: text({ max: 19, required: true, readOnly: true, sortable: true }),
    endTime: text({ max: 19, readOnly: true, sortable: true }),
    status: choice(FLOW_INSTANCE_STATUSES, {
      defaultValue: FLOW_INSTANCE_STATUS.running,
      filter: true,
      readOnly: true,
    }),
    currentNodes: text({ max: 500, required: true, readOnly: true }),
    currentAssignees: text({ max: 500, required: true, readOnly: true }),
    revision: integer({ min: 0, max: 2_147_483_647, defaultValue: 0, readOnly: true, list: false }),
  },
  defaultSort: [],
  display: 'businessKey',
  exportable: true,
  actions: {
    terminate: {
      input: z.object({ id: idSchema, reason: textOf(500, { multiline: true }).min(1) }),
      authority: 'TERMINATE',
      summary:
        'End a running process as an administrator, with a reason: it is cancelled, its open tasks close and its record goes back',
    },
  },
  labels: {
    en: {
      title: 'Process instances',
      fields: {
        definitionId: 'Process',
        businessType: 'Business',
        businessKey: 'Business key',
        startUserName: 'Started by',
        startTime: 'Started at',
        endTime: 'Ended at',
        status: 'Status',
        currentNodes: 'Current step',
        currentAssignees: 'Waiting for',
        revision: 'Revision',
      },
      options: {
        status: statusLabels('en'),
        businessType: { general: 'General', receiptOrder: 'Warehouse receipt', refund: 'Refund' },
      },
      actions: { terminate: 'Terminate' },
      inputs: { reason: 'Reason' },
    },
    zh: {
      title: '流程实例',
      fields: {
        definitionId: '流程',
        businessType: '业务',
        businessKey: '业务编号',
        startUserName: '发起人',
        startTime: '发起时间',
        endTime: '结束时间',
        status: '状态',
        currentNodes: '当前节点',
        currentAssignees: '待处理人',
        revision: '版本号',
      },
      options: {
        status: statusLabels('zh'),
        businessType: { general: '通用', receiptOrder: '入库单', refund: '售后退款' },
      },
      actions: { terminate: '终止' },
      inputs: { reason: '原因' },
    },
    es: {
      title: 'Instancias de proceso',
      fields: {
        definitionId: 'Proceso',
        businessType: 'Negocio',
        businessKey: 'Clave de negocio',
        startUserName: 'Iniciado por',
        startTime: 'Iniciado el',
        endTime: 'Finalizado el',
        status: 'Estado',
        currentNodes: 'Paso actual',
        currentAssignees: 'Pendiente de',
        revision: 'Revisión',
      },
      options: {
        status: statusLabels('es'),
        businessType: {
          general: 'General',
          receiptOrder: 'Entrada de almacén',
          refund: 'Reembolso',
        },
      },
      actions: { terminate: 'Terminar' },
      inputs: { reason: 'Motivo' },
    },
  },
});
