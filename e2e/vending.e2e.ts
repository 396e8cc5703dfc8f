// Vending stock in a real browser against the real server (issue 18), in the Sunrise tenant: a
// tenant admin applies an aisle template to a new machine from the template's row, a
// replenishment fills its aisle from the back room, the device simulator sells from it and the
// aisle's stock falls on the aisles screen until it is low, then a second replenishment (suggested, confirmed
// from its row) brings it back up and the warehouse's stock goes down by as much. The device,
// its type, the template, the goods and the warehouse stock are set up through the API.
import { endpoints } from '@retail/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, apiLogin } from './support/admin';
import { pick } from './support/goods';
import { useBrowser } from './support/browser';
import { logIn, settled, transitionStep } from './support/console';
import { openFromMenu } from './support/shell';
import { listed } from './support/page-builder';
import { simulate } from './support/simulator';

const SUNRISE_ADMIN = { userName: 'sunrise.admin', password: 'Sunrise#Admin1' };

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The list of the screen on show (the tabs of screens opened before stay in the page). */
const table = (page: Page) => page.locator('[data-testid="list-table"]:visible');

const rowOf = (page: Page, text: string) =>
  table(page).locator('tr.ant-table-row').filter({ hasText: text });

/** The text of a row's cell under the column headed `header`. */
const cellOf = async (page: Page, row: Locator, header: string): Promise<string> => {
  const headers = await table(page)
    .locator('thead th')
    .evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? ''));
  const index = headers.indexOf(header);
  if (index < 0) throw new Error(`No column ${header}: ${headers.join(' | ')}`);
  return ((await row.locator('td').nth(index).textContent()) ?? '').trim();
};

const refresh = (page: Page) => page.locator('[data-testid="list-refresh"]:visible').click();

/**
 * Narrows the list on show with its search area (other tests add rows, which can push this
 * test's off the first page): `fill` sets the filter fields, then the search runs.
 */
const search = async (page: Page, fill: (area: Locator) => Promise<void>) => {
  const area = page.locator('[data-testid="list-search-area"]:visible');
  await fill(area);
  await area.getByTestId('list-search').click();
};

describe('vending stock', () => {
  const browser = useBrowser();

  it('applies a template to a machine, sells from it with the simulator and replenishes it from the warehouse', async () => {
    const { page } = browser;
    const run = unique();
    const token = await apiLogin(SUNRISE_ADMIN);
    type Row = { id: number; orderNo: string };
    const edit = (path: string, body: object) => api<Row>(token, 'PATCH', path, body);
    const act = (path: string, body: object) => api<Row[]>(token, 'POST', path, body);

    const type = await edit(endpoints.deviceType.edit.path, {
      name: `Drinks ${run}`,
      modelCode: `VT-${run}`,
      rows: 2,
      cols: 2,
      aisleMaxCapacity: 10,
    });
    const deviceName = `Lobby ${run}`;
    const code = `VM-${run}`;
    const device = await edit(endpoints.device.edit.path, {
      innerCode: code,
      name: deviceName,
      deviceTypeId: type.id,
      status: 1,
    });
    const { secret } = await api<{ secret: string }>(
      token,
      'POST',
      endpoints.deviceSecret.rotate.path,
      { id: device.id },
    );
    const warehouse = await edit(endpoints.warehouse.edit.path, {
      warehouseNo: `WH-${run}`,
      name: `Back room ${run}`,
    });
    const water = await edit(endpoints.item.edit.path, {
      itemNo: `W-${run}`,
      name: `Water ${run}`,
    });
    const receipt = await edit(endpoints.receiptOrder.edit.path, { warehouseId: warehouse.id });
    await edit(endpoints.receiptOrderLine.edit.path, {
      receiptOrderId: receipt.id,
      itemId: water.id,
      quantity: 30,
    });
    await act(endpoints.receiptOrder.receive.path, { id: receipt.id });
    const templateName = `Drinks plan ${run}`;
    const template = await edit(endpoints.deviceAisleTemplate.edit.path, {
      name: templateName,
      deviceTypeId: type.id,
    });
    await edit(endpoints.deviceAisleTemplateItem.edit.path, {
      templateId: template.id,
      aisleCode: 'A1',
      layer: 1,
      columnNo: 1,
      itemId: water.id,
      price: 300,
      maxCapacity: 8,
    });

    // The template applied to the machine from its row.
    await logIn(page, SUNRISE_ADMIN);
    await openFromMenu(page, ['Vending', 'Aisle templates'], '/deviceAisleTemplate/index');
    await search(page, (area) => area.getByTestId('field-name').fill(templateName));
    const templateRow = rowOf(page, templateName);
    await templateRow.waitFor();
    await templateRow.getByTestId(`action-apply-${String(template.id)}`).click();
    const dialog = page.getByTestId('action-dialog-apply');
    await settled(dialog);
    await pick(page, dialog.getByTestId('field-deviceIds'), deviceName);
    await page.keyboard.press('Escape');
    await page.getByTestId('action-dialog-apply-save').click();
    await dialog.waitFor({ state: 'detached' });

    // The machine's aisles: the list narrowed to this machine.
    const showAisles = async () => {
      await openFromMenu(page, ['Vending', 'Device aisles'], '/deviceAisle/index');
      await search(page, (area) => pick(page, area.getByTestId('field-deviceId'), deviceName));
    };
    await showAisles();
    const aisle = rowOf(page, deviceName);
    await aisle.waitFor();
    expect(await cellOf(page, aisle, 'In stock')).toBe('0');

    // Filled from the back room (8), then six sales through the gateway: 2 left, low on stock.
    const fill = await edit(endpoints.replenishmentLog.edit.path, {
      deviceId: device.id,
      warehouseId: warehouse.id,
      operator: 'Li',
    });
    await act(endpoints.replenishmentLog.suggest.path, { id: fill.id });
    await act(endpoints.replenishmentLog.confirm.path, { id: fill.id });
    const sold = await simulate([{ code, secret }], ['--sell', '6']);
    expect(sold.code, sold.output).toBe(0);
    await expect
      .poll(async () => {
        await refresh(page);
        return cellOf(page, aisle, 'In stock');
      })
      .toBe('2');
    expect(await cellOf(page, aisle, 'Low stock')).toBe('Yes');

    // A replenishment suggested and confirmed from its row brings it back to 8.
    const again = await edit(endpoints.replenishmentLog.edit.path, {
      deviceId: device.id,
      warehouseId: warehouse.id,
      operator: 'Li',
    });
    await openFromMenu(page, ['Vending', 'Replenishments'], '/replenishmentLog/index');
    await search(page, (area) => area.getByTestId('field-orderNo').fill(again.orderNo));
    const draft = rowOf(page, again.orderNo);
    await draft.waitFor();
    expect(await cellOf(page, draft, 'Status')).toBe('Draft');
    await draft.getByTestId(`action-suggest-${String(again.id)}`).click();
    await expect.poll(async () => cellOf(page, draft, 'Total quantity')).toBe('6');
    await transitionStep(page, draft, 'confirm', again.id);
    await expect.poll(async () => cellOf(page, draft, 'Status')).toBe('Confirmed');
    await showAisles();
    await expect
      .poll(async () => {
        await refresh(page);
        return cellOf(page, aisle, 'In stock');
      })
      .toBe('8');
    // The back room gave 8 + 6 of its 30.
    const [stock] = await listed<{ quantity: number }>(token, endpoints.wmsInventory.list.path, {
      warehouseId: warehouse.id,
      itemId: water.id,
    });
    expect(stock?.quantity).toBe(16);
  });
});
