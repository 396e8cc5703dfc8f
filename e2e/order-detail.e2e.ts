// The order detail screen (docs/orders.md, Order detail), in Chromium against the real server
// with the demo's orders: the operator opens a completed order from the order list's Detail
// button, reads its lines, its money adding up to what was paid and its timeline, issues the
// invoice its shopper asked for, and opens its line prices narrowed to it.
import { endpoints } from '@retail/contract';
import { describe, expect, it } from 'vitest';
import { apiLogin } from './support/admin';
import { axeFindings } from './support/axe';
import { useBrowser } from './support/browser';
import { logIn, settled } from './support/console';
import { firstPage } from './support/shop';

const SUNRISE_ADMIN = { userName: 'sunrise.admin', password: 'Sunrise#Admin1' };

describe('the order detail screen', () => {
  const browser = useBrowser();

  it('opens from the order list and adds the order up', async () => {
    const token = await apiLogin(SUNRISE_ADMIN);
    // The demo's completed order whose shopper asked for an invoice.
    const [invoice] = await firstPage(token, endpoints.orderInvoice.list, { status: 10 });
    const [order] = await firstPage(token, endpoints.order.list, { orderNo: invoice?.orderName });
    expect(order).toBeTruthy();
    const id = order?.id as number;
    const orderNo = String(order?.orderNo);
    const paid = ((order?.payPrice as number) / 100).toFixed(2);

    const { page } = browser;
    await logIn(page, SUNRISE_ADMIN, '/order/index');
    // By its number: other tests' orders come first in the list, newest first.
    const search = page.getByTestId('list-search-area');
    await search.getByTestId('field-orderNo').fill(orderNo);
    await search.getByTestId('list-search').click();
    const row = page
      .getByTestId('list-table')
      .locator('tr.ant-table-row')
      .filter({ hasText: orderNo });
    await row.getByRole('button', { name: `Detail of order ${orderNo}` }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/orderDetail/index');
    expect(new URL(page.url()).searchParams.get('id')).toBe(String(id));

    const header = page.getByTestId('order-detail-header');
    await header.waitFor();
    await expect.poll(() => header.textContent()).toContain(orderNo);
    expect(await header.textContent()).toContain('Completed');
    expect(await page.getByTestId('order-detail-lines').textContent()).toContain('Bananas');
    const money = page.getByTestId('order-detail-money');
    expect(await money.textContent()).toContain(paid);
    expect(await money.textContent()).toContain('The lines add up to what was paid');
    const timeline = await page.getByTestId('order-detail-timeline').textContent();
    expect(timeline).toContain('Placed');
    expect(timeline).toContain('Paid');
    expect(await axeFindings(page, 'order detail', '[data-testid="order-detail-screen"]')).toEqual(
      [],
    );

    // The shopper's invoice request, issued from here with the registry's own step dialog.
    const invoices = page.getByTestId('order-detail-invoices');
    await invoices.getByRole('button', { name: 'Issue' }).click();
    const issue = page.getByTestId('transition-issue-dialog');
    await settled(issue);
    await issue.getByTestId('transition-issue-invoiceNo').fill('INV-E2E-0001');
    await page.getByTestId('transition-issue-ok').click();
    await expect.poll(() => invoices.textContent()).toContain('INV-E2E-0001');
    expect(await invoices.textContent()).toContain('Issued');
    await expect
      .poll(async () => page.getByTestId('order-detail-money').textContent())
      .toMatch(new RegExp(`Invoiced.*${paid.replace('.', '\\.')}`));

    // A sub-screen in a drawer, narrowed to the order: its line prices.
    await page
      .getByTestId('order-detail-more')
      .getByRole('button', { name: 'Line prices' })
      .click();
    const drawer = page.getByTestId('order-sub-drawer-orderSkuPrice');
    await expect.poll(() => drawer.locator('tr.ant-table-row').count()).toBeGreaterThan(0);
    expect(await drawer.textContent()).toContain('Bananas');
    expect(await axeFindings(page, 'line prices', '.ant-drawer')).toEqual([]);
  });
});
