import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { saveSession } from '../lib/session-store';

/** Where the router is now, for tests that follow a navigation. */
const Where = () => {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
};

/** Renders a screen as the logged-in user with these authorities, inside the app's providers. */
export const renderScreen = (
  screen: ReactNode,
  visibleMap: Record<string, boolean>,
  path = '/',
) => {
  saveSession(
    {
      token: 't',
      userId: 1,
      organId: 10,
      tenantId: 10,
      organPath: '/1/10/',
      userName: 'Ada',
      roles: ['admin'],
    },
    visibleMap,
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AntdApp>
        <MemoryRouter initialEntries={[path]}>
          <Where />
          <Routes>
            <Route path="*" element={screen} />
          </Routes>
        </MemoryRouter>
      </AntdApp>
    </QueryClientProvider>,
  );
};
