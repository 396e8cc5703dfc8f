import type { ShellRoute } from '../../lib/permitted-routes';

/** A visited view shown as a page tab. */
export type TabView = {
  path: string;
  /** Path with query: where the tab goes back to. */
  fullPath: string;
  name: string;
  affix: boolean;
  noCache: boolean;
};

export const viewOf = (route: ShellRoute, fullPath: string = route.path): TabView => ({
  path: route.path,
  fullPath,
  name: route.name,
  affix: route.affix,
  noCache: route.noCache,
});

/** Affixed routes open as tabs from the start, in route order. */
export const affixViews = (routes: readonly ShellRoute[]): TabView[] => {
  const walk = (list: readonly ShellRoute[]): TabView[] =>
    list.flatMap((route) => [
      ...(route.kind === 'screen' && route.affix ? [viewOf(route)] : []),
      ...walk(route.children),
    ]);
  return walk(routes);
};

/** Visiting a view adds its tab once; a later visit with another query updates where it returns. */
export const addView = (views: readonly TabView[], view: TabView): TabView[] => {
  const index = views.findIndex((existing) => existing.path === view.path);
  if (index < 0) return [...views, view];
  if (views[index]!.fullPath === view.fullPath) return [...views];
  return views.map((existing, i) =>
    i === index ? { ...existing, fullPath: view.fullPath } : existing,
  );
};

/** Affixed tabs cannot be closed. */
export const closeView = (views: readonly TabView[], path: string): TabView[] =>
  views.filter((view) => view.affix || view.path !== path);

export const closeOtherViews = (views: readonly TabView[], path: string): TabView[] =>
  views.filter((view) => view.affix || view.path === path);

export const closeAllViews = (views: readonly TabView[]): TabView[] =>
  views.filter((view) => view.affix);

/**
 * Where to go after closing tabs: nowhere while the active tab is still open; otherwise the
 * last remaining tab, or `/` when none is left (console.md §2).
 */
export const nextLocation = (remaining: readonly TabView[], activePath: string): string | null => {
  if (remaining.some((view) => view.path === activePath)) return null;
  return remaining.at(-1)?.fullPath ?? '/';
};
