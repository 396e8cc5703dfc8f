import type { Locale as AntdLocale } from 'antd/lib/locale';
import type { Locale } from '@retail/contract';

/**
 * antd (and dayjs, which its pickers use) follow the console language. Loaded on demand so
 * only the chosen language is downloaded; English is antd's built-in default.
 */
const loaders: Record<Locale, () => Promise<AntdLocale | undefined>> = {
  en: async () => undefined,
  zh: async () => {
    const [antd] = await Promise.all([import('antd/locale/zh_CN'), import('dayjs/locale/zh-cn')]);
    return antd.default;
  },
  es: async () => {
    const [antd] = await Promise.all([import('antd/locale/es_ES'), import('dayjs/locale/es')]);
    return antd.default;
  },
};

const dayjsNames: Record<Locale, string> = { en: 'en', zh: 'zh-cn', es: 'es' };

export const loadAntdLocale = async (locale: Locale): Promise<AntdLocale | undefined> => {
  const [antdLocale, { default: dayjs }] = await Promise.all([loaders[locale](), import('dayjs')]);
  dayjs.locale(dayjsNames[locale]);
  return antdLocale;
};
