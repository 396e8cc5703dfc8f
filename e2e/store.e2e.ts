// Stores in a real browser against the real server: create a store on the store screen, then
// pick it in the store chooser ('please choose a store') on the store information screen.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { logIn, settled, toastWith as toast, waitForPath } from './support/console';

const SUNRISE_ADMIN = { userName: 'sunrise.admin', password: 'Sunrise#Admin1' };
const STORE_LIST = '/api/ministore/store/list';

/** The next answer of the store list call, with its page query. */
const nextStoreList = (page: Page) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === STORE_LIST);

/** Opens a list screen (`/{key}/index`), waits for its rows and opens its dialog for a new record. */
const openNewRecord = async (page: Page, key: string, dialogId: string) => {
  await page.goto(`/${key}/index`);
  await waitForPath(page, `/${key}/index`);
  await page.getByTestId('list-table').locator('tr.ant-table-row').first().waitFor();
  await page.getByTestId('list-add').click();
  const dialog = page.getByTestId(`${dialogId}-edit-dialog`);
  await settled(dialog);
  return dialog;
};

describe('stores', () => {
  const browser = useBrowser();

  it('creates a store and picks it in the store chooser', async () => {
    const { page } = browser;
    const name = `E2E Corner ${Date.now().toString(36)}`;
    await logIn(page, SUNRISE_ADMIN);

    // Create the store through the store screen's edit dialog.
    const dialog = await openNewRecord(page, 'store', 'store');
    await dialog.getByTestId('field-storeName').fill(name);
    await dialog.getByTestId('field-city').fill('Suzhou');
    await dialog.getByTestId('field-avgSendTime').fill('25');
    // A latitude out of range is refused by the server, naming the field.
    await dialog.getByTestId('field-latitude').fill('95');
    await page.getByTestId('store-edit-dialog-save').click();
    await dialog.getByText('Latitude is too big').waitFor();
    await dialog.getByTestId('field-latitude').fill('31.3');
    await dialog.getByTestId('field-longitude').fill('120.6');
    await page.getByTestId('store-edit-dialog-save').click();
    const created = page
      .getByTestId('list-table')
      .locator('tr.ant-table-row')
      .filter({ hasText: name });
    await created.waitFor();

    // Its details page (a hidden route) opens from the row.
    await created.getByTestId('store-details').click();
    await waitForPath(page, '/storeDetail/index');
    await page.getByTestId('store-detail').getByText(name, { exact: true }).waitFor();

    // The store information screen: the chooser loads its first page when it opens.
    await page.goto('/storeInfo/index');
    await waitForPath(page, '/storeInfo/index');
    const firstLoad = nextStoreList(page);
    await page.getByTestId('store-info-choose').click();
    const chooser = page.getByTestId('store-chooser');
    await settled(chooser);
    const loaded = new URL((await firstLoad).url());
    expect(loaded.searchParams.get('pageSize')).toBe('10');
    expect(loaded.searchParams.get('pageNum')).toBe('1');
    await page.locator('.ant-modal-title').filter({ hasText: 'please choose a store' }).waitFor();
    await chooser.locator('tr.ant-table-row').first().waitFor();

    // Page sizes 10, 20, 30, 40.
    await chooser.getByTestId('list-page-size').click();
    const sizes = page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .last()
      .locator('.ant-select-item-option');
    await sizes.first().waitFor();
    expect((await sizes.allTextContents()).map((text) => text.replace(/\D/g, ''))).toEqual([
      '10',
      '20',
      '30',
      '40',
    ]);
    await page.keyboard.press('Escape');

    // Confirming with nothing chosen says so.
    await chooser.getByTestId('store-chooser-confirm').click();
    await toast(page, 'please choose a store').waitFor();

    // Search by name, pick the new store, confirm: its information shows.
    const searched = nextStoreList(page);
    await chooser.getByTestId('store-chooser-name').fill(name);
    await chooser.getByTestId('store-chooser-search').click();
    const body = (await searched).request().postDataJSON() as { storeName?: string };
    expect(body.storeName).toBe(name);
    const row = chooser.locator('tr.ant-table-row').filter({ hasText: name });
    await row.waitFor();
    expect(await chooser.locator('tr.ant-table-row').count()).toBe(1);
    await row.click();
    await chooser.getByTestId('store-chooser-confirm').click();
    await chooser.waitFor({ state: 'hidden' });
    const detail = page.getByTestId('store-detail');
    await detail.getByText(name, { exact: true }).waitFor();
    await detail.getByText('31.3, 120.6').waitFor();
    await detail.getByText('25 min').waitFor();
  });

  it('adds opening hours for a store chosen in the chooser; an overlap is shown on its field', async () => {
    const { page } = browser;
    await logIn(page, SUNRISE_ADMIN);
    const dialog = await openNewRecord(page, 'storeSchedule', 'store-schedule');
    await dialog.getByTestId('store-field-choose').click();
    const chooser = page.getByTestId('store-chooser');
    await settled(chooser);
    await chooser.getByTestId('store-chooser-name').fill('Sunrise Central Plaza');
    await chooser.getByTestId('store-chooser-search').click();
    const row = chooser.locator('tr.ant-table-row').filter({ hasText: 'Sunrise Central Plaza' });
    await row.waitFor();
    await row.click();
    await chooser.getByTestId('store-chooser-confirm').click();
    await chooser.waitFor({ state: 'hidden' });
    // The seed opens it 08:00-22:00 every day; Monday is the new period's day.
    await dialog.getByTestId('field-openTime').fill('21:00');
    await dialog.getByTestId('field-closeTime').fill('23:00');
    await page.getByTestId('store-schedule-edit-dialog-save').click();
    await dialog
      .getByText('This period overlaps the opening period 08:00-22:00 of the same day')
      .waitFor();
    await dialog.getByTestId('field-openTime').fill('22:00');
    await page.getByTestId('store-schedule-edit-dialog-save').click();
    await dialog.waitFor({ state: 'hidden' });
    const added = page
      .getByTestId('list-table')
      .locator('tr.ant-table-row')
      .filter({ hasText: '23:00' });
    await added.filter({ hasText: 'Sunrise Central Plaza' }).first().waitFor();

    // The employees and addresses screens list the demo records.
    await page.goto('/employee/index');
    await waitForPath(page, '/employee/index');
    await page
      .getByTestId('list-table')
      .locator('tr.ant-table-row')
      .filter({ hasText: 'sunrise.store' })
      .first()
      .waitFor();
    await page.goto('/storeAddress/index');
    await waitForPath(page, '/storeAddress/index');
    await page.getByTestId('list-table').locator('tr.ant-table-row').first().waitFor();
  });
});
