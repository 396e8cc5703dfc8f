import { Suspense, lazy, useMemo, type ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import {
  HOME_ROUTE_PATH,
  findRoute,
  firstScreen,
  normalisePath,
  type ShellRoute,
} from '../../lib/permitted-routes';
import type { ScreenLoader } from '../../lib/screen-table';

const lazyScreens = new Map<ScreenLoader, ComponentType>();
const screenOf = (loader: ScreenLoader): ComponentType => {
  let component = lazyScreens.get(loader);
  if (!component) {
    component = lazy(async () => ({ default: await loader() }));
    lazyScreens.set(loader, component);
  }
  return component;
};

/** The frame around every logged-in screen. */
export const ShellLayout = ({ routes }: { routes: ShellRoute[] }) => {
  const { pathname, search } = useLocation();
  const path = normalisePath(pathname);
  const route = useMemo(() => findRoute(routes, path), [routes, path]);
  if (path === '/') return <Navigate to={HOME_ROUTE_PATH + search} replace />;
  if (path.startsWith('/redirect/')) return <Navigate to={path.slice('/redirect'.length) + search} replace />;
  if (!route) return <Navigate to="/404" replace />;
  if (route.kind !== 'screen') {
    const first = firstScreen(route);
    return <Navigate to={first?.path ?? '/404'} replace />;
  }
  const Screen = route.loader ? screenOf(route.loader) : null;
  return (
    <Suspense fallback={<PageLoading />}>{Screen ? <Screen /> : <div>{route.path}</div>}</Suspense>
  );
};
