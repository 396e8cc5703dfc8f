import { z } from 'zod';
import { defineResource } from '../registry/define-resource';
import { type FieldSpec, flag, reference, text } from '../registry/fields';
import { STORE_REFERENCE } from './store-area.resource';

/** Positions an employee can hold in a store. */
export const EMPLOYEE_POSITIONS = ['manager', 'cashier', 'clerk', 'courier'] as const;
export type EmployeePosition = (typeof EMPLOYEE_POSITIONS)[number];

/**
 * Users, a table outside the registry: `employee/query-user-options` lists those of the caller's
 * scope an employee can be (the `employeeUser` group), named by their user name.
 */
export const EMPLOYEE_USER_REFERENCE = {
  group: 'employeeUser',
  table: 'user',
  display: 'userName',
  list: 'userOptions',
};

/** A position, one of the fixed names stored as text; always given. */
const position = (): FieldSpec<z.ZodType<EmployeePosition>, z.ZodType<string>> => ({
  kind: 'select',
  edit: z.enum(EMPLOYEE_POSITIONS, { error: 'invalid' }),
  record: z.string(),
  column: { type: 'text', nullable: false },
  required: true,
  defaultValue: 'clerk',
  options: EMPLOYEE_POSITIONS,
  filter: 'equals',
  max: 32,
});

/**
 * Employees: users linked to a store with a position. The user is one of the caller's scope and
 * of the store's tenant (modules/store/employee.hooks.ts), and works once in each store (a unique
 * index on the store and the user; a second link is a 400 naming the user).
 */
export const employeeResource = defineResource({
  key: 'employee',
  service: 'ministore',
  table: 'store_employee',
  scope: 'store',
  noun: 'Store employees',
  menu: { directory: 'STORE_MANAGE', icon: 'peoples', after: 'storeService' },
  fields: {
    storeId: reference(STORE_REFERENCE, { required: true, filter: true, named: true }),
    userId: reference(EMPLOYEE_USER_REFERENCE, { required: true, filter: true, named: true }),
    position: position(),
    enable: flag({ defaultValue: true }),
    remark: text({ max: 200, multiline: true, list: false }),
  },
  defaultSort: [],
  display: 'position',
  messages: { clash: { key: 'store.employeeTaken', field: 'userId' } },
  labels: {
    en: {
      title: 'Employees',
      fields: {
        storeId: 'Store',
        userId: 'User',
        position: 'Position',
        enable: 'Enabled',
        remark: 'Remark',
      },
      options: {
        position: { manager: 'Manager', cashier: 'Cashier', clerk: 'Clerk', courier: 'Courier' },
      },
    },
    zh: {
      title: '员工管理',
      fields: {
        storeId: '门店',
        userId: '用户',
        position: '职位',
        enable: '启用',
        remark: '备注',
      },
      options: {
        position: { manager: '店长', cashier: '收银员', clerk: '店员', courier: '配送员' },
      },
    },
    es: {
      title: 'Empleados',
      fields: {
        storeId: 'Tienda',
        userId: 'Usuario',
        position: 'Puesto',
        enable: 'Activado',
        remark: 'Observación',
      },
      options: {
        position: {
          manager: 'Encargado',
          cashier: 'Cajero',
          clerk: 'Dependiente',
          courier: 'Repartidor',
        },
      },
    },
  },
});

export type EmployeeRecord = z.infer<typeof employeeResource.schemas.record>;
