// The console shell of issue 3: permitted menus, guarded buttons, page tabs, breadcrumb and
// route search, in a real browser against the real server.
import { DEMO_ACCOUNTS } from '../apps/server/src/db/seed/demo-accounts';
import { describe, expect, it } from 'vitest';
import { api, apiLogin } from './support/admin';
import { adminCredentials, useBrowser } from './support/browser';
import { logIn, waitForPath } from './support/console';
import {
  currentPath,
  menuItem,
  openFromMenu,
  tab,
  tabAction,
  tabMenuEntries,
  tabPaths,
  topMenuTitles,
  view,
} from './support/shell';

const account = (userName: string) => {
  const found = DEMO_ACCOUNTS.find((entry) => entry.userName === userName);
  if (!found) throw new Error(`No demo account ${userName}`);
  return found;
};

describe('permitted menus and guarded buttons', () => {
  const browser = useBrowser();

  it('the platform admin, a tenant admin and a store operator see different menus and shortcuts', async () => {
    const { page } = browser;
    await logIn(page, adminCredentials());
    const adminMenu = await topMenuTitles(page);
    expect(adminMenu).toEqual(
      expect.arrayContaining(['Dashboard', 'System', 'Stores', 'Charts', 'Nested routes']),
    );
    await page.getByTestId('sidebar-menu').getByText('System', { exact: true }).click();
    await menuItem(page, 'Authorities').waitFor();
    // Every shortcut of the dashboard is granted to the platform admin.
    for (const key of ['users', 'authorities', 'stores', 'specificationGroups'])
      await page.getByTestId(`shortcut-${key}`).waitFor();

    await browser.context.clearCookies();
    await page.evaluate(() => sessionStorage.clear());
    await logIn(page, account('sunrise.admin'));
    await page.getByTestId('sidebar-menu').getByText('System', { exact: true }).click();
    await menuItem(page, 'Users').waitFor();
    expect(await menuItem(page, 'Authorities').count()).toBe(0);
    await page.getByTestId('shortcut-users').waitFor();
    // The tenant admin lacks AUTHORITY_LIST: its guarded button is not rendered at all.
    expect(await page.getByTestId('shortcut-authorities').count()).toBe(0);

    await page.evaluate(() => sessionStorage.clear());
    await logIn(page, account('sunrise.store'));
    const storeMenu = await topMenuTitles(page);
    // Store operators take part in approvals (their to-do, their processes): the seed grants it.
    expect(storeMenu).toEqual(['Dashboard', 'Files', 'Stores', 'Goods', 'Approvals']);
    await page.getByTestId('shortcut-stores').waitFor();
    for (const key of ['users', 'authorities', 'specificationGroups'])
      expect(await page.getByTestId(`shortcut-${key}`).count(), key).toBe(0);
    // A route the operator was not granted does not exist for them.
    await page.goto('/charts/line');
    await waitForPath(page, '/404');
  });

  it('a permitted screen that no feature provides yet shows a placeholder, not a crash', async () => {
    const { page } = browser;
    // Every seeded screen has its feature now: a menu node added through the authority tree
    // (its creator holds it) stands for one that has none yet, and goes again at the end.
    const run = Date.now().toString(36);
    const path = `/e2ePlaceholder${run}/index`;
    const token = await apiLogin(adminCredentials());
    const node = await api<{ id: number }>(token, 'PATCH', '/api/admin/authority/edit', {
      parentId: null,
      name: `e2ePlaceholder${run}`,
      code: `E2E_PLACEHOLDER_${run.toUpperCase()}`,
      type: 2,
      url: path,
    });
    try {
      await logIn(page, adminCredentials());
      await page.goto(path);
      await page.getByTestId('screen-not-available').waitFor();
      expect(await page.getByTestId('screen-not-available').textContent()).toContain(path);
    } finally {
      await api(token, 'DELETE', `/api/admin/authority/remove?id=${node.id}`);
    }
  });
});

describe('page tabs', () => {
  const browser = useBrowser();

  it('keeps state across tabs, refreshes, closes others and all, and never closes the affixed tab', async () => {
    const { page } = browser;
    await logIn(page, adminCredentials());
    await openFromMenu(page, ['Nested routes', 'Menu 2'], '/nested/menu2');
    await view(page, '/nested/menu2').getByTestId('nested-note').fill('kept while away');
    await openFromMenu(page, ['Table', 'Drag table'], '/table/drag-table');
    await openFromMenu(page, ['Complex table'], '/table/complex-table');
    expect(await tabPaths(page)).toEqual([
      '/dashboard',
      '/nested/menu2',
      '/table/drag-table',
      '/table/complex-table',
    ]);

    // Back on a kept tab: the text typed there is still there.
    await tab(page, '/nested/menu2').click();
    await waitForPath(page, '/nested/menu2');
    expect(await view(page, '/nested/menu2').getByTestId('nested-note').inputValue()).toBe(
      'kept while away',
    );

    // Refresh remounts the screen on the same path.
    await tabAction(page, '/nested/menu2', 'Refresh');
    await waitForPath(page, '/nested/menu2');
    await expect
      .poll(() => view(page, '/nested/menu2').getByTestId('nested-note').inputValue())
      .toBe('');

    // The affixed dashboard offers no close; the others do.
    expect(await tabMenuEntries(page, '/dashboard')).toEqual([
      'Refresh',
      'Close others',
      'Close all',
    ]);
    expect(await tabMenuEntries(page, '/table/drag-table')).toEqual([
      'Refresh',
      'Close',
      'Close others',
      'Close all',
    ]);
    expect(await tab(page, '/dashboard').getByTestId('tab-close').count()).toBe(0);

    // Close others from the drag table: it becomes the active tab, the dashboard stays.
    await tabAction(page, '/table/drag-table', 'Close others');
    await waitForPath(page, '/table/drag-table');
    expect(await tabPaths(page)).toEqual(['/dashboard', '/table/drag-table']);
    expect(await view(page, '/nested/menu2').count()).toBe(0);

    // Closing the active tab goes to the last remaining tab.
    await openFromMenu(page, ['Complex table'], '/table/complex-table');
    await tab(page, '/table/complex-table').getByTestId('tab-close').click();
    await waitForPath(page, '/table/drag-table');
    expect(await tabPaths(page)).toEqual(['/dashboard', '/table/drag-table']);

    // Close all keeps the affixed tab and goes there.
    await tabAction(page, '/table/drag-table', 'Close all');
    await waitForPath(page, '/dashboard');
    expect(await tabPaths(page)).toEqual(['/dashboard']);
  });

  it('a kept list screen keeps its filters and page; the not-cached dashboard starts over', async () => {
    const { page } = browser;
    await logIn(page, adminCredentials());
    await openFromMenu(page, ['Table', 'Complex table'], '/table/complex-table');
    const complex = view(page, '/table/complex-table');
    await complex.getByTestId('complex-search').locator('input').fill('Harbour');
    await complex.getByTestId('complex-search').locator('input').press('Enter');
    await expect.poll(() => complex.locator('.ant-table-row').count()).toBeLessThan(20);
    const filtered = await complex.locator('.ant-table-row').count();
    expect(filtered).toBeGreaterThan(0);
    for (const title of await complex.locator('.ant-table-row td:nth-child(3)').allTextContents())
      expect(title).toContain('Harbour');

    await tab(page, '/dashboard').click();
    await waitForPath(page, '/dashboard');
    await tab(page, '/table/complex-table').click();
    await waitForPath(page, '/table/complex-table');
    expect(await complex.getByTestId('complex-search').locator('input').inputValue()).toBe(
      'Harbour',
    );
    expect(await complex.locator('.ant-table-row').count()).toBe(filtered);
    // The dashboard is not cached: it is not kept while another tab is active.
    expect(await view(page, '/dashboard').count()).toBe(0);

    // A route change starts at the top; a kept view returns to where it was scrolled.
    await complex.getByTestId('complex-sort').click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .getByText('ID descending', { exact: true })
      .click();
    await complex.getByTestId('complex-search').locator('input').fill('');
    await complex.getByTestId('complex-search').locator('input').press('Enter');
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    const scrolled = await page.evaluate(() => window.scrollY);
    await openFromMenu(page, ['Drag table'], '/table/drag-table');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await tab(page, '/table/complex-table').click();
    await waitForPath(page, '/table/complex-table');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(await complex.getByTestId('complex-sort').textContent()).toBe('ID descending');
  });
});

describe('breadcrumb', () => {
  const browser = useBrowser();

  it('starts with the dashboard; directories and the last entry are not links', async () => {
    const { page } = browser;
    await logIn(page, adminCredentials());
    const crumbs = page.getByTestId('breadcrumb');
    expect((await crumbs.locator('li').allTextContents()).filter((text) => text !== '/')).toEqual([
      'Dashboard',
    ]);
    expect(await crumbs.locator('a').count()).toBe(0);

    await openFromMenu(
      page,
      ['Nested routes', 'Menu 1', 'Menu 1-2', 'Menu 1-2-1'],
      '/nested/menu1/menu1-2/menu1-2-1',
    );
    await expect
      .poll(async () => await crumbs.locator('.ant-breadcrumb-link').allTextContents())
      .toEqual(['Dashboard', 'Nested routes', 'Menu 1', 'Menu 1-2', 'Menu 1-2-1']);
    expect(await crumbs.locator('a').allTextContents()).toEqual(['Dashboard']);
    await crumbs.getByRole('link', { name: 'Dashboard' }).click();
    await waitForPath(page, '/dashboard');
  });
});

describe('route search', () => {
  const browser = useBrowser();

  it('finds a screen by its Chinese and its English title, with the keyboard', async () => {
    const { page } = browser;
    await logIn(page, adminCredentials());
    await page.getByTestId('lang-select').click();
    await page.getByTestId('lang-zh').click();
    await expect.poll(() => page.getByTestId('tab').first().textContent()).toBe('首页');

    await page.getByTestId('header-search').click();
    await page.getByTestId('header-search-input').fill('拖拽');
    await expect
      .poll(() => page.getByTestId('header-search-option').first().textContent())
      .toContain('表格 > 拖拽表格');
    await page.getByTestId('header-search-input').press('Enter');
    await waitForPath(page, '/table/drag-table');

    await page.getByTestId('lang-select').click();
    await page.getByTestId('lang-en').click();
    await expect.poll(() => page.getByTestId('tab').first().textContent()).toBe('Dashboard');
    // Ctrl+K opens the search; arrows choose among the matches.
    await page.keyboard.press('Control+k');
    await page.getByTestId('header-search-input').fill('tree table');
    await expect.poll(() => page.getByTestId('header-search-option').count()).toBeGreaterThan(1);
    const paths = await page
      .getByTestId('header-search-option')
      .locator('.ant-list-item-meta-description')
      .allTextContents();
    expect(paths.slice(0, 2).sort()).toEqual(['/tree-table/custom', '/tree-table/index']);
    const second = paths[1];
    await page.getByTestId('header-search-input').press('ArrowDown');
    await page.getByTestId('header-search-input').press('Enter');
    await waitForPath(page, second ?? '');
    expect(['/tree-table/index', '/tree-table/custom']).toContain(currentPath(page));

    // Hidden routes (the guide) are never offered.
    await page.getByTestId('header-search').click();
    await page.getByTestId('header-search-input').fill('Guide');
    await page.getByText('No page matches').waitFor();
  });
});
