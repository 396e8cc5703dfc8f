import { useEffect, useMemo, useState } from 'react';
import { Menu, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { useMessages } from '../../lib/i18n/feature-messages';
import { routeTrail, type ShellRoute } from '../../lib/permitted-routes';
import { useRouteTitle } from '../../lib/route-titles.i18n';
import { menuIcon } from './menu-icons';
import { shellMessages } from './shell.i18n';

type MenuItem = Required<MenuProps>['items'][number];

/** Menu keys are paths; a directory's key is marked so it never clashes with its first child. */
const dirKey = (route: ShellRoute) => `dir:${route.path}:${route.name}`;

const itemsOf = (routes: readonly ShellRoute[], titleOf: (name: string) => string): MenuItem[] =>
  routes
    .filter((route) => !route.hidden)
    .map((route): MenuItem => {
      const label = titleOf(route.name);
      if (route.kind === 'directory')
        return {
          key: dirKey(route),
          icon: menuIcon(route.icon),
          label,
          children: itemsOf(route.children, titleOf),
        };
      if (route.kind === 'external')
        return {
          key: route.path,
          icon: menuIcon(route.icon),
          label: (
            <a href={route.path} target="_blank" rel="noopener noreferrer">
              {label}
            </a>
          ),
        };
      return { key: route.path, icon: menuIcon(route.icon), label };
    });

/** The sidebar menu: permitted, visible routes with nested submenus; external links open a new tab. */
export const SidebarMenu = ({
  routes,
  path,
  collapsed,
  onNavigate,
}: {
  routes: readonly ShellRoute[];
  path: string;
  collapsed: boolean;
  onNavigate: () => void;
}) => {
  const t = useMessages(shellMessages);
  const titleOf = useRouteTitle();
  const navigate = useNavigate();
  const items = useMemo(() => itemsOf(routes, titleOf), [routes, titleOf]);
  const trailKeys = useMemo(
    () =>
      routeTrail(routes, path)
        .filter((route) => route.kind === 'directory')
        .map(dirKey),
    [routes, path],
  );
  const [openKeys, setOpenKeys] = useState<string[]>(trailKeys);
  // Opening a route elsewhere (tab, search) opens its submenus too.
  useEffect(() => {
    setOpenKeys((open) => [...new Set([...open, ...trailKeys])]);
  }, [trailKeys]);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (/^(https?:|mailto:|tel:)/i.test(key)) return; // the link itself opens the new tab
    navigate(key);
    onNavigate();
  };

  return (
    <Menu
      data-testid="sidebar-menu"
      aria-label={t('nav.sidebar')}
      mode="inline"
      theme="dark"
      inlineCollapsed={collapsed}
      items={items}
      selectedKeys={[path]}
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      onClick={onClick}
      style={{ borderInlineEnd: 0 }}
    />
  );
};
