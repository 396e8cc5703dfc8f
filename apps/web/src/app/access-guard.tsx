import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { decideAccess } from '../lib/route-access';
import { useSession } from '../lib/session-store';

/** Shown while the first chunk of a route arrives; plain, since antd may not be loaded yet. */
const RouteLoading = () => {
  const { t } = useTranslation();
  return (
    <div role="status" style={{ padding: '30vh 0', textAlign: 'center', color: '#999' }}>
      {t('app.loading')}
    </div>
  );
};

/** Applies the access rules to every route below it, then shows the (lazily loaded) screen. */
export const AccessGuard = () => {
  const { pathname, search } = useLocation();
  const { token } = useSession();
  const target = decideAccess(pathname, search, Boolean(token));
  if (target) return <Navigate to={target} replace />;
  return (
    <Suspense fallback={<RouteLoading />}>
      <Outlet />
    </Suspense>
  );
};
