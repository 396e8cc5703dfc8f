import { text } from '../registry/fields';
import { isUrl } from '../rules/link';
import { fitmentResource } from './fitment-resources';

// The five channels of the storefront (console.md §2 fitment), at /fitment{Channel}/index.

/**
 * What the server holds the channels' own texts to (400 naming the field): a mini-program's AppID,
 * an iOS bundle id, a hotline, and URLs as console.md §5 checks them.
 */
export const FITMENT_TEXT_RULES: Record<string, (value: string) => boolean> = {
  appId: (value) => /^wx[0-9a-f]{16}$/.test(value),
  bundleId: (value) => /^[A-Za-z][A-Za-z0-9-]*(?:\.[A-Za-z0-9-]+)+$/.test(value),
  hotline: (value) => /^\+?[0-9][0-9 -]{2,30}$/.test(value),
  appStoreUrl: (value) => isUrl(value) && /^https:/i.test(value),
  domain: isUrl,
};

/**
 * WeChat mini-program: its AppID and AppSecret; the secret is kept sealed by the server and
 * answered as SECRET_MASK (`******`), which posted back leaves it unchanged.
 */
export const fitmentMiniprogramResource = fitmentResource({
  key: 'fitmentMiniprogram',
  table: 'fitment_miniprogram',
  noun: 'Mini-program storefront settings',
  icon: 'link',
  after: 'renovationLayout',
  own: {
    appId: text({ max: 32, filter: true, key: true }),
    appSecret: text({ max: 128, list: false }),
  },
  texts: {
    en: { title: 'Mini-program', fields: { appId: 'AppID', appSecret: 'AppSecret' } },
    zh: { title: '小程序设置', fields: { appId: '小程序 AppID', appSecret: '小程序密钥' } },
    es: { title: 'Miniprograma', fields: { appId: 'AppID', appSecret: 'Clave (AppSecret)' } },
  },
});

/** The storefront's look shared by every channel (theme and colours). */
export const fitmentThemeResource = fitmentResource({
  key: 'fitmentTheme',
  table: 'fitment_theme',
  noun: 'Storefront theme settings',
  icon: 'skill',
  after: 'fitmentMiniprogram',
  texts: {
    en: { title: 'Storefront theme' },
    zh: { title: '主题设置' },
    es: { title: 'Tema de la tienda' },
  },
});

/** The iOS app: bundle id and App Store address. */
export const fitmentIosResource = fitmentResource({
  key: 'fitmentIos',
  table: 'fitment_ios',
  noun: 'iOS app storefront settings',
  icon: 'shop',
  after: 'fitmentTheme',
  own: {
    bundleId: text({ max: 155, filter: true, key: true }),
    appStoreUrl: text({ max: 255, list: false }),
  },
  texts: {
    en: { title: 'iOS app', fields: { bundleId: 'Bundle ID', appStoreUrl: 'App Store URL' } },
    zh: { title: 'iOS 应用', fields: { bundleId: 'Bundle ID', appStoreUrl: 'App Store 地址' } },
    es: {
      title: 'Aplicación iOS',
      fields: { bundleId: 'Bundle ID', appStoreUrl: 'URL de App Store' },
    },
  },
});

/** Phone orders: the hotline shoppers call. */
export const fitmentPhoneResource = fitmentResource({
  key: 'fitmentPhone',
  table: 'fitment_phone',
  noun: 'Phone storefront settings',
  icon: 'user',
  after: 'fitmentIos',
  own: {
    hotline: text({ max: 32, filter: true }),
  },
  texts: {
    en: { title: 'Phone', fields: { hotline: 'Hotline' } },
    zh: { title: '电话下单', fields: { hotline: '服务热线' } },
    es: { title: 'Teléfono', fields: { hotline: 'Línea de atención' } },
  },
});

/** The mobile web storefront: its domain. */
export const fitmentH5Resource = fitmentResource({
  key: 'fitmentH5',
  table: 'fitment_h5',
  noun: 'H5 storefront settings',
  icon: 'international',
  after: 'fitmentPhone',
  own: { domain: text({ max: 255 }) },
  texts: {
    en: { title: 'H5 storefront', fields: { domain: 'Domain' } },
    zh: { title: 'H5 商城', fields: { domain: '域名' } },
    es: { title: 'Tienda H5', fields: { domain: 'Dominio' } },
  },
});
