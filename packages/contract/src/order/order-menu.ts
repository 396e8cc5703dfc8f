import type { Translations } from '../i18n/locale';

/** The orders' sidebar directory (a MENU_DIRECTORIES entry). */
export const ORDER_DIRECTORY = {
  code: 'ORDER_MANAGE',
  name: 'orderManage',
  url: '/order-manage',
  icon: 'shopping',
  title: { zh: '订单管理', en: 'Orders', es: 'Pedidos' } satisfies Translations,
} as const;
