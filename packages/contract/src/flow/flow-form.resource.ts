import { defineResource } from '../registry/define-resource';
import { text } from '../registry/fields';
import { FLOW_DIRECTORY } from './flow-menu';

/**
 * Task forms (`/flowable/form`): a name and the form's fields as JSON (flowFormContentSchema,
 * checked by the server when written). A definition binds one; starting and approving fill it.
 * A form bound to a definition is not removed.
 */
export const flowableTaskFormResource = defineResource({
  key: 'flowableTaskForm',
  service: 'flow',
  table: 'flow_form',
  scope: 'organ',
  noun: 'Task forms',
  menu: { directory: FLOW_DIRECTORY.code, icon: 'form', after: 'flowableDefinition' },
  fields: {
    formName: text({ max: 100, required: true, filter: true, sortable: true }),
    formContent: text({ max: 60_000, required: true, multiline: true, list: false }),
    remark: text({ max: 500, multiline: true, list: false }),
  },
  defaultSort: ['formName'],
  display: 'formName',
  labels: {
    en: {
      title: 'Task forms',
      fields: { formName: 'Form name', formContent: 'Form content', remark: 'Remark' },
    },
    zh: {
      title: '流程表单',
      fields: { formName: '表单名称', formContent: '表单内容', remark: '备注' },
    },
    es: {
      title: 'Formularios de tarea',
      fields: {
        formName: 'Nombre del formulario',
        formContent: 'Contenido del formulario',
        remark: 'Observación',
      },
    },
  },
});
