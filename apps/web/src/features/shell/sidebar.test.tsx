// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AUTHORITY_TYPES } from '@retail/contract';
import type { MenuRoute } from '../../lib/permission';
import { buildShellRoutes } from '../../lib/permitted-routes';
import { SidebarMenu } from './sidebar';

afterEach(cleanup);

const node = (
  name: string,
  path: string,
  type: number,
  children: MenuRoute[] = [],
  hidden = false,
): MenuRoute => ({ name, icon: null, path, code: name, type, hidden, children });

const routes = buildShellRoutes(
  [
    node('table', '/table', AUTHORITY_TYPES.directory, [
      node('dragTable', '/table/drag-table', AUTHORITY_TYPES.menu),
      node('storeDetail', '/storeDetail/index', AUTHORITY_TYPES.menu, [], true),
    ]),
    node('docs', 'https://example.org/docs', AUTHORITY_TYPES.menu),
  ],
  {},
);

const Where = () => <output data-testid="where">{useLocation().pathname}</output>;

const renderMenu = () =>
  render(
    <MemoryRouter initialEntries={['/table/drag-table']}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <SidebarMenu
                routes={routes}
                path="/table/drag-table"
                collapsed={false}
                onNavigate={() => undefined}
              />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );

describe('sidebar menu', () => {
  it('lists visible routes with nested submenus, never hidden ones', () => {
    renderMenu();
    expect(screen.getByText('Dashboard')).toBeTruthy();
    expect(screen.getByText('Table')).toBeTruthy();
    // The submenu of the current route is open.
    expect(screen.getByText('Drag table')).toBeTruthy();
    expect(screen.queryByText('Guide')).toBeNull();
    expect(screen.queryByText('Store details')).toBeNull();
  });

  it('opens external links in a new tab and navigates to screens', () => {
    renderMenu();
    const link = screen.getByText('docs').closest('a');
    expect(link?.getAttribute('href')).toBe('https://example.org/docs');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toContain('noopener');
    fireEvent.click(screen.getByText('Dashboard'));
    expect(screen.getByTestId('where').textContent).toBe('/dashboard');
  });
});
