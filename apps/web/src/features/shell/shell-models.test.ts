import { describe, expect, it } from 'vitest';
import { AUTHORITY_TYPES } from '@retail/contract';
import type { MenuRoute } from '../../lib/permission';
import { buildShellRoutes } from '../../lib/permitted-routes';
import { breadcrumbOf } from './breadcrumb-model';
import { SEARCH_OPTIONS, createRouteSearch, searchItems } from './route-search-model';
import {
  addView,
  affixViews,
  closeAllViews,
  closeOtherViews,
  closeView,
  nextLocation,
  type TabView,
} from './tabs-model';

const menu = (
  name: string,
  path: string,
  type: number,
  children: MenuRoute[] = [],
  hidden = false,
): MenuRoute => ({ name, icon: null, path, code: name, type, hidden, children });

const routes = buildShellRoutes(
  [
    menu('table', '/table', AUTHORITY_TYPES.directory, [
      menu('dragTable', '/table/drag-table', AUTHORITY_TYPES.menu),
      menu('complexTable', '/table/complex-table', AUTHORITY_TYPES.menu),
    ]),
    menu('systemManage', '/system', AUTHORITY_TYPES.directory, [
      menu('user', '/user/index', AUTHORITY_TYPES.menu),
      menu('userDetail', '/user/detail/index', AUTHORITY_TYPES.menu, [], true),
    ]),
  ],
  {},
);

const TITLES: Record<string, string> = {
  dashboard: 'Dashboard',
  table: 'Table',
  dragTable: 'Drag table',
  complexTable: 'Complex table',
  systemManage: 'System',
  user: 'Users',
  userDetail: 'User details',
  guide: 'Guide',
};
const ZH: Record<string, string> = {
  ...TITLES,
  table: '表格',
  dragTable: '拖拽表格',
  complexTable: '综合表格',
  user: '用户管理',
};

describe('breadcrumb', () => {
  it('starts with the dashboard, and only ancestors that redirect are links', () => {
    expect(breadcrumbOf(routes, '/table/drag-table')).toEqual([
      { name: 'dashboard', link: '/dashboard' },
      { name: 'table', link: null },
      { name: 'dragTable', link: null },
    ]);
  });

  it('is the dashboard alone, not clickable, on the dashboard', () => {
    expect(breadcrumbOf(routes, '/dashboard')).toEqual([{ name: 'dashboard', link: null }]);
  });

  it('shows a top-level screen after the dashboard link', () => {
    expect(breadcrumbOf(routes, '/guide/index')).toEqual([
      { name: 'dashboard', link: '/dashboard' },
      { name: 'guide', link: null },
    ]);
  });
});

describe('route search', () => {
  it('uses the weights and threshold of console.md §9', () => {
    expect(SEARCH_OPTIONS.threshold).toBe(0.4);
    expect(SEARCH_OPTIONS.keys).toEqual([
      { name: 'title', weight: 0.7 },
      { name: 'path', weight: 0.3 },
    ]);
  });

  it('finds a screen by its title in the current language, fuzzily, and by its path', () => {
    const english = createRouteSearch(searchItems(routes, (name) => TITLES[name] ?? name));
    expect(english('drag')[0]?.path).toBe('/table/drag-table');
    expect(english('complx tabel')[0]?.path).toBe('/table/complex-table');
    expect(english('user/index')[0]?.path).toBe('/user/index');
    const chinese = createRouteSearch(searchItems(routes, (name) => ZH[name] ?? name));
    expect(chinese('拖拽')[0]?.path).toBe('/table/drag-table');
    expect(chinese('用户')[0]?.title).toEqual(['System', '用户管理']);
  });

  it('never offers hidden routes, directories, or matches far from the query', () => {
    const items = searchItems(routes, (name) => TITLES[name] ?? name);
    expect(items.map((item) => item.path)).not.toContain('/user/detail/index');
    expect(items.map((item) => item.path)).not.toContain('/guide/index');
    expect(items.map((item) => item.path)).not.toContain('/table');
    const search = createRouteSearch(items);
    expect(search('User details')).toEqual([]);
    expect(search('zzzzqqq')).toEqual([]);
    expect(search('   ')).toEqual([]);
  });
});

const view = (path: string, affix = false): TabView => ({
  path,
  fullPath: path,
  name: path,
  affix,
  noCache: false,
});

describe('page tabs', () => {
  const home = view('/dashboard', true);
  const a = view('/a');
  const b = view('/b');
  const c = view('/c');

  it('opens affixed routes first and adds each visited view once', () => {
    expect(affixViews(routes).map((tab) => tab.path)).toEqual(['/dashboard']);
    const tabs = addView(addView(addView([home], a), b), a);
    expect(tabs.map((tab) => tab.path)).toEqual(['/dashboard', '/a', '/b']);
    const requeried = addView(tabs, { ...a, fullPath: '/a?page=2' });
    expect(requeried.find((tab) => tab.path === '/a')?.fullPath).toBe('/a?page=2');
  });

  it('never closes an affixed tab', () => {
    expect(closeView([home, a], '/dashboard')).toEqual([home, a]);
    expect(closeOtherViews([home, a, b, c], '/b')).toEqual([home, b]);
    expect(closeAllViews([home, a, b])).toEqual([home]);
  });

  it('after closing the active tab goes to the last remaining tab, or / when none is left', () => {
    expect(nextLocation(closeView([home, a, b, c], '/c'), '/c')).toBe('/b');
    expect(nextLocation(closeView([home, a, b, c], '/a'), '/c')).toBeNull();
    expect(nextLocation(closeView([a], '/a'), '/a')).toBe('/');
    expect(nextLocation(closeAllViews([home, a]), '/a')).toBe('/dashboard');
  });
});
