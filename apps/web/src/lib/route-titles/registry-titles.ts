import { type Locale, MENU_DIRECTORIES, resourceList } from '@retail/contract';

type Labels = { title: string; actions?: Record<string, string> };

/**
 * Titles of the registry's screens, their own action buttons (`<key><Action>`, the authority
 * tree's button names) and the sidebar directories that only registry screens fill, in one
 * language, derived from the declarations. Only the build-time modules beside it call this, so
 * a build ships their values, never the declarations.
 */
export const registryTitles = (locale: Locale): Record<string, string> =>
  Object.fromEntries([
    ...resourceList().flatMap((resource) => {
      const { title, actions } = (resource.labels as Record<Locale, Labels>)[locale];
      return [
        [resource.key, title],
        ...Object.entries(actions ?? {}).map(([action, text]) => [
          `${resource.key}${action[0]?.toUpperCase() ?? ''}${action.slice(1)}`,
          `${title} · ${text}`,
        ]),
      ];
    }),
    ...MENU_DIRECTORIES.map((directory) => [directory.name, directory.title[locale]]),
  ]);
