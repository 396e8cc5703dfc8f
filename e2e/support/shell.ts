// Steps on the console shell (sidebar, tabs, top bar), so the shell tests read as a user's actions.
import type { Locator, Page } from 'playwright-core';
import { location, waitForPath } from './console';

/** Opens a screen through the sidebar: each title a submenu to open, the last one the screen. */
export const openFromMenu = async (page: Page, titles: string[], path: string): Promise<void> => {
  const menu = page.getByTestId('sidebar-menu');
  for (const [index, title] of titles.entries()) {
    const last = index === titles.length - 1;
    const item = last
      ? menuItem(page, title)
      : menu.locator('.ant-menu-submenu-title', { hasText: exactly(title) });
    const opened = last ? false : (await item.getAttribute('aria-expanded')) === 'true';
    if (!opened) await item.first().click();
  }
  await waitForPath(page, path);
};

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** A screen entry of the sidebar by its visible title (icons carry their own labels). */
export const menuItem = (page: Page, title: string): Locator =>
  page.getByTestId('sidebar-menu').locator('[role="menuitem"]', { hasText: exactly(title) });

/** Titles of the top-level sidebar entries. */
export const topMenuTitles = async (page: Page): Promise<string[]> =>
  (
    await page
      .getByTestId('sidebar-menu')
      .locator(':scope > li')
      .evaluateAll((items) => items.map((item) => (item.textContent ?? '').trim()))
  ).filter(Boolean);

export const tab = (page: Page, path: string): Locator =>
  page.locator(`[data-testid="tab"][data-path="${path}"]`);

export const tabPaths = async (page: Page): Promise<string[]> =>
  page
    .getByTestId('tab')
    .evaluateAll((tabs) => tabs.map((element) => element.getAttribute('data-path') ?? ''));

/** Right-clicks a tab and chooses an entry of its context menu (again if the menu moved away). */
export const tabAction = async (page: Page, path: string, entry: string): Promise<void> => {
  for (let attempt = 1; ; attempt += 1) {
    await tab(page, path).click({ button: 'right' });
    const item = page
      .locator('.ant-dropdown:not(.ant-dropdown-hidden)')
      .getByText(entry, { exact: true });
    try {
      await item.click({ timeout: 4_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
};

/** The entries of the tab's context menu. */
export const tabMenuEntries = async (page: Page, path: string): Promise<string[]> => {
  await tab(page, path).click({ button: 'right' });
  const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden) [role="menuitem"]');
  await menu.first().waitFor();
  const entries = await menu.allTextContents();
  await page.keyboard.press('Escape');
  await page
    .locator('.ant-dropdown:not(.ant-dropdown-hidden)')
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
  return entries;
};

/** The view of a path: kept views stay in the page, hidden. */
export const view = (page: Page, path: string): Locator =>
  page.locator(`[data-testid="view"][data-path="${path}"]`);

export const currentPath = (page: Page): string => location(page).split('?')[0] ?? '';

/** The success or warning toast with this text. */
export const toast = (page: Page, text: string): Locator =>
  page.locator('.ant-message-notice').getByText(text, { exact: true });
