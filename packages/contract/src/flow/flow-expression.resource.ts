import { defineResource } from '../registry/define-resource';
import { enabled, text } from '../registry/fields';
import { textChoice } from '../renovation/catalogue/catalogue-fields';
import { FLOW_DIRECTORY } from './flow-menu';

export const FLOW_EXPRESSION_DATA_TYPES = ['fixed', 'dynamic'] as const;

/**
 * Expressions offered in the modeler's assignee and candidate pickers (`${INITIATOR}`, a role,
 * `${amount > 1000}` on a sequence flow). `fixed`: a value; `dynamic`: worked out at run time.
 */
export const flowableExpressionResource = defineResource({
  key: 'flowableExpression',
  service: 'flow',
  table: 'flow_expression',
  scope: 'organ',
  noun: 'Process expressions',
  menu: { directory: FLOW_DIRECTORY.code, icon: 'edit', after: 'flowableTaskForm' },
  fields: {
    name: text({ max: 100, required: true, filter: true, sortable: true }),
    expression: text({ max: 255, required: true, filter: true }),
    dataType: textChoice(FLOW_EXPRESSION_DATA_TYPES, { defaultValue: 'fixed', filter: true }),
    status: enabled({ filter: true }),
    remark: text({ max: 500, multiline: true, list: false }),
  },
  defaultSort: ['name'],
  labels: {
    en: {
      title: 'Process expressions',
      fields: {
        name: 'Name',
        expression: 'Expression',
        dataType: 'Data type',
        status: 'Status',
        remark: 'Remark',
      },
      options: { dataType: { fixed: 'Fixed value', dynamic: 'Dynamic' } },
    },
    zh: {
      title: '流程表达式',
      fields: {
        name: '名称',
        expression: '表达式',
        dataType: '数据类型',
        status: '状态',
        remark: '备注',
      },
      options: { dataType: { fixed: '固定值', dynamic: '动态' } },
    },
    es: {
      title: 'Expresiones de proceso',
      fields: {
        name: 'Nombre',
        expression: 'Expresión',
        dataType: 'Tipo de dato',
        status: 'Estado',
        remark: 'Observación',
      },
      options: { dataType: { fixed: 'Valor fijo', dynamic: 'Dinámico' } },
    },
  },
});
