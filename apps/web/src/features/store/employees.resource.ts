import { EMPLOYEE_POSITIONS, endpoints } from '@retail/contract';
import { defineResource } from '../../resources/define-resource';
import { StoreIdInput, UserSelect } from './store-inputs';

/** Employees (/employee/index): users of the tenant linked to a store with a position. */
export const employeesResource = defineResource({
  key: 'employee',
  endpoints: endpoints.employee,
  authority: 'EMPLOYEE',
  fields: {
    id: { form: false, width: 70 },
    storeName: { form: false },
    storeId: { input: StoreIdInput, column: false, required: true },
    name: { form: false, filter: true },
    userName: { form: false },
    userId: { input: UserSelect, column: false, required: true },
    position: { options: EMPLOYEE_POSITIONS, filter: true, defaultValue: 'clerk' },
    enable: { defaultValue: true },
    remark: { kind: 'textarea', column: false },
  },
  labels: {
    en: {
      title: 'Employee',
      fields: {
        id: 'ID',
        storeName: 'Store',
        storeId: 'Store',
        name: 'Name',
        userName: 'User name',
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
      title: '员工',
      fields: {
        id: 'ID',
        storeName: '门店',
        storeId: '门店',
        name: '姓名',
        userName: '用户名',
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
      title: 'Empleado',
      fields: {
        id: 'ID',
        storeName: 'Tienda',
        storeId: 'Tienda',
        name: 'Nombre',
        userName: 'Usuario',
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
