import { z } from 'zod';
import { idSchema } from '../api/owned';
import { defineResource, transitionInput } from '../registry/define-resource';
import { integer, reference, state, text } from '../registry/fields';
import { textChoice } from '../renovation/catalogue/catalogue-fields';
import {
  FLOW_BUSINESS_TYPES,
  FLOW_DEFINITION_STATE,
  FLOW_DEFINITION_STATES,
  FLOW_DIRECTORY,
} from './flow-menu';

/**
 * Process definitions (`/flowable/definition`): one row per deployed version, written only by a
 * deploy (flowEndpoints.deploy: a new deploy of a key is its version + 1). Active ↔ suspended
 * (a suspended one starts nothing; running instances keep their version). The BPMN XML is read
 * through flowEndpoints.definitionXml.
 */
export const flowableDefinitionResource = defineResource({
  key: 'flowableDefinition',
  service: 'flow',
  table: 'flow_definition',
  scope: 'organ',
  writable: false,
  newestFirst: true,
  noun: 'Process definitions',
  menu: { directory: FLOW_DIRECTORY.code, icon: 'tree' },
  fields: {
    key: text({ max: 64, required: true, filter: true, sortable: true, readOnly: true }),
    name: text({ max: 100, required: true, filter: true, sortable: true, readOnly: true }),
    categoryId: reference('flowableCategory', { named: true, filter: true }),
    version: integer({ min: 1, max: 1_000_000, defaultValue: 1, readOnly: true, sortable: true }),
    state: state(FLOW_DEFINITION_STATES, {
      initial: FLOW_DEFINITION_STATE.active,
      editableIn: FLOW_DEFINITION_STATES,
      filter: true,
    }),
    formId: reference('flowableTaskForm', { named: true }),
    deployTime: text({ max: 19, readOnly: true, sortable: true }),
    businessType: textChoice(FLOW_BUSINESS_TYPES, {
      defaultValue: 'general',
      filter: true,
      readOnly: true,
    }),
  },
  defaultSort: ['key', 'version'],
  actions: {
    activate: {
      input: transitionInput,
      authority: 'ACTIVATE',
      summary: 'Activate a suspended definition: it starts instances again',
      transition: { from: [FLOW_DEFINITION_STATE.suspended], to: FLOW_DEFINITION_STATE.active },
    },
    suspend: {
      input: transitionInput,
      authority: 'SUSPEND',
      summary: 'Suspend a definition: it starts no instance; running ones carry on',
      transition: { from: [FLOW_DEFINITION_STATE.active], to: FLOW_DEFINITION_STATE.suspended },
    },
    bind: {
      input: z.object({
        id: idSchema,
        formId: idSchema.nullable().optional(),
        categoryId: idSchema.nullable().optional(),
      }),
      authority: 'BIND',
      summary: 'Bind a task form and a category to a definition (left out or null: none)',
    },
  },
  labels: {
    en: {
      title: 'Process definitions',
      fields: {
        key: 'Process key',
        name: 'Process name',
        categoryId: 'Category',
        version: 'Version',
        state: 'State',
        formId: 'Form',
        deployTime: 'Deployed at',
        businessType: 'Business type',
      },
      options: {
        state: { '10': 'Active', '20': 'Suspended' },
        businessType: {
          general: 'General',
          receiptOrder: 'Receipt order',
          refund: 'Refund',
        },
      },
      actions: { activate: 'Activate', suspend: 'Suspend', bind: 'Bind form' },
    },
    zh: {
      title: '流程定义',
      fields: {
        key: '流程标识',
        name: '流程名称',
        categoryId: '流程分类',
        version: '版本',
        state: '状态',
        formId: '表单',
        deployTime: '部署时间',
        businessType: '业务类型',
      },
      options: {
        state: { '10': '激活', '20': '挂起' },
        businessType: { general: '通用', receiptOrder: '入库单', refund: '退款' },
      },
      actions: { activate: '激活', suspend: '挂起', bind: '绑定表单' },
    },
    es: {
      title: 'Definiciones de proceso',
      fields: {
        key: 'Clave del proceso',
        name: 'Nombre del proceso',
        categoryId: 'Categoría',
        version: 'Versión',
        state: 'Estado',
        formId: 'Formulario',
        deployTime: 'Desplegada el',
        businessType: 'Tipo de negocio',
      },
      options: {
        state: { '10': 'Activa', '20': 'Suspendida' },
        businessType: {
          general: 'General',
          receiptOrder: 'Orden de entrada',
          refund: 'Reembolso',
        },
      },
      actions: { activate: 'Activar', suspend: 'Suspender', bind: 'Vincular formulario' },
    },
  },
});
