// The console shell's top bar and frame: mobile layout, language, size and theme, sidebar
// cookie, error log, and the logout dialog of a 401 — in a real browser against the real server.
import { DEMO_ACCOUNTS } from '../apps/server/src/db/seed/demo-accounts';
import { describe, expect, it } from 'vitest';
import { adminCredentials, baseUrl, useBrowser } from './support/browser';
import { logIn, waitForPath } from './support/console';
import { menuItem, toast } from './support/shell';

const sunriseAdmin = () => {
  const found = DEMO_ACCOUNTS.find((entry) => entry.userName === 'sunrise.admin');
  if (!found) throw new Error('No sunrise.admin demo account');
  return found;
};

const MOBILE_HIDDEN = [
  'header-search',
  'error-log',
  'screenfull',
  'size-select',
  'lang-select',
  'theme-picker',
];

describe('mobile layout', () => {
  const browser = useBrowser();

  it('below 992px hides the listed controls, closes the sidebar, and the backdrop closes it again', async () => {
    const { page } = browser;
    await logIn(page, adminCredentials());
    for (const id of MOBILE_HIDDEN) await page.getByTestId(id).waitFor();
    expect(await page.getByTestId('sidebar').getAttribute('data-opened')).toBe('true');

    await page.setViewportSize({ width: 800, height: 900 });
    await expect.poll(() => page.getByTestId('shell').getAttribute('data-device')).toBe('mobile');
    expect(await page.getByTestId('sidebar').getAttribute('data-opened')).toBe('false');
    for (const id of MOBILE_HIDDEN) expect(await page.getByTestId(id).count(), id).toBe(0);
    // What stays: the collapse toggle, the breadcrumb and the user menu.
    await page.getByTestId('breadcrumb').waitFor();
    await page.getByTestId('user-menu').waitFor();

    await page.getByTestId('hamburger').click();
    await expect.poll(() => page.getByTestId('sidebar').getAttribute('data-opened')).toBe('true');
    // Click the backdrop beside the 210px sidebar.
    await page.getByTestId('sidebar-backdrop').click({ position: { x: 600, y: 400 } });
    await expect.poll(() => page.getByTestId('sidebar').getAttribute('data-opened')).toBe('false');
    expect(await page.getByTestId('sidebar-backdrop').count()).toBe(0);

    // Choosing a screen in the open sidebar closes it too.
    await page.getByTestId('hamburger').click();
    await page.getByTestId('sidebar-menu').getByText('Charts', { exact: true }).click();
    await menuItem(page, 'Line chart').click();
    await waitForPath(page, '/charts/line');
    await expect.poll(() => page.getByTestId('sidebar').getAttribute('data-opened')).toBe('false');
  });

  it('remembers the sidebar open or closed in a cookie (1 / 0)', async () => {
    const { page, context } = browser;
    await logIn(page, adminCredentials());
    await page.getByTestId('hamburger').click();
    await expect.poll(() => page.getByTestId('sidebar').getAttribute('data-opened')).toBe('false');
    const cookie = async () =>
      (await context.cookies()).find((entry) => entry.name === 'rc-sidebarStatus')?.value;
    expect(await cookie()).toBe('0');
    await page.reload();
    await page.getByTestId('current-user').waitFor();
    expect(await page.getByTestId('sidebar').getAttribute('data-opened')).toBe('false');
    await page.getByTestId('hamburger').click();
    await expect.poll(cookie).toBe('1');
  });
});

describe('language, size and theme', () => {
  const browser = useBrowser();

  it('each change takes effect at once, shows its message and is remembered', async () => {
    const { page } = browser;
    await logIn(page, adminCredentials());

    // Language: zh, then es; the menu, tabs and messages follow.
    await page.getByTestId('lang-select').click();
    await page.getByTestId('lang-zh').click();
    await toast(page, '切换语言成功').waitFor();
    await expect.poll(() => page.getByTestId('tab').first().textContent()).toBe('首页');
    await page.getByTestId('sidebar-menu').getByText('系统管理', { exact: true }).waitFor();
    await page.getByTestId('lang-select').click();
    await page.getByTestId('lang-es').click();
    await expect.poll(() => page.getByTestId('tab').first().textContent()).toBe('Panel');
    await page.getByTestId('lang-select').click();
    await page.getByTestId('lang-en').click();
    await toast(page, 'Switch Language Success').waitFor();

    // Size: medium by default; small and default resize the controls.
    const hamburger = page.getByTestId('hamburger');
    expect(await page.getByTestId('size-select').getAttribute('data-size')).toBe('medium');
    const mediumHeight = (await hamburger.boundingBox())?.height ?? 0;
    await page.getByTestId('size-select').click();
    await page.getByTestId('size-small').click();
    await toast(page, 'Switch Size Success').waitFor();
    await expect
      .poll(async () => (await hamburger.boundingBox())?.height ?? 0)
      .toBeLessThan(mediumHeight);
    await page.getByTestId('size-select').click();
    await page.getByTestId('size-default').click();
    await expect
      .poll(async () => (await hamburger.boundingBox())?.height ?? 0)
      .toBeGreaterThan(mediumHeight);

    // Theme: the default is #409EFF; a preset recolours the active tab. White text on it takes a
    // shade of the theme colour that reaches 4.5:1 (#409EFF → #2D6FB2, #11A983 → #0C7A5E).
    const activeTab = page.locator('[data-testid="tab"][data-active="true"]');
    const background = () =>
      activeTab.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background()).toBe('rgb(45, 111, 178)');
    await page.getByTestId('theme-trigger').click();
    await page
      .locator(
        '.ant-color-picker-presets-color[aria-label="#11a983"], .ant-color-picker-presets-color',
      )
      .nth(4)
      .click();
    await toast(page, 'skin changed successfully').waitFor();
    await expect.poll(background).toBe('rgb(12, 122, 94)');

    await page.reload();
    await page.getByTestId('current-user').waitFor();
    expect(await page.getByTestId('size-select').getAttribute('data-size')).toBe('default');
    expect(await page.getByTestId('theme-picker').getAttribute('data-color')).toBe('#11A983');
    await expect.poll(background).toBe('rgb(12, 122, 94)');
  });

  it('fullscreen toggles, or warns when the browser cannot', async () => {
    const { page } = browser;
    await logIn(page, adminCredentials());
    const supported = await page.evaluate(() => document.fullscreenEnabled);
    await page.getByTestId('screenfull').click();
    if (supported) {
      await expect.poll(() => page.evaluate(() => Boolean(document.fullscreenElement))).toBe(true);
      await page.getByTestId('screenfull').click();
      await expect.poll(() => page.evaluate(() => Boolean(document.fullscreenElement))).toBe(false);
    }
    // Without the Fullscreen API the toggle warns.
    await page.evaluate(() =>
      Object.defineProperty(document, 'fullscreenEnabled', { value: false }),
    );
    await page.getByTestId('screenfull').click();
    await toast(page, 'you browser can not work').waitFor();
  });
});

describe('error log', () => {
  const browser = useBrowser();

  it('records a view that fails to render and an unhandled rejection, with message, info, URL and stack', async () => {
    const { page } = browser;
    await logIn(page, adminCredentials());
    await page.goto('/guide/index');
    await page.getByTestId('throw-view-error').click();
    await page.getByTestId('view-failed').waitFor();
    // The rest of the shell still works.
    await page.getByTestId('breadcrumb').waitFor();
    await expect
      .poll(() => page.getByTestId('error-log-count').locator('.ant-badge-count').textContent())
      .toBe('1');

    await page.evaluate(() => {
      void Promise.reject(new Error('e2e unhandled rejection'));
    });
    await expect
      .poll(() => page.getByTestId('error-log-count').locator('.ant-badge-count').textContent())
      .toBe('2');

    await page.getByTestId('error-log').click();
    const entries = page.getByTestId('error-log-entries');
    await entries.waitFor();
    const text = (await entries.textContent()) ?? '';
    expect(text).toContain('Demo view error thrown on purpose');
    expect(text).toContain('e2e unhandled rejection');
    expect(text).toContain('unhandledrejection');
    expect(text).toContain(`${baseUrl()}/guide/index`);
    expect(await entries.locator('pre').count()).toBe(4);
    for (const block of await entries.locator('pre').allTextContents())
      expect(block.trim()).not.toBe('');
  });
});

describe('a session the server no longer knows', () => {
  const browser = useBrowser();

  it('shows 确定登出, and 重新登录 logs out to the login page', async () => {
    const { page } = browser;
    await logIn(page, sunriseAdmin());
    await page.getByTestId('lang-select').click();
    await page.getByTestId('lang-zh').click();
    await page.getByTestId('count-users').waitFor();

    // The session is revoked behind the console's back (as another tab's logout would).
    const token = JSON.parse(
      (await page.evaluate(() => sessionStorage.getItem('rc-token'))) ?? 'null',
    ) as string;
    const revoked = await fetch(`${baseUrl()}/api/admin/user/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(revoked.status).toBe(200);

    // The refresh asks the server again. A background call of the console may ask first (with
    // caches off the revocation is seen at once) and open the dialog before the click: either way
    // the dialog must come.
    const dialog = page.locator('.ant-modal-confirm');
    await Promise.race([
      page
        .getByTestId('dashboard-refresh')
        .click({ timeout: 10_000 })
        .catch(() => undefined),
      dialog.waitFor(),
    ]);
    await dialog.locator('.ant-modal-confirm-title', { hasText: '确定登出' }).waitFor();
    expect(await dialog.textContent()).toContain(
      '你已被登出，可以取消继续留在该页面，或者重新登录',
    );
    await dialog.getByRole('button', { name: '重新登录' }).click();
    await waitForPath(page, '/login');
    await page.getByTestId('login-submit').waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('rc-token'))).toBeNull();
  });
});
