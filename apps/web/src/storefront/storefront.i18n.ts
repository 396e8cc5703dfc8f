import type { Locale } from '@retail/contract';

// The storefront's own few texts (the widgets carry theirs). One entry per key, zh/en/es side
// by side; `{name}` placeholders. No i18n library: this ships to phones.

const TEXTS = {
  loading: { zh: '正在加载…', en: 'Loading…', es: 'Cargando…' },
  notFoundTitle: { zh: '页面不存在', en: 'Page not found', es: 'Página no encontrada' },
  notFoundBody: {
    zh: '该页面不存在或尚未发布。',
    en: 'This page does not exist or is not published.',
    es: 'Esta página no existe o no está publicada.',
  },
  previewGoneTitle: {
    zh: '预览链接已失效',
    en: 'Preview link not valid',
    es: 'Enlace de vista previa no válido',
  },
  previewGoneBody: {
    zh: '该预览链接已过期或无效，请重新生成。',
    en: 'This preview link has expired or is not valid. Ask for a new one.',
    es: 'Este enlace de vista previa ha caducado o no es válido. Pide uno nuevo.',
  },
  failedTitle: {
    zh: '页面加载失败',
    en: 'The page could not be loaded',
    es: 'No se pudo cargar la página',
  },
  failedBody: {
    zh: '请检查网络连接后重试。',
    en: 'Check your connection and try again.',
    es: 'Comprueba tu conexión e inténtalo de nuevo.',
  },
  retry: { zh: '重试', en: 'Try again', es: 'Reintentar' },
  unavailableTitle: {
    zh: '暂未开放',
    en: 'Not available yet',
    es: 'Aún no disponible',
  },
  unavailableBody: {
    zh: '「{name}」页面在本店铺暂未开放。',
    en: 'The “{name}” page is not available in this shop yet.',
    es: 'La página «{name}» aún no está disponible en esta tienda.',
  },
  home: { zh: '返回首页', en: 'Back to the home page', es: 'Volver a la página de inicio' },
  preview: {
    zh: '预览：草稿，尚未发布',
    en: 'Preview: a draft, not published',
    es: 'Vista previa: borrador sin publicar',
  },
  'target.articleDetail': { zh: '文章详情', en: 'Article', es: 'Artículo' },
  'target.search': { zh: '搜索', en: 'Search', es: 'Búsqueda' },
  'target.wallet': { zh: '我的钱包', en: 'Wallet', es: 'Monedero' },
  'target.personal': { zh: '个人中心', en: 'Personal centre', es: 'Centro personal' },
  'target.category': { zh: '商品分类', en: 'Category', es: 'Categoría' },
} as const satisfies Record<string, Record<Locale, string>>;

export type StorefrontTextKey = keyof typeof TEXTS;

export const STOREFRONT_LOCALES: readonly Locale[] = ['zh', 'en', 'es'];

/** A text with its `{name}` placeholders filled (a missing one stays as it is). */
export const fillText = (text: string, vars: Record<string, string | number> = {}): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => String(vars[name] ?? whole));

/**
 * The text of `key` in `locale`, with `{name}` placeholders filled. (The shop's pages keep their
 * texts in storefront-shop.i18n.ts, loaded with them, so that a page view does not carry them.)
 */
export const storefrontText = (
  locale: Locale,
  key: StorefrontTextKey,
  vars: Record<string, string> = {},
): string => fillText(TEXTS[key][locale], vars);

const asLocale = (tag: string | null | undefined): Locale | null => {
  const base = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return STOREFRONT_LOCALES.find((locale) => locale === base) ?? null;
};

/**
 * The shopper's language: `?lang=` of the address first (a shared link may name one), then the
 * browser's languages in order; English when none is supported.
 */
export const pickLocale = (search: string, languages: readonly string[]): Locale =>
  asLocale(new URLSearchParams(search).get('lang')) ??
  languages.map(asLocale).find((locale) => locale !== null) ??
  'en';

/** The value of the html element's lang attribute for a locale. */
export const htmlLang = (locale: Locale): string => (locale === 'zh' ? 'zh-CN' : locale);
