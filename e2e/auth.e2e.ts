// Login, logout and the access rules of console.md §2, in a real browser against the real server.
import { translate } from '@retail/contract';
import { DEMO_ACCOUNTS } from '../apps/server/src/db/seed/demo-accounts';
import { describe, expect, it } from 'vitest';
import { adminCredentials, baseUrl, useBrowser } from './support/browser';
import {
  location,
  logIn,
  logOut,
  submitLogin,
  USER_INFO_PATH,
  waitForPath,
} from './support/console';

describe('login and logout', () => {
  const browser = useBrowser();

  it('admin logs in, sees the first page with who is logged in, and logs out back to /login', async () => {
    const { page } = browser;
    await page.goto('/login');
    const userInfo = page.waitForResponse((r) => new URL(r.url()).pathname === USER_INFO_PATH);
    const response = await submitLogin(page, adminCredentials());
    expect(response.status()).toBe(200);
    const { data } = (await response.json()) as {
      data: { token: string; id: number; organId: number; userName: string };
    };
    expect(data.userName).toBe('admin');

    // The first page names the user the server says is logged in.
    const info = (await (await userInfo).json()) as { data: { name: string } };
    expect(info.data.name).not.toBe('');
    // The empty path is the dashboard, inside the layout.
    await waitForPath(page, '/dashboard');
    await expect.poll(() => page.getByTestId('current-user').textContent()).toBe(info.data.name);

    await logOut(page);
    await waitForPath(page, '/login');
    await page.getByTestId('login-submit').waitFor();

    // The token was revoked on the server, not only forgotten by the browser.
    const after = await fetch(baseUrl() + USER_INFO_PATH, {
      method: 'POST',
      headers: { Authorization: `Bearer ${data.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ userId: data.id, organId: data.organId }),
    });
    expect(after.status).toBe(401);

    // And the console no longer lets the user in.
    await page.goto('/');
    await waitForPath(page, '/login', { redirect: '/' });
  });

  it('a wrong password shows the server description and keeps the user on /login', async () => {
    const { page } = browser;
    await page.goto('/login');
    const response = await submitLogin(page, { userName: 'admin', password: 'not-the-password' });
    expect(response.status()).toBe(400);
    const body = (await response.json()) as { description: string };
    expect(body.description).toBe(translate('auth.badCredentials', 'en'));

    await page.getByText(body.description, { exact: true }).first().waitFor();
    expect(location(page)).toBe('/login');
    expect(await page.getByTestId('current-user').count()).toBe(0);
  });

  it('opening /login while logged in goes to / (the dashboard)', async () => {
    const { page } = browser;
    await logIn(page, adminCredentials());
    await page.goto('/login');
    await waitForPath(page, '/dashboard');
    await page.getByTestId('current-user').waitFor();
  });
});

describe('access rules', () => {
  const browser = useBrowser();

  it('a protected URL while logged out goes to /login?redirect=... and returns there after login', async () => {
    const { page } = browser;
    // A screen with a query: landing on the dashboard would not count as "returned there".
    const target = '/table/complex-table?tab=profile&from=e2e';
    await page.goto(target);
    await waitForPath(page, '/login', { redirect: target });

    const response = await submitLogin(page, adminCredentials());
    expect(response.status()).toBe(200);
    await page.waitForURL((url) => url.pathname + url.search === target);
    await page.getByTestId('current-user').waitFor();
    expect(location(page)).toBe(target);
  });

  it('an unknown path shows the 404 page', async () => {
    const { page } = browser;
    await logIn(page, adminCredentials());
    await page.goto('/no/such/page');
    await waitForPath(page, '/404');
    await page.getByText('Page not found').first().waitFor();
  });
});

describe('demo accounts listed in the README', () => {
  const browser = useBrowser();

  it.each(DEMO_ACCOUNTS.map((account) => [account.userName, account] as const))(
    '%s logs in with its published password and sees its own name',
    async (_userName, account) => {
      const { page } = browser;
      await logIn(page, account);
      await expect.poll(() => page.getByTestId('current-user').textContent()).toBe(account.name);
    },
  );
});
