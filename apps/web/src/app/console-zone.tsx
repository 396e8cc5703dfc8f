import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../components/page-loading';
import { Providers } from './providers';

/**
 * Everything but the login screen: antd (theme, locale, messages), the query client and the
 * HTTP client's dialogs around the screens below. A chunk of its own (routes.tsx), so that the
 * login route loads none of it.
 */
export const ConsoleZone = () => (
  <Providers>
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  </Providers>
);
