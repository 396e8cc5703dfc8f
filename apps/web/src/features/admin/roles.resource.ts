import { endpoints } from '@retail/contract';
import { defineResource } from '../../resources/define-resource';
import { RoleActions } from './role-actions';

export const rolesResource = defineResource({
  key: 'role',
  endpoints: endpoints.role,
  authority: 'ROLE',
  fields: {
    id: { form: false, width: 70 },
    name: { filter: true },
    code: { filter: true, readOnlyOnEdit: true },
    organId: { kind: 'organ', column: false },
    createDate: { form: false },
  },
  rowActions: RoleActions,
  labels: {
    en: {
      title: 'Role',
      fields: {
        id: 'ID',
        name: 'Name',
        code: 'Code',
        organId: 'Organisation',
        createDate: 'Created',
      },
    },
    zh: {
      title: '角色',
      fields: { id: 'ID', name: '名称', code: '编码', organId: '所属组织', createDate: '创建时间' },
    },
    es: {
      title: 'Rol',
      fields: {
        id: 'ID',
        name: 'Nombre',
        code: 'Código',
        organId: 'Organización',
        createDate: 'Creado',
      },
    },
  },
});
