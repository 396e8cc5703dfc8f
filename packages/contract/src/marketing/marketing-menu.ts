import type { Translations } from '../i18n/locale';

/** The marketing sidebar directory (a MENU_DIRECTORIES entry). */
export const MARKETING_DIRECTORY = {
  code: 'PROMOTION_MANAGE',
  name: 'promotionManage',
  url: '/promotion-manage',
  icon: 'gift',
  title: { zh: '营销管理', en: 'Marketing', es: 'Marketing' } satisfies Translations,
} as const;
