// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"device":{"prefersReducedMotion":"reduce"}}}
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { endpoints } from '@retail/contract';
import { setLocale } from '../../lib/i18n';
import { renderScreen } from '../../resources/render.test-support';
import { ok, paged, routeFetch, routeOf } from '../../resources/route-fetch.test-support';
import { setUpScreenTests } from '../../resources/screen.test-support';
import { WmsInventoryScreen } from './wms-inventory-screen';
import { wmsScreens } from './wms.screens';

setUpScreenTests('en', 30_000);

const stock = {
  id: 7,
  warehouseId: 1,
  warehouseName: 'Main warehouse',
  itemId: 3,
  itemName: 'Mineral water',
  quantity: 192,
  tenantId: 2,
  organId: 2,
  organPath: '/1/2/',
  createBy: 'sunrise.admin',
  createDate: '2026-11-25 09:00:00',
  updateBy: 'sunrise.admin',
  updateDate: '2026-11-25 09:00:00',
};

const report = (disagreeing: object[]) => ({
  rows: 5,
  belowSafety: 1,
  quantity: 420,
  ledgerSum: disagreeing.length ? 419 : 420,
  agrees: disagreeing.length === 0,
  disagreeing,
});

describe('the inventory screen', () => {
  it('is the screen of /wmsInventory/index', () => {
    expect(Object.keys(wmsScreens)).toEqual(['/wmsInventory/index']);
  });

  it('lists stock and says whether it agrees with the ledger, in the user’s language', async () => {
    let answer = report([]);
    routeFetch({
      [routeOf(endpoints.wmsInventory.list)]: () => paged([stock]),
      [routeOf(endpoints.wmsReport.stockCheck)]: () => ok(answer),
    });
    renderScreen(<WmsInventoryScreen />, { WMS_INVENTORY_LIST: true });
    const table = await screen.findByTestId('list-table');
    await within(table).findByText('Mineral water');
    expect(screen.queryByTestId('list-add')).toBeNull();

    fireEvent.click(screen.getByTestId('wms-ledger-check'));
    const shown = await screen.findByTestId('wms-ledger-report');
    expect(shown.textContent).toContain('All 5 stock rows agree with the ledger');
    expect(shown.textContent).toContain('1 below their safety stock');

    answer = report([{ inventoryId: 7, warehouseId: 1, itemId: 3, quantity: 192, ledgerSum: 191 }]);
    fireEvent.click(screen.getByTestId('wms-ledger-close'));
    await setLocale('es');
    fireEvent.click(await screen.findByText('Comprobar con el libro'));
    const again = await screen.findByText('1 de 5 filas de existencias no coinciden con el libro');
    expect(again).toBeTruthy();
    expect(
      await screen.findByText('Almacén 1, artículo 3: disponible 192, libro 191'),
    ).toBeTruthy();
  });

  it('offers the check only to holders of the inventory list authority', async () => {
    routeFetch({ [routeOf(endpoints.wmsInventory.list)]: () => paged([stock]) });
    renderScreen(<WmsInventoryScreen />, {});
    await screen.findByTestId('resource-wms-inventory');
    expect(screen.queryByTestId('wms-ledger-check')).toBeNull();
  });
});
