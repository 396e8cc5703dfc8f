// The warehouse in a real browser against the real server: a receipt order's lines added in its
// Lines drawer (money typed in yuan, amounts worked out by the server), the receipt received
// with a remark, its row locked and its history shown, and the stock on the inventory screen,
// which agrees with its ledger.
import { endpoints } from '@retail/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, apiLogin, chooseOption, openSelect } from './support/admin';
import { useBrowser } from './support/browser';
import { logIn, settled, toastWith } from './support/console';
import { openFromMenu } from './support/shell';

const SUNRISE_ADMIN = { userName: 'sunrise.admin', password: 'Sunrise#Admin1' };

/** A suffix of this run: codes stay unique when a server keeps its database across runs. */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

type Record = { id: number; orderNo?: string };

const rowsOf = (page: Page, scope: string) =>
  page.getByTestId(scope).getByTestId('list-table').locator('tr.ant-table-row');

describe('warehouse documents (registry screens with a life cycle)', () => {
  const browser = useBrowser();

  it('a tenant admin fills a receipt in its drawer, receives it and sees the stock', async () => {
    const { page } = browser;
    const run = unique();
    const token = await apiLogin(SUNRISE_ADMIN);
    const edit = <T>(group: 'warehouse' | 'item' | 'receiptOrder', body: object) =>
      api<T>(token, endpoints[group].edit.method, endpoints[group].edit.path, body);
    const warehouseName = `E2E warehouse ${run}`;
    const warehouse = await edit<Record>('warehouse', {
      warehouseNo: `E2E-${run}`,
      name: warehouseName,
    });
    const itemName = `E2E juice ${run}`;
    await edit<Record>('item', { itemNo: `E2E-${run}`, name: itemName });
    const receipt = await edit<Record>('receiptOrder', { warehouseId: warehouse.id });

    await logIn(page, SUNRISE_ADMIN);
    await openFromMenu(page, ['Warehouse', 'Receipt orders'], '/receiptOrder/index');
    const screen = page.getByTestId('resource-receipt-order');
    await screen
      .getByTestId('list-search-area')
      .getByTestId('field-orderNo')
      .fill(receipt.orderNo ?? '');
    await screen.getByTestId('list-search').click();
    const row = rowsOf(page, 'resource-receipt-order').filter({ hasText: receipt.orderNo ?? '' });
    await row.waitFor();
    expect(await row.textContent()).toContain('Draft');

    // Its lines: add one in the drawer, 12 at 2.50 → 30.00.
    await row.getByTestId(`lines-receiptOrderLine-${receipt.id}`).click();
    const drawer = page.getByTestId('lines-drawer-receiptOrderLine');
    await drawer.waitFor();
    await drawer.getByTestId('list-add').click();
    const dialog = page.getByTestId('receipt-order-line-edit-dialog');
    await settled(dialog);
    await openSelect(page, 'field-itemId', dialog);
    // Typed first: other tests add items, and the select draws only the options in its view.
    await page.keyboard.type(itemName);
    await chooseOption(page, itemName);
    await dialog.getByTestId('field-quantity').fill('12');
    await dialog.getByTestId('field-unitPrice').fill('2.5');
    await page.getByTestId('receipt-order-line-edit-dialog-save').click();
    await toastWith(page, 'Operation successful!').waitFor();
    const line = rowsOf(page, 'lines-drawer-receiptOrderLine').filter({ hasText: itemName });
    await line.waitFor();
    expect(await line.textContent()).toContain('30.00');
    await page.locator('.ant-drawer').getByRole('button', { name: 'Close', exact: true }).click();
    await drawer.waitFor({ state: 'detached' });
    await expect.poll(() => row.textContent()).toContain('30.00');

    // Receive it with a remark: the row says Posted and can no longer be edited.
    await row.getByTestId(`action-receive-${receipt.id}`).click();
    await settled(page.getByTestId('transition-receive-dialog'));
    await page.getByTestId('transition-receive-remark').fill('Dock 3');
    await page.getByTestId('transition-receive-ok').click();
    await toastWith(page, 'Operation successful!').waitFor();
    await expect.poll(() => row.textContent()).toContain('Posted');
    expect(await row.getByTestId(`row-edit-${receipt.id}`).count()).toBe(0);
    expect(await row.getByTestId(`action-receive-${receipt.id}`).count()).toBe(0);

    // Its history: who received it, from Draft to Posted, with the remark.
    await row.getByTestId(`history-${receipt.id}`).click();
    const timeline = page.getByTestId('history-timeline');
    await timeline.waitFor();
    const history = await timeline.textContent();
    expect(history).toContain('Receive');
    expect(history).toContain('sunrise.admin');
    expect(history).toContain('Dock 3');
    expect(history).toMatch(/Draft.*Posted/);
    await page.keyboard.press('Escape');

    // The stock: 12 of the item in the warehouse, searched by the warehouse (other tests' stock
    // rows can push it off the first page).
    await page.goto('/wmsInventory/index');
    const area = page.getByTestId('resource-wms-inventory').getByTestId('list-search-area');
    await openSelect(page, 'field-warehouseId', area);
    await page.keyboard.type(warehouseName);
    await chooseOption(page, warehouseName);
    await area.getByTestId('list-search').click();
    const stock = rowsOf(page, 'resource-wms-inventory').filter({ hasText: itemName });
    await stock.waitFor();
    expect(await stock.textContent()).toContain(warehouseName);
    expect(await stock.textContent()).toContain('12');

    // The check against the ledger: every stock row agrees.
    await page.getByTestId('wms-ledger-check').click();
    const report = page.getByTestId('wms-ledger-report');
    await report.waitFor();
    expect(await report.textContent()).toMatch(/All \d+ stock rows agree with the ledger/);
  });
});
