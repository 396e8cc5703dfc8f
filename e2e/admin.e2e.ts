// Tenancy and the admin screens in a real browser against the real server: tenant and
// organisation selectors, the organ query mode, roles, dictionary-backed selects, exports.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { tmpdir } from 'node:os';
import { endpoints, type AuthorityNode } from '@retail/contract';
import { DEMO_ACCOUNTS } from '../apps/server/src/db/seed/demo-accounts';
import { describe, expect, it } from 'vitest';
import { axeFindings } from './support/axe';
import { adminCredentials, baseUrl, useBrowser } from './support/browser';
import { logIn, logOut, waitForPath } from './support/console';
import {
  api,
  apiLogin,
  chooseOption,
  openOptions,
  openSelect,
  openSystemSettings,
  tableRows,
  waitForRows,
} from './support/admin';

const account = (userName: string) => {
  const found = DEMO_ACCOUNTS.find((entry) => entry.userName === userName);
  if (!found) throw new Error(`No ${userName} demo account`);
  return found;
};

const SUNRISE_ORGANS = ['Sunrise Retail', 'Sunrise Downtown', 'Sunrise Uptown'];
const HARBOUR_ORGANS = ['Harbour Mart', 'Harbour Pier Store', 'Harbour Station Store'];

/**
 * Logs in through the API from a browser of this name: the Sessions dialog shows it, which tells
 * the session apart from the user's others (other test files log in as the same users).
 */
const apiLoginFrom = async (
  credentials: { userName: string; password: string },
  userAgent: string,
): Promise<string> => {
  const response = await fetch(baseUrl() + endpoints.auth.login.path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Agent': userAgent },
    body: JSON.stringify(credentials),
  });
  const answer = (await response.json()) as { successful: boolean; data?: { token: string } };
  if (!answer.successful || !answer.data) throw new Error(`Login failed: ${response.status}`);
  return answer.data.token;
};

const rowsMention = (rows: string[], names: string[]) =>
  names.filter((name) => rows.some((row) => row.includes(name)));

describe('tenants and organisations', () => {
  const browser = useBrowser();

  it('the platform admin switches tenant and sees that tenant’s organisations', async () => {
    const { page } = browser;
    await logIn(page, adminCredentials(), '/organ/index');
    await waitForRows(page);
    // The platform sees every tenant at first.
    expect(rowsMention(await tableRows(page), [...SUNRISE_ORGANS, ...HARBOUR_ORGANS])).toHaveLength(
      6,
    );

    await openSelect(page, 'scope-tenant');
    await chooseOption(page, 'Harbour Mart');
    await expect.poll(async () => rowsMention(await tableRows(page), SUNRISE_ORGANS)).toEqual([]);
    expect(rowsMention(await tableRows(page), HARBOUR_ORGANS)).toEqual(HARBOUR_ORGANS);

    // The organisation selector now offers that tenant's tree only.
    await openSelect(page, 'scope-organ');
    const offered = await openOptions(page).allTextContents();
    expect(offered).toContain('Harbour Pier Store');
    expect(offered.filter((name) => name.startsWith('Sunrise'))).toEqual([]);
  });

  it('a tenant admin never sees the other tenant', async () => {
    const { page } = browser;
    await logIn(page, account('sunrise.admin'), '/organ/index');
    await waitForRows(page);
    const rows = await tableRows(page);
    expect(rowsMention(rows, SUNRISE_ORGANS)).toEqual(SUNRISE_ORGANS);
    expect(rowsMention(rows, HARBOUR_ORGANS)).toEqual([]);
    // No tenant selector for tenant staff.
    expect(await page.getByTestId('scope-tenant').count()).toBe(0);

    await page.goto('/user/index');
    await waitForRows(page);
    const users = await tableRows(page);
    expect(users.some((row) => row.includes('sunrise.store'))).toBe(true);
    expect(users.some((row) => row.includes('harbour'))).toBe(false);
  });
});

describe('organ query mode', () => {
  const browser = useBrowser();

  it('the system setting changes the organisation selector from single to multi', async () => {
    const { page } = browser;
    await logIn(page, adminCredentials(), '/user/index');
    await waitForRows(page);
    const selector = page.getByTestId('scope-organ');
    expect(await selector.getAttribute('data-mode')).toBe('selfAndSub');
    expect(await selector.getAttribute('class')).not.toContain('ant-select-multiple');

    const dialog = await openSystemSettings(page, 'Temporary');
    try {
      await openSelect(page, 'setting-user-SYSTEM_SETTING_ORGAN_QUERY_MODEL', dialog);
      await chooseOption(page, 'Chosen organisations only (multiple choice)');
      await page.getByText('Operation successful!').first().waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });

      await expect.poll(() => selector.getAttribute('data-mode')).toBe('selected');
      expect(await selector.getAttribute('class')).toContain('ant-select-multiple');
      // Two organisations at once: the list holds exactly their users.
      await openSelect(page, 'scope-organ');
      await chooseOption(page, 'Sunrise Downtown');
      await chooseOption(page, 'Harbour Pier Store');
      await page.keyboard.press('Escape');
      await expect
        .poll(async () =>
          (await tableRows(page))
            .map((row) => (row.match(/(sunrise|harbour)\.[a-z]+/) ?? [''])[0])
            .sort(),
        )
        .toEqual(['harbour.store', 'sunrise.store']);
    } finally {
      // Back to the default for the tests after this one.
      const token = await apiLogin(adminCredentials());
      await api(token, 'PATCH', endpoints.systemSetting.editUser.path, {
        key: 'SYSTEM_SETTING_ORGAN_QUERY_MODEL',
        value: null,
      });
    }
  });
});

describe('roles', () => {
  const browser = useBrowser();

  it('a role edit changes what a user sees after their next login', async () => {
    const { page } = browser;
    // Setup through the API: a role holding the dictionary screen, and a user with that role.
    const admin = await apiLogin(adminCredentials());
    const suffix = Date.now().toString(36);
    const tree = await api<AuthorityNode[]>(admin, 'POST', endpoints.authority.tree.path);
    const ids = new Map<string, number>();
    const walk = (nodes: AuthorityNode[]) =>
      nodes.forEach((node) => (ids.set(node.code, node.id), walk(node.children)));
    walk(tree);
    const granted = ['SYSTEM_MANAGE', 'DICTIONARY', 'DICTIONARY_LIST', 'ROLE', 'ROLE_LIST'].map(
      (code) => ids.get(code)!,
    );
    const role = await api<{ id: number }>(admin, 'PATCH', endpoints.role.edit.path, {
      name: `E2E role ${suffix}`,
      code: `E2E_${suffix}`,
    });
    await api(admin, 'POST', endpoints.role.setAuthorities.path, {
      id: role.id,
      authorityIds: granted,
    });
    const user = { userName: `e2e.${suffix}`, password: 'E2e#Role12345' };
    const created = await api<{ id: number }>(admin, 'PATCH', endpoints.user.edit.path, {
      ...user,
      name: `E2E ${suffix}`,
      enabled: true,
      roleIds: [role.id],
    });
    try {
      await logIn(page, user, '/dictionary/index');
      await page.getByTestId('resource-dictionary').waitFor();
      await logOut(page);

      // The platform admin takes the dictionary screen away on the role's authority tree.
      await logIn(page, adminCredentials(), '/role/index');
      await page.getByTestId('field-code').fill(`E2E_${suffix}`);
      await page.getByTestId('list-search').click();
      await page.getByTestId(`role-authorities-${role.id}`).click();
      const authorityTree = page.getByTestId('role-authority-tree');
      await authorityTree.waitFor();
      await authorityTree
        .locator('.ant-tree-treenode', { hasText: '(DICTIONARY)' })
        .first()
        .locator('.ant-tree-checkbox')
        .click();
      await page.getByTestId('role-authorities-dialog-save').click();
      await page.getByText('Operation successful!').first().waitFor();
      await logOut(page);

      // Next login: the screen is gone for that user.
      await logIn(page, user);
      await page.goto('/dictionary/index');
      await waitForPath(page, '/404');
      await page.goto('/role/index');
      await page.getByTestId('resource-role').waitFor();
    } finally {
      // Leave the demo data as it was for the tests after this one.
      await api(admin, 'DELETE', `${endpoints.user.remove.path}?id=${created.id}`);
      await api(admin, 'DELETE', `${endpoints.role.remove.path}?id=${role.id}`);
    }
  });
});

describe('dictionary and exports', () => {
  const browser = useBrowser();

  it('dictionary values appear in selects (desc as label)', async () => {
    const { page } = browser;
    await logIn(page, adminCredentials(), '/user/index');
    await waitForRows(page);
    await openSelect(page, 'field-enabled', page.getByTestId('list-search-area'));
    // ENABLE_STATUS of the platform dictionary: 1 启用, 0 停用. The dictionary loads 1 s after
    // login (console.md §4), so the open select fills in when it arrives.
    await expect.poll(() => openOptions(page).allTextContents()).toEqual(['启用', '停用']);
    await chooseOption(page, '停用');
    await page.getByTestId('list-search').click();
    await expect.poll(async () => (await tableRows(page)).length).toBe(0);
  });

  it('an export of the current filter appears in "my exports" and downloads', async () => {
    const { page } = browser;
    await logIn(page, adminCredentials(), '/dictionary/index');
    await waitForRows(page);
    await page.getByTestId('field-bigType').first().fill('ENABLE_STATUS');
    await page.getByTestId('list-search').click();
    await expect.poll(async () => (await tableRows(page)).length).toBe(2);
    await page.getByTestId('list-export').click();
    await page.getByText('The export has started', { exact: false }).first().waitFor();

    const dialog = await openSystemSettings(page, 'My exports');
    const table = dialog.getByTestId('exports-table');
    const first = table.locator('tr.ant-table-row').first();
    await first.waitFor();
    expect(await first.textContent()).toContain('Dictionary');
    await expect
      .poll(() => first.locator('[data-testid^="export-status-"]').textContent(), {
        timeout: 20_000,
      })
      .toBe('Done');

    const download = page.waitForEvent('download');
    await first.locator('[data-testid^="export-download-"]').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    const saved = path.join(tmpdir(), `e2e-export-${Date.now()}.xlsx`);
    await file.saveAs(saved);
    // An .xlsx is a zip archive.
    expect(readFileSync(saved).subarray(0, 2).toString()).toBe('PK');
  });
});

describe('sessions', () => {
  const browser = useBrowser();

  it('a tenant admin sees a user’s open sessions and logs them out', async () => {
    const { page } = browser;
    const store = account('sunrise.store');
    // This test's two sessions, told apart by their browser from the ones other files opened.
    const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const browserOf = (which: 'first' | 'second') => `E2E sessions ${run} ${which}`;
    const first = await apiLoginFrom(store, browserOf('first'));
    const second = await apiLoginFrom(store, browserOf('second'));
    const works = async (token: string) =>
      (
        await fetch(`${baseUrl()}/api/admin/user/sessions`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ id: 0 }),
        })
      ).status !== 401;
    expect(await works(first)).toBe(true);

    await logIn(page, account('sunrise.admin'), '/user/index');
    await waitForRows(page);
    // Searched by user name: other tests add users.
    await page.getByTestId('list-search-area').getByTestId('field-userName').fill(store.userName);
    await page.getByTestId('list-search').click();
    const storeRow = page.locator('tr', { hasText: store.userName }).first();
    await storeRow.getByRole('button', { name: 'Sessions' }).click();
    const dialog = page.getByRole('dialog', { name: /Open sessions of/ });
    const rows = dialog.getByTestId('user-sessions').locator('tbody tr.ant-table-row');
    const sessionOf = (which: 'first' | 'second') => rows.filter({ hasText: browserOf(which) });
    // Both sessions of this test are listed, each once (others of the user may be there too).
    await expect.poll(() => sessionOf('first').count()).toBe(1);
    expect(await sessionOf('second').count()).toBe(1);
    expect(await axeFindings(page, 'user sessions dialog')).toEqual([]);

    // One session out: its row goes, its token stops working, the other one's goes on.
    const before = await rows.count();
    await sessionOf('first').getByRole('button', { name: 'Log out' }).click();
    await expect.poll(() => sessionOf('first').count()).toBe(0);
    expect(await rows.count()).toBe(before - 1);
    expect(await sessionOf('second').count()).toBe(1);
    expect([await works(first), await works(second)]).toEqual([false, true]);

    // Every other session out (the user's all, this test's and any other file's).
    await dialog.getByTestId('user-sessions-end-all').click();
    await page.getByRole('button', { name: 'Log out everywhere else' }).last().click();
    await expect.poll(() => rows.count()).toBe(0);
    await dialog.getByText('No open sessions').waitFor();
    expect([await works(first), await works(second)]).toEqual([false, false]);
  });
});

describe('gateway', () => {
  const browser = useBrowser();

  it('the platform admin switches a route off with the reason, and on again', async () => {
    const { page } = browser;
    const sunrise = await apiLogin(account('sunrise.admin'));
    const brands = () =>
      fetch(`${baseUrl()}/api/ministore/brand/list?pageSize=20&pageNum=1`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${sunrise}`, 'Content-Type': 'application/json' },
        body: '{}',
      });
    const admin = await apiLogin(adminCredentials());
    try {
      await logIn(page, adminCredentials(), '/gateway/index');
      await page.getByTestId('gateway-path').fill('ministore/brand/list');
      await page.getByTestId('gateway-search').click();
      const toggle = page.getByTestId('gateway-switch-POST-/api/ministore/brand/list');
      await toggle.waitFor();
      expect(await toggle.getAttribute('aria-checked')).toBe('true');
      expect(await axeFindings(page, 'gateway')).toEqual([]);

      await toggle.click();
      // The reason is asked first; nothing is switched without one.
      await page.getByTestId('gateway-off-ok').click();
      await page.getByText('Say why it is switched off').waitFor();
      await page.getByTestId('gateway-reason').fill('Index rebuild');
      await page.getByTestId('gateway-off-ok').click();
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
      await page
        .getByText(/Index rebuild/)
        .first()
        .waitFor();
      expect((await brands()).status).toBe(503);

      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
      expect((await brands()).status).toBe(200);
    } finally {
      await api(admin, 'POST', '/api/admin/gateway/switch', {
        method: 'POST',
        path: '/api/ministore/brand/list',
        enabled: true,
      });
    }
  });
});
