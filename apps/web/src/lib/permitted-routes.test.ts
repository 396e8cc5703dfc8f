import { describe, expect, it } from 'vitest';
import { AUTHORITY_TYPES } from '@retail/contract';
import type { MenuRoute } from './permission';
import {
  buildShellRoutes,
  findRoute,
  firstScreen,
  flattenRoutes,
  routeTrail,
} from './permitted-routes';

const menu = (
  name: string,
  path: string | null,
  type: number,
  children: MenuRoute[] = [],
  hidden = false,
): MenuRoute => ({ name, icon: null, path, code: name.toUpperCase(), type, hidden, children });

const dashboardScreen = async () => () => null;
const userScreen = async () => () => null;
const screens = { '/dashboard': dashboardScreen, '/user/index': userScreen };

const tree: MenuRoute[] = [
  menu('dashboard', '/dashboard', AUTHORITY_TYPES.menu),
  menu('systemManage', '/system', AUTHORITY_TYPES.directory, [
    menu('user', '/user/index', AUTHORITY_TYPES.menu),
    menu('userDetail', '/user/detail/index', AUTHORITY_TYPES.menu, [], true),
    menu('role', '/role/index/', AUTHORITY_TYPES.menu),
  ]),
  menu('docs', 'https://example.org/docs', AUTHORITY_TYPES.menu),
];

describe('permitted routes', () => {
  const routes = buildShellRoutes(tree, screens);

  it('maps menu nodes to their screens and keeps a permitted path without a screen routable', () => {
    expect(findRoute(routes, '/user/index')?.loader).toBe(userScreen);
    const role = findRoute(routes, '/role/index');
    expect(role?.kind).toBe('screen');
    expect(role?.loader).toBeNull();
  });

  it('starts with the static routes: the dashboard affixed and not cached, the guide hidden', () => {
    const [dashboard, guide] = routes;
    expect(dashboard).toMatchObject({ path: '/dashboard', affix: true, noCache: true });
    expect(dashboard?.loader).toBe(dashboardScreen);
    expect(guide).toMatchObject({ path: '/guide/index', hidden: true });
    // The permitted dashboard node does not appear twice.
    expect(flattenRoutes(routes).filter((route) => route.path === '/dashboard')).toHaveLength(1);
  });

  it('makes directories no-redirect groups that open their first visible screen', () => {
    const system = findRoute(routes, '/system');
    expect(system).toMatchObject({ kind: 'directory', noRedirect: true });
    expect(firstScreen(system!)?.path).toBe('/user/index');
  });

  it('treats http(s) urls as external links, never as screens', () => {
    const docs = findRoute(routes, 'https://example.org/docs');
    expect(docs?.kind).toBe('external');
    expect(docs?.loader).toBeNull();
  });

  it('gives the trail from the top level to a screen', () => {
    expect(routeTrail(routes, '/user/detail/index').map((route) => route.name)).toEqual([
      'systemManage',
      'userDetail',
    ]);
    expect(routeTrail(routes, '/nowhere')).toEqual([]);
  });

  it('has no route for a path the user was not granted', () => {
    expect(findRoute(routes, '/organ/index')).toBeUndefined();
    expect(findRoute(buildShellRoutes([], screens), '/user/index')).toBeUndefined();
  });
});
