import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@retail/contract';
import { localStore } from '../storage';
import { en } from './locales/en';
import { es } from './locales/es';
import { zh } from './locales/zh';

export const messages = { zh, en, es } as const;

/** Language names are written in their own language (endonyms), the same in every locale. */
export const LANGUAGE_NAMES: Record<Locale, string> = { zh: '中文', en: 'English', es: 'Español' };

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The remembered choice, else the product default (en). */
export const initialLocale = (): Locale => {
  const saved = localStore.get('lang');
  return isLocale(saved) ? saved : DEFAULT_LOCALE;
};

export const i18n = i18next.createInstance();

/** The language in use (outside React, e.g. for the Accept-Language header). */
export const currentLocale = (): Locale => {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(lng) ? lng : DEFAULT_LOCALE;
};

const applyDocumentLanguage = (locale: Locale) => {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale === 'zh' ? 'zh-CN' : locale;
  document.title = i18n.t('app.title');
};

void i18n.use(initReactI18next).init({
  resources: {
    zh: { translation: zh },
    en: { translation: en },
    es: { translation: es },
  },
  lng: initialLocale(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  // Resources are bundled, so initialisation finishes before the first render.
  initAsync: false,
  // React escapes output itself.
  interpolation: { escapeValue: false },
  returnNull: false,
});
applyDocumentLanguage(currentLocale());

/** Catalogues that are fetched per language (`registerLocaleLoader`), not bundled. */
const localeLoaders: Array<(locale: Locale) => Promise<void>> = [];

/**
 * A catalogue fetched when its language is first used (the route titles: the fallback language
 * bundled, the others in chunks of their own). `setLocale` waits for every registered loader
 * before it switches, so no screen shows a key while the chunk is on its way.
 */
export const registerLocaleLoader = (loader: (locale: Locale) => Promise<void>): void => {
  localeLoaders.push(loader);
};

/** Fetches what the registered loaders need for a language (the shell awaits it at start). */
export const loadLocale = async (locale: Locale): Promise<void> => {
  await Promise.all(localeLoaders.map((loader) => loader(locale)));
};

/** Switches the language and remembers the choice for the next visit. */
export const setLocale = async (locale: Locale): Promise<void> => {
  localStore.set('lang', locale);
  await loadLocale(locale);
  await i18n.changeLanguage(locale);
  applyDocumentLanguage(locale);
};

/** The current locale, re-rendering on change. */
export const useLocale = (): Locale => {
  const { i18n: instance } = useTranslation();
  const lng = instance.resolvedLanguage ?? instance.language;
  return isLocale(lng) ? lng : DEFAULT_LOCALE;
};
