import type { Locale as AntdLocale } from 'antd/es/locale';
import type { Locale } from '@retail/contract';

/**
 * antd (and dayjs, which its pickers use) follow the console language. Loaded on demand so
 * only the chosen language is downloaded. English is loaded explicitly too: ConfigProvider
 * wraps its children differently with and without a locale, which would remount every screen
 * (and lose form input) on a switch to or from English.
 */
const loaders: Record<Locale, () => Promise<AntdLocale>> = {
  en: async () => (await import('antd/es/locale/en_US')).default,
  zh: async () => {
    const [antd] = await Promise.all([
      import('antd/es/locale/zh_CN'),
      import('dayjs/locale/zh-cn'),
    ]);
    return antd.default;
  },
  es: async () => {
    const [antd] = await Promise.all([import('antd/es/locale/es_ES'), import('dayjs/locale/es')]);
    return antd.default;
  },
};

const dayjsNames: Record<Locale, string> = { en: 'en', zh: 'zh-cn', es: 'es' };

export const loadAntdLocale = async (locale: Locale): Promise<AntdLocale> => {
  const [antdLocale, { default: dayjs }] = await Promise.all([loaders[locale](), import('dayjs')]);
  dayjs.locale(dayjsNames[locale]);
  return antdLocale;
};
