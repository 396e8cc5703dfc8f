// Orders end to end (issue 20, docs/orders.md), in Chromium against the real server: a shopper
// on a phone-sized screen opens the demo shop's Bananas, signs in with the code the server sent
// (written to its log: no SMS gateway here), adds an address, orders and pays through the
// sandbox; the operator ships it from the console's order screen; the shopper asks to return
// one and get the money back; the operator agrees, receives the parcel and refunds: the money
// goes back through the payment platform and the banana back into stock.
import { endpoints } from '@retail/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiLogin, chooseOption, openSelect } from './support/admin';
import { axeFindings } from './support/axe';
import { useBrowser } from './support/browser';
import { addAddress, firstPage, signIn } from './support/shop';
import { logIn, settled, transitionStep } from './support/console';

const SUNRISE_ADMIN = { userName: 'sunrise.admin', password: 'Sunrise#Admin1' };
/** A mobile of this run (tests of one run share the server's database). */
const MOBILE = `138${String(Date.now()).slice(-8)}`;

const status = (page: Page) => page.getByTestId('shop-order-status');

describe('a shopper buys, the operator ships, the goods come back and so does the money', () => {
  const browser = useBrowser();

  it('goes through the whole order and its return', async () => {
    const token = await apiLogin(SUNRISE_ADMIN);
    const [config] = await firstPage(token, endpoints.tradeConfig.list, {});
    const [bananas] = await firstPage(token, endpoints.goods.list, { goodsCode: 'SR-0004' });
    expect(config && bananas).toBeTruthy();
    const tenantId = bananas?.tenantId as number;
    const [stock] = await firstPage(token, endpoints.goodsStock.list, {
      storeId: config?.storeId,
      goodsId: bananas?.id,
    });
    const onHandBefore = stock?.onHand as number;

    // The shopper, on a phone.
    const phone = await browser.phone();
    const shop = await phone.newPage();
    const problems: string[] = [];
    shop.on('pageerror', (error) => problems.push(error.message));
    await shop.goto(`/m/${tenantId}/pages/goods/detail?goodsId=${String(bananas?.id)}`);
    const goods = shop.getByRole('main', { name: 'Bananas (1 kg)' });
    await goods.waitFor();
    await expect
      .poll(() => goods.getByTestId('shop-available').textContent())
      .toMatch(/In stock: \d+/);
    await goods.getByRole('button', { name: 'Buy now' }).click();

    // Signing in: the code the server "sent".
    await signIn(shop, MOBILE);

    // Checkout: a first address, the price from the server, place the order.
    const confirm = shop.getByRole('main', { name: 'Confirm order' });
    await confirm.waitFor();
    await addAddress(confirm, { name: 'Li Lei', mobile: MOBILE, street: '88 Century Avenue' });
    await expect.poll(() => confirm.textContent()).toContain('¥6.00'); // delivery below 50.00
    expect(await axeFindings(shop, 'checkout')).toEqual([]);
    await confirm.getByRole('button', { name: 'Place order' }).click();

    // Paying through the sandbox cashier.
    const pay = shop.getByRole('main', { name: 'Pay' });
    await pay.waitFor();
    await expect.poll(() => pay.textContent()).toContain('¥15.80');
    await pay.getByRole('button', { name: 'Pay (sandbox)' }).click();
    await expect.poll(() => status(shop).textContent()).toBe('Paid, awaiting shipment');
    const orderId = Number(new URL(shop.url()).searchParams.get('orderId'));
    const [order] = await firstPage(token, endpoints.order.list, { receiverMobile: MOBILE });
    expect(order).toMatchObject({ id: orderId, status: 10, payPrice: 1580 });

    // The operator ships it from the console's order screen.
    const { page } = browser;
    await logIn(page, SUNRISE_ADMIN, '/order/index');
    const row = page
      .getByTestId('list-table')
      .locator('tr.ant-table-row')
      .filter({ hasText: String(order?.orderNo) });
    await row.getByTestId(`action-ship-${orderId}`).click();
    const ship = page.getByTestId('transition-ship-dialog');
    await settled(ship);
    await openSelect(page, 'transition-ship-logisticsId', ship);
    // Typed first, as an operator would: other tests of the run add logistics companies to the
    // tenant, and the select draws only the options in its view.
    await page.keyboard.type('ZTO');
    await chooseOption(page, 'ZTO Express');
    await ship.getByTestId('transition-ship-logisticsNo').fill('ZTO7500000999');
    await page.getByTestId('transition-ship-ok').click();
    await expect.poll(() => row.textContent()).toContain('Shipped');

    // The shopper asks to send one back and get the money.
    await shop.reload();
    await expect.poll(() => status(shop).textContent()).toBe('Shipped');
    await shop.getByRole('link', { name: 'Ask for a refund' }).click();
    const refund = shop.getByRole('main', { name: 'Ask for a refund' });
    await refund.waitFor();
    await refund.getByRole('checkbox').first().check();
    await refund.getByRole('radio', { name: 'Return and refund' }).check();
    await refund.getByLabel('Reason').selectOption({ label: 'Damaged or faulty' });
    expect(await axeFindings(shop, 'refund')).toEqual([]);
    await refund.getByRole('button', { name: 'Send request' }).click();
    const request = shop.getByTestId('shop-after-sale');
    await expect.poll(() => request.textContent()).toContain('Requested');
    const [afterSale] = await firstPage(token, endpoints.refund.list, { orderId });
    expect(afterSale).toMatchObject({ status: 10, way: 20, refundPrice: 980 });

    // The operator agrees to the return.
    await page.goto('/refund/index');
    const requestRow = page
      .getByTestId('list-table')
      .locator('tr.ant-table-row')
      .filter({ hasText: String(afterSale?.refundNo) });
    await transitionStep(page, requestRow, 'agreeReturn', afterSale?.id ?? 0);
    await expect.poll(() => requestRow.textContent()).toContain('Awaiting the return');

    // The shopper sends the parcel back with its tracking number.
    await shop.reload();
    await expect.poll(() => request.textContent()).toContain('Agreed: send the goods back');
    await request.getByLabel('Tracking number of the parcel').fill('YT0000000001');
    await request.getByRole('button', { name: 'Send tracking number' }).click();
    await expect.poll(() => request.textContent()).toContain('Goods sent back');

    // The operator receives the parcel (the banana is back on hand) and refunds.
    await page.reload();
    await transitionStep(page, requestRow, 'receive', afterSale?.id ?? 0);
    await expect
      .poll(
        async () =>
          (
            await firstPage(token, endpoints.goodsStock.list, {
              storeId: config?.storeId,
              goodsId: bananas?.id,
            })
          )[0]?.onHand,
      )
      .toBe(onHandBefore);
    await transitionStep(page, requestRow, 'refund', afterSale?.id ?? 0);
    await expect.poll(() => requestRow.textContent()).toContain('Refunded');

    // The money went back through the payment platform; the shopper sees it.
    const [payOrder] = await firstPage(token, endpoints.payOrder.list, {
      mchOrderNo: order?.orderNo,
    });
    expect(payOrder).toMatchObject({ amount: 1580, refundAmount: 980, state: 20 });
    await shop.reload();
    await expect.poll(() => request.textContent()).toContain('Refunded');
    expect(problems).toEqual([]);
  });
});
