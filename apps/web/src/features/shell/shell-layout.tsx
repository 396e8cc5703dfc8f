import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Layout, theme } from 'antd';
import { Navigate, useLocation, useNavigate, type Location } from 'react-router';
import {
  HOME_ROUTE_PATH,
  findRoute,
  firstScreen,
  normalisePath,
  type ShellRoute,
} from '../../lib/permitted-routes';
import { setSidebarOpened, syncDevice, useUiSettings } from '../../lib/ui-settings';
import { listenForRejections } from './error-log-store';
import { Navbar } from './navbar';
import { SidebarMenu } from './sidebar';
import {
  addView,
  affixViews,
  closeAllViews,
  closeOtherViews,
  closeView,
  nextLocation,
  viewOf,
  type TabView,
} from './tabs-model';
import { useRouteTitle } from '../../lib/route-titles.i18n';
import { TagsView, type TabAction } from './tags-view';
import { ViewHost } from './view-host';

/** Sidebar widths (console.md §9); collapsed on desktop it keeps its icons. */
const SIDEBAR_WIDTH = 210;
const COLLAPSED_WIDTH = 54;
const REDIRECT_PREFIX = '/redirect';

/** A view kept alive: its route, the location it shows, and a key that a refresh changes. */
type KeptView = { route: ShellRoute; location: Location; generation: number };

/** The kept views by path, and the key generation the next new view gets. */
type KeepState = { views: Record<string, KeptView>; next: number };

/** A visit keeps the view (a new one, or the same one at its new location). */
const visitView = (state: KeepState, route: ShellRoute, location: Location): KeepState => {
  const existing = state.views[route.path];
  if (existing && existing.route === route) {
    if (existing.location.search === location.search) return state;
    return { ...state, views: { ...state.views, [route.path]: { ...existing, location } } };
  }
  return {
    views: { ...state.views, [route.path]: { route, location, generation: state.next } },
    next: state.next + 1,
  };
};

/** Dropped views unmount; when visited again they start afresh under a new key. */
const withoutViews = (state: KeepState, paths: readonly string[]): KeepState => {
  if (!paths.some((path) => path in state.views)) return state;
  const views = { ...state.views };
  for (const path of paths) delete views[path];
  return { ...state, views };
};

/** Where a shell path leads when it is not a screen: null means "show the screen". */
const redirectOf = (routes: readonly ShellRoute[], path: string, search: string): string | null => {
  if (path === '/') return HOME_ROUTE_PATH + search;
  // /redirect/{fullPath} re-enters a route; refresh uses it after dropping the kept screen.
  if (path === REDIRECT_PREFIX || path.startsWith(`${REDIRECT_PREFIX}/`))
    return (path.slice(REDIRECT_PREFIX.length) || '/') + search;
  const route = findRoute(routes, path);
  if (!route) return '/404';
  if (route.kind === 'screen') return null;
  if (route.kind === 'directory') return firstScreen(route)?.path ?? '/404';
  return '/404';
};

/**
 * The frame of every logged-in screen: sidebar, top bar, page tabs and the views. Visited views
 * stay mounted and hidden (keep-alive) so their filters, page and scroll survive a tab switch;
 * routes marked not cached are unmounted when left.
 */
/** Out of sight, still read by screen readers. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export const ShellLayout = ({ routes }: { routes: ShellRoute[] }) => {
  const titleOf = useRouteTitle();
  const location = useLocation();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const { sidebarOpened, device } = useUiSettings();
  const mobile = device === 'mobile';
  const path = normalisePath(location.pathname);
  const redirect = redirectOf(routes, path, location.search);
  const route = redirect === null ? findRoute(routes, path) : undefined;

  const [views, setViews] = useState<TabView[]>(() => affixViews(routes));
  const [keep, setKeep] = useState<KeepState>({ views: {}, next: 1 });
  const [visited, setVisited] = useState<Location | null>(null);
  const scrollPositions = useRef(new Map<string, number>());
  const previousPath = useRef<string | null>(null);

  // Visiting a screen opens its tab and shows (or keeps) its view. Done while rendering (React
  // re-renders at once), so the new view is on screen in the same commit, without a blank frame.
  if (route && visited !== location) {
    setVisited(location);
    setViews((current) => addView(current, viewOf(route, path + location.search)));
    setKeep((current) => visitView(current, route, location));
  }

  // A view that is left and not cached is dropped; kept views remember their scroll position.
  // A layout effect: it runs before the browser reports the scroll that hiding the old view
  // causes, so that scroll is never taken for the old view's position.
  useLayoutEffect(() => {
    const left = previousPath.current;
    previousPath.current = route?.path ?? null;
    if (!route || left === route.path) return;
    if (left) {
      const leftRoute = findRoute(routes, left);
      if (leftRoute?.noCache) setKeep((current) => withoutViews(current, [left]));
    }
    // Every route change starts at the top, except a kept view, which returns where it was.
    const saved = route.noCache ? undefined : scrollPositions.current.get(route.path);
    window.scrollTo({ top: saved ?? 0, left: 0 });
  }, [route, routes]);

  useEffect(() => {
    const onScroll = () => {
      if (previousPath.current) scrollPositions.current.set(previousPath.current, window.scrollY);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // Device follows the width; mobile starts and stays with the sidebar closed.
  useEffect(() => {
    syncDevice(window.innerWidth);
    if (window.innerWidth < 992) setSidebarOpened(false);
    const onResize = () => syncDevice(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  useEffect(listenForRejections, []);

  const dropViews = useCallback((paths: readonly string[]) => {
    setKeep((current) => withoutViews(current, paths));
    for (const dropped of paths) scrollPositions.current.delete(dropped);
  }, []);

  const onTabAction = useCallback(
    (action: TabAction, view: TabView) => {
      if (action === 'refresh') {
        // Forget the kept screen, then re-enter the route through /redirect.
        dropViews([view.path]);
        navigate(`${REDIRECT_PREFIX}${view.fullPath}`, { replace: true });
        return;
      }
      const remaining =
        action === 'close'
          ? closeView(views, view.path)
          : action === 'closeOthers'
            ? closeOtherViews(views, view.path)
            : closeAllViews(views);
      const removed = views.filter((existing) => !remaining.includes(existing));
      setViews(remaining);
      dropViews(removed.map((existing) => existing.path));
      // Close others from a tab that is not active opens that tab.
      const target =
        action === 'closeOthers' && view.path !== route?.path
          ? view.fullPath
          : nextLocation(remaining, route?.path ?? '');
      if (target) navigate(target);
    },
    [views, route, navigate, dropViews],
  );

  const keptViews = useMemo(() => Object.values(keep.views), [keep]);

  if (redirect !== null) return <Navigate to={redirect} replace />;

  const siderWidth = sidebarOpened ? SIDEBAR_WIDTH : mobile ? 0 : COLLAPSED_WIDTH;
  const closeOnMobile = () => mobile && setSidebarOpened(false);

  return (
    <Layout style={{ minHeight: '100vh' }} data-testid="shell" data-device={device}>
      <Layout.Sider
        data-testid="sidebar"
        data-opened={sidebarOpened}
        width={SIDEBAR_WIDTH}
        collapsedWidth={mobile ? 0 : COLLAPSED_WIDTH}
        collapsed={!sidebarOpened}
        trigger={null}
        style={{
          position: 'fixed',
          insetBlock: 0,
          insetInlineStart: 0,
          // Above its backdrop on mobile only: on desktop it must stay below dialogs (1000).
          zIndex: mobile ? 1001 : 100,
          overflowY: 'auto',
          overflowX: 'hidden',
        }}
      >
        <SidebarMenu
          routes={routes}
          path={route?.path ?? path}
          collapsed={!sidebarOpened}
          onNavigate={closeOnMobile}
        />
      </Layout.Sider>
      {mobile && sidebarOpened ? (
        <div
          data-testid="sidebar-backdrop"
          aria-hidden
          onClick={() => setSidebarOpened(false)}
          style={{ position: 'fixed', inset: 0, zIndex: 1000, background: 'rgba(0, 0, 0, 0.3)' }}
        />
      ) : null}
      <Layout style={{ marginInlineStart: mobile ? 0 : siderWidth, transition: 'margin 0.2s' }}>
        <div style={{ position: 'sticky', top: 0, zIndex: 9 }}>
          <Navbar routes={routes} path={route?.path ?? path} mobile={mobile} />
          <TagsView views={views} activePath={route?.path ?? ''} onAction={onTabAction} />
        </div>
        <Layout.Content
          data-testid="app-main"
          style={{ padding: 16, background: token.colorBgLayout, minWidth: 0 }}
        >
          {keptViews.map((view) => (
            <section
              key={`${view.route.path}#${view.generation}`}
              data-testid="view"
              data-path={view.route.path}
              hidden={view.route.path !== route?.path}
              aria-labelledby={`view-title-${view.generation}`}
            >
              {/* Each screen's heading for screen readers: the title its tab and menu show. */}
              <h1 id={`view-title-${view.generation}`} style={VISUALLY_HIDDEN}>
                {titleOf(view.route.name)}
              </h1>
              <ViewHost route={view.route} location={view.location} />
            </section>
          ))}
        </Layout.Content>
      </Layout>
    </Layout>
  );
};
