import type { Translations } from '../i18n/locale';

/**
 * The storefront-decoration screens' sidebar directory: pages, templates, themes, fitment
 * (issue 16). The authority seed's static tree already holds this node (with the widget
 * gallery), so registry screens naming this code are placed in it.
 */
export const RENOVATION_DIRECTORY = {
  code: 'RENOVATION_MANAGE',
  name: 'renovation',
  url: '/renovation',
  icon: 'skill',
  title: {
    zh: '店铺装修',
    en: 'Storefront decoration',
    es: 'Decoración de la tienda',
  } satisfies Translations,
} as const;

/** A page's life: a draft until first published; published pages may be taken offline. */
export const RENOVATION_PAGE_STATES = [0, 10, 20] as const;
export const RENOVATION_PAGE_STATE = { draft: 0, published: 10, offline: 20 } as const;
