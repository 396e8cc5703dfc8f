import type { Translations } from '../i18n/locale';

/** The customers' sidebar directory (a MENU_DIRECTORIES entry). */
export const CUSTOMER_DIRECTORY = {
  code: 'CUSTOMER_MANAGE',
  name: 'customerManage',
  url: '/customer-manage',
  icon: 'peoples',
  title: { zh: '会员管理', en: 'Customers', es: 'Clientes' } satisfies Translations,
} as const;
