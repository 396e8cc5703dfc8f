import { defineMessages } from '../../lib/i18n/feature-messages';

/** Texts of the dashboard. */
export const dashboardMessages = defineMessages('dashboard', {
  en: {
    welcome: 'Welcome, {{name}}',
    scope: 'Data scope',
    roles: 'Roles',
    refresh: 'Refresh',
    activity: 'Activity of the last {{days}} days',
    pending: 'Pending',
    count: {
      users: 'Users',
      organs: 'Organisations',
      files: 'Files',
      stores: 'Stores',
      goods: 'Goods',
      orders: 'Orders',
      devices: 'Devices',
      coupons: 'Coupons',
    },
    series: {
      logins: 'Logins',
      newUsers: 'New users',
    },
  },
  zh: {
    welcome: '欢迎，{{name}}',
    scope: '数据范围',
    roles: '角色',
    refresh: '刷新',
    activity: '最近 {{days}} 天的动态',
    pending: '待处理',
    count: {
      users: '用户',
      organs: '组织',
      files: '文件',
      stores: '门店',
      goods: '商品',
      orders: '订单',
      devices: '设备',
      coupons: '优惠券',
    },
    series: {
      logins: '登录次数',
      newUsers: '新增用户',
    },
  },
  es: {
    welcome: 'Bienvenido, {{name}}',
    scope: 'Ámbito de datos',
    roles: 'Roles',
    refresh: 'Actualizar',
    activity: 'Actividad de los últimos {{days}} días',
    pending: 'Pendientes',
    count: {
      users: 'Usuarios',
      organs: 'Organizaciones',
      files: 'Archivos',
      stores: 'Tiendas',
      goods: 'Productos',
      orders: 'Pedidos',
      devices: 'Dispositivos',
      coupons: 'Cupones',
    },
    series: {
      logins: 'Inicios de sesión',
      newUsers: 'Usuarios nuevos',
    },
  },
});
