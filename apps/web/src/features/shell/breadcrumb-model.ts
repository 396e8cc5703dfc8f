import { HOME_ROUTE_PATH, routeTrail, type ShellRoute } from '../../lib/permitted-routes';

export type BreadcrumbEntry = {
  name: string;
  /** Where the entry links to; null when it is not clickable. */
  link: string | null;
};

/**
 * The breadcrumb of a path: the dashboard first (except on the dashboard itself), then the
 * route's ancestors and the route. Entries marked no-redirect, and the last one, are not links.
 */
export const breadcrumbOf = (routes: readonly ShellRoute[], path: string): BreadcrumbEntry[] => {
  const trail = routeTrail(routes, path);
  const onDashboard = trail.length === 1 && trail[0]!.path === HOME_ROUTE_PATH;
  const chain = onDashboard
    ? trail
    : [
        { name: 'dashboard', path: HOME_ROUTE_PATH, noRedirect: false },
        ...trail.filter((route) => route.path !== HOME_ROUTE_PATH),
      ];
  return chain.map((route, index) => ({
    name: route.name,
    link: route.noRedirect || index === chain.length - 1 ? null : route.path,
  }));
};
