import { endpoints, PASSWORD_MIN_LENGTH, type UserRoleRef } from '@retail/contract';
import { defineResource } from '../../resources/define-resource';
import { RoleSelect } from './role-select';
import { UserActions } from './user-actions';

export const usersResource = defineResource({
  key: 'user',
  endpoints: endpoints.user,
  authority: 'USER',
  fields: {
    id: { form: false, width: 70 },
    userName: { filter: true, readOnlyOnEdit: true },
    name: { filter: true },
    password: {
      kind: 'password',
      required: true,
      min: PASSWORD_MIN_LENGTH,
      createOnly: true,
      column: false,
    },
    // Searched through the ENABLE_STATUS dictionary (1 enabled, 0 disabled).
    enabled: {
      filter: true,
      defaultValue: true,
      dictionary: 'ENABLE_STATUS',
      toFilter: (value) => value === '1',
    },
    roles: {
      form: false,
      render: (roles) =>
        ((roles as UserRoleRef[] | undefined) ?? []).map((role) => role.name).join(', '),
    },
    roleIds: { kind: 'multi-select', input: RoleSelect, createOnly: true, column: false },
    organId: { kind: 'organ', column: false },
    introduction: { kind: 'textarea', column: false },
    createDate: { form: false },
  },
  rowActions: UserActions,
  labels: {
    en: {
      title: 'User',
      fields: {
        id: 'ID',
        userName: 'User name',
        name: 'Name',
        password: 'Password',
        enabled: 'Enabled',
        roles: 'Roles',
        roleIds: 'Roles',
        organId: 'Organisation',
        introduction: 'Introduction',
        createDate: 'Created',
      },
    },
    zh: {
      title: '用户',
      fields: {
        id: 'ID',
        userName: '用户名',
        name: '姓名',
        password: '密码',
        enabled: '启用',
        roles: '角色',
        roleIds: '角色',
        organId: '所属组织',
        introduction: '简介',
        createDate: '创建时间',
      },
    },
    es: {
      title: 'Usuario',
      fields: {
        id: 'ID',
        userName: 'Nombre de usuario',
        name: 'Nombre',
        password: 'Contraseña',
        enabled: 'Activo',
        roles: 'Roles',
        roleIds: 'Roles',
        organId: 'Organización',
        introduction: 'Presentación',
        createDate: 'Creado',
      },
    },
  },
});
