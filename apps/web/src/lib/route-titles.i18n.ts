import { useCallback } from 'react';
import type { Locale } from '@retail/contract';
import { useTranslation } from 'react-i18next';
import { i18n, registerLocaleLoader } from './i18n';
import { ROUTE_TITLES as EN_TITLES } from './route-titles/en';

/**
 * Localised titles of the console's routes, keyed by the authority node `name` (the route key)
 * of the server's authority tree, plus the static routes. Any screen, menu or breadcrumb shows
 * a route through `routeTitle` / `useRouteTitle`.
 *
 * English, the fallback language, comes with the shell; Chinese and Spanish are chunks of their
 * own, fetched when the language is first used (`loadLocale`, awaited by `setLocale` and by the
 * shell at start). The texts are in `route-titles/<language>.ts`.
 */
const NAMESPACE = 'routeTitle';

const OTHER_LANGUAGES: Record<Exclude<Locale, 'en'>, () => Promise<{ ROUTE_TITLES: object }>> = {
  zh: () => import('./route-titles/zh'),
  es: () => import('./route-titles/es'),
};

i18n.addResourceBundle('en', NAMESPACE, EN_TITLES, true, true);
registerLocaleLoader(async (locale) => {
  if (locale === 'en' || i18n.hasResourceBundle(locale, NAMESPACE)) return;
  const { ROUTE_TITLES } = await OTHER_LANGUAGES[locale]();
  i18n.addResourceBundle(locale, NAMESPACE, ROUTE_TITLES, true, true);
});

const BUTTON_SUFFIXES = ['List', 'Edit', 'Remove'] as const;
type Translate = (key: string) => string;

const titleWith = (t: Translate, has: (key: string) => boolean, name: string): string => {
  if (name !== 'button' && has(name)) return t(name);
  // Buttons of a screen are named `<screen>List|Edit|Remove` (server authority tree).
  for (const suffix of BUTTON_SUFFIXES) {
    const screen = name.slice(0, -suffix.length);
    if (name.endsWith(suffix) && screen && has(screen))
      return `${t(screen)} · ${t(`button.${suffix}`)}`;
  }
  // A route key without a title yet still shows something readable.
  return name;
};

const exists = (key: string) => i18n.exists(`${NAMESPACE}:${key}`);

/** Title of a route key (authority node `name`) in the current language. */
export const routeTitle = (name: string): string =>
  titleWith(
    (key) => (i18n.t as unknown as (k: string, o: object) => string)(key, { ns: NAMESPACE }),
    exists,
    name,
  );

/** `routeTitle` in React, re-rendering on language change. */
export const useRouteTitle = (): ((name: string) => string) => {
  const { t } = useTranslation(NAMESPACE as 'translation');
  const translate = t as unknown as Translate;
  return useCallback((name: string) => titleWith(translate, exists, name), [translate]);
};
