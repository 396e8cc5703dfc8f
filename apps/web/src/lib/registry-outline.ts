import {
  LOCALES,
  type Locale,
  MENU_DIRECTORIES,
  type ResourceKey,
  resourceList,
  type Translations,
} from '@retail/contract';

/**
 * What the shell needs of the resource registry, derived from the declarations: each screen's
 * path, its title and its own actions' titles (its buttons' route titles), and the titles of the
 * sidebar directories that only registry screens fill. The router table
 * (`features/registry/registry.screens.ts`, the features' own screens of registry resources) and
 * the route titles (`route-titles.i18n.ts`) read this, never the declarations, which load with
 * the screens' lazy chunks.
 *
 * Evaluated at build time (`build-time-data.ts`, vite.config.ts): the build ships these values as
 * literals, without the contract's declarations, so export plain data only. In the dev server,
 * the unit tests and the type checker it is this module as written. Menus (places, icons) and
 * authority codes come from the server's authority tree, so the shell needs neither from here.
 */

export type RegistryScreen = {
  screenPath: string;
  title: Translations;
  /** The titles of its own actions (`confirm`), when it has any: their buttons' route keys. */
  actions?: Record<Locale, Record<string, string>>;
};

type Titles = { title: string; actions?: Record<string, string> };

/** Every registry resource by key, in the registry's order. */
export const REGISTRY_SCREENS = Object.fromEntries(
  resourceList().map((resource) => {
    const labels = resource.labels as Record<Locale, Titles>;
    const screen: RegistryScreen = {
      screenPath: resource.screenPath,
      title: Object.fromEntries(
        LOCALES.map((locale) => [locale, labels[locale].title]),
      ) as Translations,
    };
    if (LOCALES.some((locale) => labels[locale].actions))
      screen.actions = Object.fromEntries(
        LOCALES.map((locale) => [locale, { ...labels[locale].actions }]),
      ) as Record<Locale, Record<string, string>>;
    return [resource.key, screen];
  }),
) as Record<ResourceKey, RegistryScreen>;

/** The sidebar directories of registry screens: route key (`name`) and title. */
export const REGISTRY_DIRECTORIES: readonly { name: string; title: Translations }[] =
  MENU_DIRECTORIES.map(({ name, title }) => ({ name, title }));
