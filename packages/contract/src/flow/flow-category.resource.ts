import { defineResource } from '../registry/define-resource';
import { enabled, integer, text } from '../registry/fields';
import { FLOW_DIRECTORY } from './flow-menu';

/** Categories of process definitions (yudao's BpmCategory): a code, a name, an order. */
export const flowableCategoryResource = defineResource({
  key: 'flowableCategory',
  service: 'flow',
  table: 'flow_category',
  scope: 'organ',
  noun: 'Process categories',
  menu: { directory: FLOW_DIRECTORY.code, icon: 'list', after: 'flowListener' },
  fields: {
    code: text({ max: 64, required: true, unique: true, filter: true, sortable: true }),
    name: text({ max: 100, required: true, filter: true, sortable: true }),
    status: enabled({ filter: true }),
    sort: integer({ min: 0, max: 1_000_000, defaultValue: 0, sortable: true }),
    remark: text({ max: 500, multiline: true, list: false }),
  },
  defaultSort: ['sort', 'name'],
  labels: {
    en: {
      title: 'Process categories',
      fields: { code: 'Code', name: 'Name', status: 'Status', sort: 'Order', remark: 'Remark' },
    },
    zh: {
      title: '流程分类',
      fields: { code: '分类编码', name: '分类名称', status: '状态', sort: '排序', remark: '备注' },
    },
    es: {
      title: 'Categorías de procesos',
      fields: {
        code: 'Código',
        name: 'Nombre',
        status: 'Estado',
        sort: 'Orden',
        remark: 'Observación',
      },
    },
  },
});
