// Screens generated from the resource registry (packages/contract/src/registry), in a real
// browser against the real server: the logistics companies screen of its own sidebar directory
// (add through the edit dialog, a duplicate code refused on its field, search, the enable
// action, export, Spanish titles), hidden from a store operator, isolated between tenants; and
// the brand screen, now on the registry too.
import { endpoints } from '@retail/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, apiLogin, chooseOption, openSelect, tableRows } from './support/admin';
import { useBrowser } from './support/browser';
import { logIn, settled, toastWith, waitForPath } from './support/console';
import { openFromMenu, topMenuTitles } from './support/shell';

const SUNRISE_ADMIN = { userName: 'sunrise.admin', password: 'Sunrise#Admin1' };
const SUNRISE_STORE = { userName: 'sunrise.store', password: 'Sunrise#Store1' };
const HARBOUR_ADMIN = { userName: 'harbour.admin', password: 'Harbour#Admin1' };

const LOGISTICS_PATH = '/logistics/index';
const LOGISTICS_LIST = endpoints.logistics.list.path;

/**
 * A suffix of this run: tests of one run share the server's database, and a server started by
 * hand keeps it across runs, so codes and names carry it to stay unique.
 */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const rows = (page: Page) => page.getByTestId('list-table').locator('tr.ant-table-row');
const rowOf = (page: Page, text: string) => rows(page).filter({ hasText: text });

/** The record id a row's buttons carry (`action-enable-12` → 12). */
const idOf = async (row: Locator, prefix: string): Promise<number> => {
  const testId = await row
    .locator(`[data-testid^="${prefix}"]`)
    .first()
    .getAttribute('data-testid');
  return Number(testId?.slice(prefix.length));
};

type ListAnswer = { entities: Array<Record<string, unknown>>; totalCount: number };

/** Resolves with the next answer of a list call (a screen opening, a search, a reload). */
const nextList = async (page: Page, path: string): Promise<ListAnswer> => {
  const response = await page.waitForResponse(
    (candidate) =>
      new URL(candidate.url()).pathname === path && candidate.request().method() === 'POST',
  );
  return (await response.json()) as ListAnswer;
};

/** The table once it shows `count` rows (what the last answer said, rendered). */
const rowsWhenThere = async (page: Page, count: number): Promise<string[]> => {
  await expect.poll(async () => (await tableRows(page)).length).toBe(count);
  return tableRows(page);
};

/**
 * Fills the search area's fields by test id and searches; resolves with the list's answer. (A
 * search must change the filter: the same filter again is answered from the cache.)
 */
const search = async (
  page: Page,
  path: string,
  text: Record<string, string>,
): Promise<ListAnswer> => {
  const area = page.getByTestId('list-search-area');
  for (const [name, value] of Object.entries(text)) await area.getByTestId(name).fill(value);
  const answered = nextList(page, path);
  await area.getByTestId('list-search').click();
  return answered;
};

/** Adds a logistics company through the edit dialog and waits for the success toast. */
const addCompany = async (page: Page, company: { code: string; name: string; phone?: string }) => {
  await page.getByTestId('list-add').click();
  const dialog = page.getByTestId('logistics-edit-dialog');
  await settled(dialog);
  await dialog.getByTestId('field-code').fill(company.code);
  await dialog.getByTestId('field-name').fill(company.name);
  if (company.phone) await dialog.getByTestId('field-phone').fill(company.phone);
  await page.getByTestId('logistics-edit-dialog-save').click();
  return dialog;
};

/** Opens the logistics companies screen from the sidebar; resolves with its first list answer. */
const openLogistics = async (page: Page): Promise<ListAnswer> => {
  const loaded = nextList(page, LOGISTICS_LIST);
  await openFromMenu(page, ['Logistics', 'Logistics companies'], LOGISTICS_PATH);
  await page.getByTestId('resource-logistics').waitFor();
  return loaded;
};

/** The sidebar's top entries once it shows this one (it fills in after the login). */
const topMenuWith = async (page: Page, title: string): Promise<string[]> => {
  await expect.poll(() => topMenuTitles(page)).toContain(title);
  return topMenuTitles(page);
};

describe('logistics companies (a registry screen)', () => {
  const browser = useBrowser();

  it('a tenant admin adds, searches, disables and exports companies, and reads them in Spanish', async () => {
    const { page } = browser;
    const run = unique();
    const sf = { code: `SF-${run}`, name: `SF Express ${run}`, phone: '95338' };
    const other = { code: `YTO-${run}`, name: `YTO Express ${run}` };
    await logIn(page, SUNRISE_ADMIN);

    // The new sidebar directory holds the screen.
    await topMenuWith(page, 'Logistics');
    await openLogistics(page);
    await page.getByTestId('resource-logistics').getByText('Logistics companies').first().waitFor();

    // Add a company through the edit dialog.
    const dialog = await addCompany(page, sf);
    await toastWith(page, 'Operation successful!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const row = rowOf(page, sf.code);
    await row.waitFor();
    expect(await row.textContent()).toContain(sf.name);
    expect(await row.textContent()).toContain(sf.phone);
    expect(await row.textContent()).toContain('Enabled');
    const id = await idOf(row, 'action-enable-');
    expect(id).toBeGreaterThan(0);

    // The same code again: the server's refusal shows on the code field, naming it.
    const duplicate = await addCompany(page, { code: sf.code, name: `Another ${run}` });
    const codeItem = duplicate
      .locator('.ant-form-item')
      .filter({ has: page.getByTestId('field-code') });
    await codeItem
      .locator('.ant-form-item-explain-error')
      .filter({ hasText: `Carrier code "${sf.code}" is already in use` })
      .waitFor();
    await page.getByTestId('logistics-edit-dialog-cancel').click();
    await page.getByTestId('confirm-close-ok').click();
    await duplicate.waitFor({ state: 'detached' });
    const same = await search(page, LOGISTICS_LIST, { 'field-code': sf.code });
    expect(same.entities.map((entity) => entity.name)).toEqual([sf.name]);
    await rowsWhenThere(page, 1);
    expect(await rowOf(page, `Another ${run}`).count()).toBe(0);

    // A second company (setup through the API); the name search narrows the table to one.
    const token = await apiLogin(SUNRISE_ADMIN);
    await api(token, endpoints.logistics.edit.method, endpoints.logistics.edit.path, other);
    await search(page, LOGISTICS_LIST, { 'field-code': run });
    await rowsWhenThere(page, 2);
    await search(page, LOGISTICS_LIST, { 'field-code': '', 'field-name': sf.name });
    await rowOf(page, other.code).waitFor({ state: 'detached' });
    const narrowed = await rowsWhenThere(page, 1);
    expect(narrowed[0]).toContain(sf.code);

    // Enable / disable: its dialog, Disabled, save; the row says Disabled.
    expect(await row.getByTestId(`action-enable-${id}`).textContent()).toBe('Enable / disable');
    await row.getByTestId(`action-enable-${id}`).click();
    const action = page.getByTestId('action-dialog-enable');
    await settled(action);
    await openSelect(page, 'field-enable', action);
    await chooseOption(page, 'Disabled');
    const reloaded = nextList(page, LOGISTICS_LIST);
    await page.getByTestId('action-dialog-enable-save').click();
    await toastWith(page, 'Operation successful!').waitFor();
    await action.waitFor({ state: 'detached' });
    await reloaded;
    await expect.poll(() => row.textContent()).toContain('Disabled');
    expect(await row.textContent()).not.toContain('Enabled');

    // Export of the current filter: a toast says it started.
    await page.getByTestId('list-export').click();
    await toastWith(page, 'The export has started').waitFor();

    // Spanish: the column titles and the status follow.
    await page.getByTestId('lang-select').click();
    await page.getByTestId('lang-es').click();
    const headers = page.getByTestId('list-table').locator('thead th');
    await expect.poll(() => headers.allTextContents()).toContain('Código del transportista');
    const titles = await headers.allTextContents();
    expect(titles).toEqual(
      expect.arrayContaining(['Nombre de la empresa', 'Teléfono de atención', 'Estado']),
    );
    await page
      .getByTestId('resource-logistics')
      .getByText('Empresas de transporte')
      .first()
      .waitFor();
    await expect.poll(() => row.textContent()).toContain('Desactivada');
    expect(await row.getByTestId(`action-enable-${id}`).textContent()).toBe('Activar / desactivar');
    await page
      .getByTestId('sidebar-menu')
      .locator('.ant-menu-submenu-title', { hasText: /^Logística$/ })
      .waitFor();
  });

  it('a store operator without the logistics authorities has neither the directory nor the screen', async () => {
    const { page } = browser;
    await logIn(page, SUNRISE_STORE);
    // The sidebar is there (with the screens the role does hold), without Logistics.
    const titles = await topMenuWith(page, 'Goods');
    expect(titles).not.toContain('Logistics');
    await page.goto(LOGISTICS_PATH);
    await waitForPath(page, '/404');
    expect(await page.getByTestId('resource-logistics').count()).toBe(0);
  });

  it('another tenant does not see the companies of the first and may use the same code', async () => {
    const { page } = browser;
    const run = unique();
    const code = `SF-${run}`;
    // Setup: Sunrise has a company with this code.
    const sunrise = await apiLogin(SUNRISE_ADMIN);
    await api(sunrise, endpoints.logistics.edit.method, endpoints.logistics.edit.path, {
      code,
      name: `Sunrise SF ${run}`,
    });

    await logIn(page, HARBOUR_ADMIN);
    const first = await openLogistics(page);
    expect(first.entities.filter((entity) => entity.code === code)).toEqual([]);
    await rowsWhenThere(page, first.entities.length);
    expect((await tableRows(page)).some((text) => text.includes('Sunrise'))).toBe(false);
    const searched = await search(page, LOGISTICS_LIST, { 'field-code': code });
    expect(searched.totalCount).toBe(0);
    await rowsWhenThere(page, 0);

    // Harbour's own company with the same code is accepted.
    const name = `Harbour SF ${run}`;
    const dialog = await addCompany(page, { code, name, phone: '95338' });
    await toastWith(page, 'Operation successful!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    // The list still searched by that code shows Harbour's company alone.
    await rowOf(page, name).waitFor();
    const found = await rowsWhenThere(page, 1);
    expect(found[0]).toContain(name);
    expect(found[0]).not.toContain('Sunrise');
  });
});

describe('brands (on the registry)', () => {
  const browser = useBrowser();

  it('adds a brand and the Status filter narrows the list', async () => {
    const { page } = browser;
    const run = unique();
    const kept = `E2E Brand ${run}`;
    const retired = `E2E Retired ${run}`;
    const brandList = endpoints.brand.list.path;
    await logIn(page, SUNRISE_ADMIN);
    const loaded = nextList(page, brandList);
    await openFromMenu(page, ['Goods', 'Brands'], '/brand/index');
    await page.getByTestId('resource-brand').waitFor();
    await loaded;

    // A brand with a name only: listed, enabled by default.
    await page.getByTestId('list-add').click();
    const dialog = page.getByTestId('brand-edit-dialog');
    await settled(dialog);
    await dialog.getByTestId('field-name').fill(kept);
    await page.getByTestId('brand-edit-dialog-save').click();
    await toastWith(page, 'Operation successful!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await rowOf(page, kept).waitFor();
    expect(await rowOf(page, kept).textContent()).toContain('Enabled');

    // A disabled one, chosen in the dialog.
    await page.getByTestId('list-add').click();
    await settled(dialog);
    await dialog.getByTestId('field-name').fill(retired);
    await openSelect(page, 'field-enable', dialog);
    await chooseOption(page, 'Disabled');
    await page.getByTestId('brand-edit-dialog-save').click();
    await toastWith(page, 'Operation successful!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await rowOf(page, retired).waitFor();

    // Both match the name; Status narrows to the one in that state.
    await search(page, brandList, { 'field-name': run });
    await rowsWhenThere(page, 2);
    const area = page.getByTestId('list-search-area');
    await openSelect(page, 'field-enable', area);
    await chooseOption(page, 'Disabled');
    const disabled = await search(page, brandList, {});
    expect(disabled.entities.map((entity) => entity.name)).toEqual([retired]);
    await rowOf(page, kept).waitFor({ state: 'detached' });
    let listed = await rowsWhenThere(page, 1);
    expect(listed[0]).toContain(retired);
    expect(listed[0]).toContain('Disabled');

    await openSelect(page, 'field-enable', area);
    await chooseOption(page, 'Enabled');
    await search(page, brandList, {});
    await rowOf(page, retired).waitFor({ state: 'detached' });
    listed = await rowsWhenThere(page, 1);
    expect(listed[0]).toContain(kept);
    expect(listed[0]).toContain('Enabled');
  });
});
