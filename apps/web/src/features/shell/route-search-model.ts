import Fuse, { type IFuseOptions } from 'fuse.js';
import type { ShellRoute } from '../../lib/permitted-routes';

/** A screen the route search can find: its title chain in the current language and its path. */
export type SearchItem = {
  path: string;
  /** Titles from the top-level menu down to the screen. */
  title: string[];
};

/** Route search settings (console.md §9): titles weigh 0.7, paths 0.3, threshold 0.4. */
export const SEARCH_OPTIONS: IFuseOptions<SearchItem> = {
  shouldSort: true,
  threshold: 0.4,
  minMatchCharLength: 1,
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'path', weight: 0.3 },
  ],
};

/** Every visible screen (hidden routes and their subtrees excluded; external links too). */
export const searchItems = (
  routes: readonly ShellRoute[],
  titleOf: (name: string) => string,
  parents: string[] = [],
): SearchItem[] =>
  routes
    .filter((route) => !route.hidden && route.kind !== 'external')
    .flatMap((route) => {
      const title = [...parents, titleOf(route.name)];
      const own: SearchItem[] = route.kind === 'screen' ? [{ path: route.path, title }] : [];
      return [...own, ...searchItems(route.children, titleOf, title)];
    });

export type RouteSearch = (query: string) => SearchItem[];

export const createRouteSearch = (items: readonly SearchItem[]): RouteSearch => {
  const fuse = new Fuse(items, SEARCH_OPTIONS);
  return (query) => (query.trim() ? fuse.search(query.trim()).map((result) => result.item) : []);
};
