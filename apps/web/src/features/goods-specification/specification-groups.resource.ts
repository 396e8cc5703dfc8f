import { endpoints } from '@retail/contract';
import { defineResource } from '../../resources/define-resource';
import { assignAction, groupAssignTarget } from './assign-organs';

/** Specification groups (/goodsSpecificationGroup/index): 颜色 and 尺码 gathered, assigned to organisations. */
export const specificationGroupsResource = defineResource({
  key: 'goods-specification-group',
  endpoints: endpoints.goodsSpecificationGroup,
  authority: 'GOODS_SPECIFICATION_GROUP',
  fields: {
    id: { form: false, width: 70 },
    name: { filter: true },
    specificationCount: { form: false },
    sort: { kind: 'number', defaultValue: 0 },
    organId: { kind: 'organ', column: false },
    remark: { kind: 'textarea' },
    createDate: { form: false },
  },
  rowActions: assignAction(groupAssignTarget),
  labels: {
    en: {
      title: 'Specification group',
      fields: {
        id: 'ID',
        name: 'Group name',
        specificationCount: 'Specifications',
        sort: 'Sort',
        organId: 'Organisation',
        remark: 'Remark',
        createDate: 'Created',
      },
    },
    zh: {
      title: '规格分组',
      fields: {
        id: 'ID',
        name: '分组名称',
        specificationCount: '规格数',
        sort: '排序',
        organId: '所属组织',
        remark: '备注',
        createDate: '创建时间',
      },
    },
    es: {
      title: 'Grupo de especificaciones',
      fields: {
        id: 'ID',
        name: 'Nombre del grupo',
        specificationCount: 'Especificaciones',
        sort: 'Orden',
        organId: 'Organización',
        remark: 'Observación',
        createDate: 'Creado',
      },
    },
  },
});
