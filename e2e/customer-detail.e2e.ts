// The customer detail (docs/customers.md), in Chromium against the real server with the demo's
// shoppers: the operator opens Li Lei's detail from the customer list, sees their orders and
// addresses in its tabs, adjusts their points with a reason and sees the new balance and the
// ledger's row; a deduction larger than the balance is refused on the points field.
import { endpoints } from '@retail/contract';
import { describe, expect, it } from 'vitest';
import { apiLogin } from './support/admin';
import { axeFindings } from './support/axe';
import { useBrowser } from './support/browser';
import { logIn, settled } from './support/console';
import { firstPage } from './support/shop';

const SUNRISE_ADMIN = { userName: 'sunrise.admin', password: 'Sunrise#Admin1' };
const LI_LEI = '13900001111';

describe('the customer detail', () => {
  const browser = useBrowser();

  it('shows a customer’s orders and addresses and adjusts their points', async () => {
    const token = await apiLogin(SUNRISE_ADMIN);
    const [customer] = await firstPage(token, endpoints.customer.list, { mobile: LI_LEI });
    expect(customer).toBeTruthy();
    const id = customer?.id as number;
    const balance = customer?.point as number;
    const orders = await firstPage(token, endpoints.order.list, { customerId: id });
    expect(orders.length).toBeGreaterThan(0);

    const { page } = browser;
    await logIn(page, SUNRISE_ADMIN, '/customer/index');
    // By the mobile: other tests' shoppers come first in the list, newest first.
    const search = page.getByTestId('list-search-area');
    await search.getByTestId('field-mobile').fill(LI_LEI);
    await search.getByTestId('list-search').click();
    await page.getByTestId(`customer-detail-${String(id)}`).click();
    const detail = page.getByTestId('customer-detail');
    const header = detail.getByTestId('customer-detail-header');
    await header.waitFor();
    expect(await header.textContent()).toContain(LI_LEI);
    expect(await detail.getByTestId('customer-detail-point').textContent()).toBe(String(balance));

    // Their orders, each with the way to its detail.
    await detail.getByTestId('customer-tab-orders').click();
    const orderTab = detail.getByTestId('customer-tab-body-orders');
    await expect.poll(() => orderTab.locator('tr.ant-table-row').count()).toBe(orders.length);
    for (const order of orders)
      expect(await orderTab.textContent()).toContain(String(order.orderNo));
    await orderTab.getByTestId(`customer-order-detail-${String(orders[0]?.id)}`).waitFor();

    // Their addresses.
    await detail.getByTestId('customer-tab-addresses').click();
    const addresses = detail.getByTestId('customer-tab-body-addresses');
    await expect.poll(() => addresses.textContent()).toContain('88 Century Avenue');
    expect(await axeFindings(page, 'customer detail', '.ant-drawer')).toEqual([]);

    // Points: taking more than the balance is refused on the field; adding 15 shows in the
    // header and as the newest row of the points ledger.
    await detail.getByTestId('customer-tab-points').click();
    const adjust = async (point: number, reason: string) => {
      await detail.getByTestId('customer-adjustPoints').click();
      const dialog = page.getByTestId('customer-adjustPoints-dialog');
      await settled(dialog);
      await dialog.getByTestId('customer-field-point').fill(String(point));
      await dialog.getByTestId('customer-field-reason').fill(reason);
      await page.getByTestId('customer-adjustPoints-dialog-save').click();
      return dialog;
    };
    const refused = await adjust(-(balance + 1), 'Too much');
    await expect
      .poll(() => refused.locator('.ant-form-item-explain-error').textContent())
      .toContain(`Not enough points: the balance is ${String(balance)}`);
    await page.getByTestId('customer-adjustPoints-dialog-cancel').click();
    await refused.waitFor({ state: 'detached' });

    const added = await adjust(15, 'Birthday gift');
    await added.waitFor({ state: 'detached' });
    await expect
      .poll(() => detail.getByTestId('customer-detail-point').textContent())
      .toBe(String(balance + 15));
    const ledger = detail.getByTestId('customer-tab-body-points');
    const newest = ledger.locator('tr.ant-table-row').first();
    await expect.poll(() => newest.textContent()).toContain('Birthday gift');
    expect(await newest.textContent()).toContain(String(balance + 15));
  });
});
