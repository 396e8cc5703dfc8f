// Marketing end to end (issue 21, docs/marketing.md), in Chromium against the real server: the
// operator makes a coupon template and a full reduction on the console's screens (dates, money
// in yuan, a tier and the goods covered in their Lines) and starts both; a shopper on a phone
// claims the coupon from its storefront page (signing in with the code the server logged), buys
// the bananas with the full reduction and the coupon, and pays what the checkout showed; the
// console's order shows each discount.
import { ACTIVITY_STATUS, endpoints } from '@retail/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { api, apiLogin, chooseOption, openSelect } from './support/admin';
import { axeFindings } from './support/axe';
import { useBrowser } from './support/browser';
import { addAddress, firstPage, signIn } from './support/shop';
import { logIn, settled, toastWith, transitionStep } from './support/console';

const SUNRISE_ADMIN = { userName: 'sunrise.admin', password: 'Sunrise#Admin1' };
const MOBILE = `137${String(Date.now()).slice(-8)}`;
const RUN = Date.now().toString(36);
const DAY = 86_400_000;

/** A moment as the browser's date-time control takes it (local time, to the second). */
const moment = (offsetMs: number) => {
  const date = new Date(Date.now() + offsetMs);
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
};

const rowsOf = (scope: Locator) => scope.getByTestId('list-table').locator('tr.ant-table-row');

/** Adds a record through the screen's (or drawer's) edit dialog. */
const add = async (
  page: Page,
  scope: Locator,
  dialogId: string,
  fill: (dialog: Locator) => Promise<void>,
) => {
  await scope.getByTestId('list-add').click();
  const dialog = page.getByTestId(dialogId);
  await settled(dialog);
  await fill(dialog);
  await page.getByTestId(`${dialogId}-save`).click();
  await toastWith(page, 'Operation successful!').first().waitFor();
  await dialog.waitFor({ state: 'hidden' });
};

type Activity = { list: { path: string }; stop: { path: string } };

/**
 * Stops the activity of this name (a coupon template, a full reduction), checked: other browser
 * tests buy the bananas at their own price, so nothing of this test may run on. One not made,
 * a draft never started or one ended runs nowhere (and none of them can be stopped).
 */
const stopActivity = async (token: string, activity: Activity, name: string) => {
  const find = async () =>
    (await firstPage(token, activity.list, { name })).find((row) => row.name === name);
  const made = await find();
  const idle: unknown[] = [ACTIVITY_STATUS.draft, ACTIVITY_STATUS.ended];
  if (!made || idle.includes(made.status)) return;
  if (made.status !== ACTIVITY_STATUS.stopped)
    await api(token, 'POST', activity.stop.path, { id: made.id });
  expect((await find())?.status, `${name} is stopped`).toBe(ACTIVITY_STATUS.stopped);
};

describe('a coupon and a full reduction, made on the console and used by a shopper', () => {
  const browser = useBrowser();

  it('applies both at checkout and keeps each discount with the order', async () => {
    const token = await apiLogin(SUNRISE_ADMIN);
    const [bananas] = await firstPage(token, endpoints.goods.list, { goodsCode: 'SR-0004' });
    const tenantId = bananas?.tenantId as number;
    const { page } = browser;
    await logIn(page, SUNRISE_ADMIN);
    // The coupon: ¥2 off from ¥8, claimable, valid from yesterday for a month.
    await page.goto('/coupon/index');
    const coupons = page.getByTestId('resource-coupon');
    const couponName = `E2E ¥2 off ${RUN}`;
    await add(page, coupons, 'coupon-edit-dialog', async (dialog) => {
      await dialog.getByTestId('field-name').fill(couponName);
      await dialog.getByTestId('field-usePrice').fill('8');
      await dialog.getByTestId('field-discountPrice').fill('2');
      await dialog.getByTestId('field-validStartTime').fill(moment(-DAY));
      await dialog.getByTestId('field-validEndTime').fill(moment(30 * DAY));
    });
    // Stopped once the test is over, passed or failed; a stop that fails fails the test.
    onTestFinished(() => stopActivity(token, endpoints.coupon, couponName));
    const [coupon] = await firstPage(token, endpoints.coupon.list, { name: couponName });
    const couponId = coupon?.id ?? 0;
    expect(coupon).toMatchObject({ status: 0, usePrice: 800, discountPrice: 200, takeType: 1 });
    const couponRow = rowsOf(coupons).filter({ hasText: couponName });
    await transitionStep(page, couponRow, 'activate', couponId);
    await expect.poll(() => couponRow.textContent()).toContain('Running');

    // The full reduction: ¥1 off the bananas from ¥9, from yesterday to tomorrow.
    await page.goto('/promotionFullReduction/index');
    const reductions = page.getByTestId('resource-promotion-full-reduction');
    const reductionName = `E2E bananas ${RUN}`;
    await add(page, reductions, 'promotion-full-reduction-edit-dialog', async (dialog) => {
      await dialog.getByTestId('field-name').fill(reductionName);
      await dialog.getByTestId('field-startTime').fill(moment(-DAY));
      await dialog.getByTestId('field-endTime').fill(moment(DAY));
      await openSelect(page, 'field-productScope', dialog);
      await chooseOption(page, 'Listed goods');
    });
    onTestFinished(() => stopActivity(token, endpoints.promotionFullReduction, reductionName));
    const [reduction] = await firstPage(token, endpoints.promotionFullReduction.list, {
      name: reductionName,
    });
    const reductionId = reduction?.id ?? 0;
    const reductionRow = rowsOf(reductions).filter({ hasText: reductionName });
    await reductionRow.getByTestId(`lines-promotionFullReductionRule-${reductionId}`).click();
    const tiers = page.getByTestId('lines-drawer-promotionFullReductionRule');
    await add(page, tiers, 'promotion-full-reduction-rule-edit-dialog', async (dialog) => {
      await dialog.getByTestId('field-limitPrice').fill('9');
      await dialog.getByTestId('field-discountPrice').fill('1');
    });
    await page.locator('.ant-drawer').getByRole('button', { name: 'Close', exact: true }).click();
    await tiers.waitFor({ state: 'detached' });
    await reductionRow.getByTestId(`lines-promoScope-${reductionId}`).click();
    const scope = page.getByTestId('lines-drawer-promoScope');
    await add(page, scope, 'promo-scope-edit-dialog', async (dialog) => {
      // Other browser tests add goods: type to find it among them.
      await openSelect(page, 'field-goodsId', dialog);
      await page.keyboard.type('Bananas');
      await chooseOption(page, 'Bananas (1 kg)');
    });
    await page.locator('.ant-drawer').getByRole('button', { name: 'Close', exact: true }).click();
    await scope.waitFor({ state: 'detached' });
    // Its start has come: scheduled, it runs at once.
    await transitionStep(page, reductionRow, 'schedule', reductionId);
    await expect.poll(() => reductionRow.textContent()).toContain('Running');

    // The shopper claims the coupon from its page, signing in first.
    const phone = await browser.phone();
    const shop = await phone.newPage();
    const problems: string[] = [];
    shop.on('pageerror', (error) => problems.push(error.message));
    await shop.goto(`/m/${tenantId}/pages/coupon/detail?couponId=${couponId}`);
    const claimPage = shop.getByRole('main', { name: couponName });
    await claimPage.waitFor();
    await claimPage.getByRole('button', { name: 'Claim' }).click();
    await signIn(shop, MOBILE);
    await claimPage.waitFor();
    await expect.poll(() => claimPage.getByRole('button', { name: 'Claimed' }).count()).toBe(1);

    // It buys the bananas: ¥9.80 − ¥1.00 (full reduction) − ¥2.00 (coupon) + ¥6.00 delivery.
    await shop.goto(`/m/${tenantId}/pages/goods/detail?goodsId=${String(bananas?.id)}`);
    const goods = shop.getByRole('main', { name: 'Bananas (1 kg)' });
    await goods.waitFor();
    await goods.getByRole('button', { name: 'Buy now' }).click();
    const confirm = shop.getByRole('main', { name: 'Confirm order' });
    await confirm.waitFor();
    await addAddress(confirm, { name: 'Han Meimei', mobile: MOBILE, street: '1 Nanjing Road' });
    const discounts = confirm.getByTestId('shop-discounts');
    await expect.poll(() => discounts.textContent()).toContain(reductionName);
    expect(await discounts.textContent()).toContain('Full reduction');
    await expect.poll(() => discounts.textContent()).toContain(couponName);
    await expect
      .poll(() => confirm.getByTestId('shop-checkout-amounts').textContent())
      .toContain('¥12.80');
    expect(await axeFindings(shop, 'checkout with discounts')).toEqual([]);
    await confirm.getByRole('button', { name: 'Place order' }).click();
    const pay = shop.getByRole('main', { name: 'Pay' });
    await pay.waitFor();
    await expect.poll(() => pay.textContent()).toContain('¥12.80');
    await pay.getByRole('button', { name: 'Pay (sandbox)' }).click();
    await expect
      .poll(() => shop.getByTestId('shop-order-status').textContent())
      .toBe('Paid, awaiting shipment');
    const orderId = Number(new URL(shop.url()).searchParams.get('orderId'));
    const [order] = await firstPage(token, endpoints.order.list, { receiverMobile: MOBILE });
    expect(order).toMatchObject({
      id: orderId,
      totalPrice: 980,
      discountPrice: 100,
      couponPrice: 200,
      deliveryPrice: 600,
      payPrice: 1280,
    });
    const [used] = await firstPage(token, endpoints.couponCustomer.list, { couponId });
    expect(used).toMatchObject({ status: 2, useOrderId: orderId });
    expect(problems).toEqual([]);

    // The console's order shows each discount in its Lines.
    await page.goto('/order/index');
    // Other files' orders may come first: the order is searched by its number.
    const search = page.getByTestId('list-search-area');
    await search.getByTestId('field-orderNo').fill(String(order?.orderNo));
    await search.getByTestId('list-search').click();
    const orderRow = rowsOf(page.getByTestId('resource-order')).filter({
      hasText: String(order?.orderNo),
    });
    await orderRow.getByTestId(`lines-orderPromo-${orderId}`).click();
    const promos = page.getByTestId('lines-drawer-orderPromo');
    await promos.waitFor();
    const rows = rowsOf(promos);
    await expect.poll(() => rows.count()).toBe(2);
    const texts = await rows.allTextContents();
    expect(texts.find((text) => text.includes('Full reduction'))).toContain('1.00');
    expect(texts.find((text) => text.includes('Coupon'))).toContain('2.00');
  });
});
