import type { MenuRoute } from './permission';
import type { ScreenLoader, ScreenTable } from './screen-table';

/**
 * A route of the console shell: a permitted menu node (or a static route) joined to its screen.
 * - `directory`: groups children; visiting it opens its first routable child.
 * - `screen`: a screen at `path`; `loader` null means the screen is not built yet.
 * - `external`: an http(s) link the sidebar opens in a new tab.
 */
export type ShellRoute = {
  kind: 'directory' | 'screen' | 'external';
  /** Route key: the authority node `name`, also the key of its title. */
  name: string;
  path: string;
  icon: string | null;
  /** Routable but not in the sidebar nor in the route search. */
  hidden: boolean;
  /** Tab that cannot be closed. */
  affix: boolean;
  /** Not kept alive: the screen remounts each time it is opened. */
  noCache: boolean;
  /** Breadcrumb entry that is not a link. */
  noRedirect: boolean;
  loader: ScreenLoader | null;
  children: ShellRoute[];
};

export const HOME_ROUTE_PATH = '/dashboard';
export const GUIDE_ROUTE_PATH = '/guide/index';

const EXTERNAL = /^(https?:|mailto:|tel:)/i;
export const isExternalPath = (path: string): boolean => EXTERNAL.test(path);

/** `/a/b/` and `/a/b` are the same route. */
export const normalisePath = (path: string): string =>
  path.length > 1 ? path.replace(/\/+$/, '') : path;

type StaticRoute = Pick<ShellRoute, 'name' | 'path' | 'icon' | 'hidden' | 'affix' | 'noCache'>;

/** Routes every logged-in user has, whatever the authorities (console.md §2). */
export const STATIC_ROUTES: readonly StaticRoute[] = [
  // The main page 首页: affixed, not cached.
  {
    name: 'dashboard',
    path: HOME_ROUTE_PATH,
    icon: 'dashboard',
    hidden: false,
    affix: true,
    noCache: true,
  },
  {
    name: 'guide',
    path: GUIDE_ROUTE_PATH,
    icon: 'guide',
    hidden: true,
    affix: false,
    noCache: false,
  },
];

const fromMenu = (node: MenuRoute, screens: ScreenTable): ShellRoute | null => {
  const path = node.path ? normalisePath(node.path) : null;
  const children = node.children
    .map((child) => fromMenu(child, screens))
    .filter((child): child is ShellRoute => child !== null);
  const base = {
    name: node.name,
    icon: node.icon,
    hidden: node.hidden,
    affix: false,
    noCache: false,
    loader: null,
    children,
  };
  if (path && isExternalPath(path))
    return { ...base, kind: 'external', path, noRedirect: true, children: [] };
  // A node with children is a directory even when typed as a menu: it has no screen of its own.
  if (node.type === 1 || children.length > 0) {
    if (!path && children.length === 0) return null;
    return { ...base, kind: 'directory', path: path ?? children[0]!.path, noRedirect: true };
  }
  if (!path) return null;
  return { ...base, kind: 'screen', path, noRedirect: false, loader: screens[path] ?? null };
};

/**
 * The shell's routes: the static routes, then the permitted menu routes (type 1 and 2; buttons
 * never became menu routes) mapped to screens through the screen table. A permitted path with
 * no screen stays a route (its screen shows "not available yet") instead of breaking the app.
 */
export const buildShellRoutes = (
  menu: readonly MenuRoute[],
  screens: ScreenTable,
): ShellRoute[] => {
  const permitted = menu
    .map((node) => fromMenu(node, screens))
    .filter((route): route is ShellRoute => route !== null);
  const statics = STATIC_ROUTES.map((route): ShellRoute => {
    const granted = findRoute(permitted, route.path);
    return {
      ...route,
      // The permitted node keeps its icon; the static flags (affix, not cached) win.
      icon: granted?.icon ?? route.icon,
      kind: 'screen',
      noRedirect: false,
      loader: screens[route.path] ?? null,
      children: [],
    };
  });
  const staticPaths = new Set(statics.map((route) => route.path));
  return [...statics, ...withoutPaths(permitted, staticPaths)];
};

const withoutPaths = (routes: ShellRoute[], paths: Set<string>): ShellRoute[] =>
  routes
    .filter((route) => !(route.kind === 'screen' && paths.has(route.path)))
    .map((route) => ({ ...route, children: withoutPaths(route.children, paths) }));

/** Every route, parents before children. */
export const flattenRoutes = (routes: readonly ShellRoute[]): ShellRoute[] =>
  routes.flatMap((route) => [route, ...flattenRoutes(route.children)]);

/** The route at a path (screens first: a directory may share its first child's path). */
export const findRoute = (routes: readonly ShellRoute[], path: string): ShellRoute | undefined => {
  const target = normalisePath(path);
  const all = flattenRoutes(routes).filter((route) => route.path === target);
  return all.find((route) => route.kind === 'screen') ?? all[0];
};

/** The chain of routes from the top level down to the route at `path` (for the breadcrumb). */
export const routeTrail = (routes: readonly ShellRoute[], path: string): ShellRoute[] => {
  const target = normalisePath(path);
  for (const route of routes) {
    if (route.kind === 'screen' && route.path === target) return [route];
    const below = routeTrail(route.children, target);
    if (below.length > 0) return [route, ...below];
  }
  return [];
};

/** The first screen below a route (visiting a directory opens it). */
export const firstScreen = (route: ShellRoute): ShellRoute | undefined => {
  if (route.kind === 'screen') return route;
  for (const child of route.children) {
    if (child.hidden) continue;
    const found = firstScreen(child);
    if (found) return found;
  }
  return undefined;
};
