import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoading } from '../components/page-loading';
import { decideAccess } from '../lib/route-access';
import { useSession } from '../lib/session-store';

/** Applies the access rules to every route below it, then shows the (lazily loaded) screen. */
export const AccessGuard = () => {
  const { pathname, search } = useLocation();
  const { token } = useSession();
  const target = decideAccess(pathname, search, Boolean(token));
  if (target) return <Navigate to={target} replace />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
};
