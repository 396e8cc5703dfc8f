// What a user does on the console, in one place, so tests read as steps.
import { endpoints } from '@retail/contract';
import type { Locator, Page, Response } from 'playwright-core';

export const LOGIN_PATH = endpoints.auth.login.path;
export const USER_INFO_PATH = endpoints.auth.userInfo.path;

/** Path, query and hash of the page, as the address bar shows them after the origin. */
export const location = (page: Page): string => {
  const url = new URL(page.url());
  return url.pathname + url.search + url.hash;
};

/** Waits until the address bar shows this path (and, when given, this exact query). */
export const waitForPath = async (
  page: Page,
  pathname: string,
  search?: Record<string, string>,
): Promise<void> => {
  await page.waitForURL((url) => {
    if (url.pathname !== pathname) return false;
    if (!search) return true;
    return Object.entries(search).every(([name, value]) => url.searchParams.get(name) === value);
  });
};

/** Fills the login form and submits it; resolves with the server's answer to the login call. */
export const submitLogin = async (
  page: Page,
  credentials: { userName: string; password: string },
): Promise<Response> => {
  await page.getByTestId('login-username').fill(credentials.userName);
  await page.getByTestId('login-password').fill(credentials.password);
  // The form shows the captcha field until the server says whether captchas are on; wait for
  // that answer (field gone with CAPTCHA=off, picture shown with CAPTCHA=on).
  await page.waitForFunction(
    () =>
      !document.querySelector('[data-testid="login-captcha-input"]') ||
      document.querySelector('[data-testid="login-captcha-img"]'),
  );
  const captcha = page.getByTestId('login-captcha-input');
  if (await captcha.isVisible()) await captcha.fill('0000');
  const answer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === LOGIN_PATH,
  );
  await page.getByTestId('login-submit').click();
  return answer;
};

/**
 * Opens /login, logs in and waits for the first page to show who is logged in. With `to` (a
 * console path), logs in as a deep link does (`/login?redirect=…`) and waits until the address
 * is that path: the screen opens without the dashboard first and without loading the console a
 * second time (a screen the user may not open sends them to /404 instead: open it after logIn).
 */
export const logIn = async (
  page: Page,
  credentials: { userName: string; password: string },
  to?: string,
): Promise<void> => {
  await page.goto(to ? `/login?redirect=${encodeURIComponent(to)}` : '/login');
  const response = await submitLogin(page, credentials);
  if (!response.ok())
    throw new Error(`Login failed: ${response.status()} ${await response.text()}`);
  // A screen of its own (the page editor, say) has no top bar: there the path is the sign.
  if (to) await waitForPath(page, new URL(to, 'http://console').pathname);
  else await page.getByTestId('current-user').waitFor();
};

/** Logs out through the user menu of the top bar (the page reloads on /login). */
export const logOut = async (page: Page): Promise<void> => {
  await page.getByTestId('user-menu').click();
  // Wait for the reload itself: a navigation started during it would be aborted.
  const reloaded = page.waitForEvent('load');
  await page.getByTestId('logout-button').click();
  await reloaded;
  await waitForPath(page, '/login');
  await page.getByTestId('login-submit').waitFor();
};

/** Waits until a dialog's opening animation is over (a click during it can be lost). */
export const settled = async (dialog: Locator) => {
  await dialog.waitFor();
  await dialog.evaluate((node) =>
    Promise.all(
      (node.closest('.ant-modal-wrap') ?? node)
        .getAnimations({ subtree: true })
        // A cancelled animation rejects its `finished`: it is over all the same.
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
};

/** The success, warning or error toast that contains this text. */
export const toastWith = (page: Page, text: string) =>
  page.locator('.ant-message-notice').filter({ hasText: text }).first();

/** A step of a registry row's life cycle (its step button), confirmed in its dialog. */
export const transitionStep = async (
  page: Page,
  row: Locator,
  action: string,
  id: number | string,
): Promise<void> => {
  await row.getByTestId(`action-${action}-${String(id)}`).click();
  const dialog = page.getByTestId(`transition-${action}-dialog`);
  await settled(dialog);
  await page.getByTestId(`transition-${action}-ok`).click();
  await dialog.waitFor({ state: 'detached' });
};
