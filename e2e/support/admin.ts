// Steps on the admin screens (resource lists, selectors, settings dialog), and API setup.
import type { Locator, Page } from 'playwright-core';
import { baseUrl } from './browser';

/** Opens an antd select (or tree select) found by its test id. */
export const openSelect = async (page: Page, testId: string, scope?: Locator): Promise<void> => {
  const root = (scope ?? page).getByTestId(testId);
  await root.click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last().waitFor();
};

/** The options of the select dropdown open now. */
export const openOptions = (page: Page): Locator =>
  page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .last()
    .locator('.ant-select-item-option, .ant-select-tree-title');

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

export const chooseOption = async (page: Page, title: string): Promise<void> => {
  await openOptions(page)
    .filter({ hasText: exactly(title) })
    .first()
    .click();
};

/** Texts of the table's rows (one per row, the row's whole text). */
export const tableRows = async (page: Page): Promise<string[]> =>
  page.getByTestId('list-table').locator('tr.ant-table-row').allTextContents();

/** Waits until the list's table answered and shows at least one row. */
export const waitForRows = async (page: Page): Promise<void> => {
  await page.getByTestId('list-table').locator('tr.ant-table-row').first().waitFor();
};

export const openSystemSettings = async (page: Page, tab: string): Promise<Locator> => {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-settings').click();
  const dialog = page.getByTestId('system-settings');
  await dialog.waitFor();
  await dialog.getByRole('tab', { name: tab, exact: true }).click();
  return dialog;
};

/** A JSON call to the API as a user (setup that is not what a test is about). */
export const api = async <T>(
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> => {
  const response = await fetch(baseUrl() + path, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { successful: boolean; data: T; description?: string };
  if (!answer.successful)
    throw new Error(`${method} ${path}: ${response.status} ${answer.description ?? ''}`);
  return answer.data;
};

export const apiLogin = async (credentials: {
  userName: string;
  password: string;
}): Promise<string> =>
  (await api<{ token: string }>(null, 'POST', '/api/admin/user/login', credentials)).token;
