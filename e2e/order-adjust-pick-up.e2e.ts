// Price adjustment and pick-up orders end to end (issue 20, docs/orders.md), in Chromium against
// the real server: a shopper's unpaid order gets 1.50 off from the console's order list (the
// Adjust price dialog, in yuan, with its reason); the shop offers pick-up at the store, the
// shopper's paid pick-up order shows its code on a phone, and the operator hands it over by that
// code from the list's toolbar: the order is completed. A wrong code is refused.
import { endpoints } from '@retail/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { api, apiLogin } from './support/admin';
import { useBrowser } from './support/browser';
import { codeFromLog, firstPage, type Row } from './support/shop';
import { logIn } from './support/console';

const SUNRISE_ADMIN = { userName: 'sunrise.admin', password: 'Sunrise#Admin1' };
/** A mobile of this run (tests of one run share the server's database). */
const MOBILE = `137${String(Date.now()).slice(-8)}`;

type ShopOrder = { id: number; orderNo: string; payPrice: number; pickUpVerifyCode: string | null };

/** The shopper's call with their token. */
const shopCall = <T>(token: string, path: string, body: object) =>
  api<T>(token, 'POST', `/api/shop/${path}`, body);

const signIn = async (tenantId: number) => {
  await api(null, 'POST', '/api/shop/sign-in/code', { tenantId, mobile: MOBILE });
  await expect.poll(() => codeFromLog(MOBILE)).toMatch(/^\d{6}$/);
  return api<{ token: string; expiresAt: string }>(null, 'POST', '/api/shop/sign-in', {
    tenantId,
    mobile: MOBILE,
    code: codeFromLog(MOBILE),
  });
};

const orderRow = (page: Page, orderNo: string) =>
  page.locator('[data-testid="list-table"]:visible tr.ant-table-row').filter({ hasText: orderNo });

describe('the operator adjusts an unpaid order’s price and hands a pick-up order over by its code', () => {
  const browser = useBrowser();

  it('adjusts, shows the code to the shopper, verifies it', async () => {
    const token = await apiLogin(SUNRISE_ADMIN);
    const [config] = await firstPage(token, endpoints.tradeConfig.list, {});
    const [bananas] = await firstPage(token, endpoints.goods.list, { goodsCode: 'SR-0004' });
    const tenantId = bananas?.tenantId as number;
    // The shop offers pick-up at the store.
    await api<Row>(token, 'PATCH', endpoints.tradeConfig.edit.path, {
      ...config,
      pickUpEnabled: true,
    });
    // The settings as they were afterwards, passed or failed: the shop's other tests (another
    // shard today, this one after a file is added) expect delivery only.
    onTestFinished(async () => {
      await api<Row>(token, 'PATCH', endpoints.tradeConfig.edit.path, { ...config });
    });
    const shopper = await signIn(tenantId);
    const address = await shopCall<Row>(shopper.token, 'address/save', {
      name: 'Han Meimei',
      mobile: MOBILE,
      detailAddress: '9 Nanjing Road',
    });
    const line = { goodsId: bananas?.id, skuId: null, count: 1, price: 980 };
    const unpaid = await shopCall<ShopOrder>(shopper.token, 'order/create', {
      storeId: config?.storeId,
      lines: [line],
      addressId: address.id,
      requestKey: `e2e-adjust-${MOBILE}`,
    });
    const pickUp = await shopCall<ShopOrder>(shopper.token, 'order/create', {
      storeId: config?.storeId,
      lines: [line],
      deliveryType: 2,
      requestKey: `e2e-pick-up-${MOBILE}`,
    });
    expect(pickUp.payPrice).toBe(980);
    const paid = await shopCall<ShopOrder>(shopper.token, 'order/sandbox-pay', { id: pickUp.id });
    expect(paid.pickUpVerifyCode).toMatch(/^\d{8}$/);

    // The operator takes 1.50 off the unpaid order.
    const { page } = browser;
    await logIn(page, SUNRISE_ADMIN, '/order/index');
    const row = orderRow(page, unpaid.orderNo);
    await row.getByTestId(`order-adjust-${unpaid.id}`).click();
    await page.getByTestId('order-adjust-amount').fill('-1.5');
    await page.getByTestId('order-adjust-reason').fill('Bruised skin');
    await expect
      .poll(() => page.getByTestId('order-adjust-after').textContent())
      .toContain('14.30');
    await page.getByTestId('order-adjust-ok').click();
    await expect.poll(() => row.textContent()).toContain('14.30');
    // Once only: the button is gone; the shopper pays the new amount.
    await expect.poll(() => row.getByTestId(`order-adjust-${unpaid.id}`).count()).toBe(0);
    const payment = await shopCall<{ amount: number }>(shopper.token, 'order/pay', {
      id: unpaid.id,
    });
    expect(payment.amount).toBe(1430);

    // The shopper's phone shows the pick-up code.
    const phone = await browser.phone();
    await phone.addInitScript(([key, session]) => window.localStorage.setItem(key, session), [
      `storefront:shopper:${tenantId}`,
      JSON.stringify(shopper),
    ] as const);
    const shop = await phone.newPage();
    await shop.goto(`/m/${tenantId}/pages/order/detail?orderId=${pickUp.id}`);
    await expect
      .poll(() => shop.getByTestId('shop-pick-up-code').textContent())
      .toBe(paid.pickUpVerifyCode);

    // A wrong code is refused; the right one completes the order.
    const pickUpRow = orderRow(page, pickUp.orderNo);
    await page.getByTestId('order-pick-up-code').click();
    const wrong = paid.pickUpVerifyCode === '00000000' ? '00000001' : '00000000';
    await page.getByTestId('order-pick-up-input').fill(wrong);
    await page.getByTestId('order-pick-up-ok').click();
    // Refused: the dialog stays open and the order stays paid.
    await expect.poll(() => page.getByText(/Wrong code/).count()).toBeGreaterThan(0);
    expect(await page.getByTestId('order-pick-up-input').isVisible()).toBe(true);
    await page.getByTestId('order-pick-up-input').fill(paid.pickUpVerifyCode ?? '');
    await page.getByTestId('order-pick-up-ok').click();
    await expect.poll(() => pickUpRow.textContent()).toContain('Completed');
    const [done] = await firstPage(token, endpoints.order.list, { orderNo: pickUp.orderNo });
    expect(done).toMatchObject({ status: 30, deliveryType: 2 });

    // Tidy: the unpaid order is cancelled (its banana back).
    await shopCall(shopper.token, 'order/cancel', { id: unpaid.id });
  });
});
