// The payment platform in a real browser against the real server (issue 17): a tenant admin adds
// an app for a merchant, issues its signing secret (shown once), and gives it a sandbox passage;
// the merchant's system (this test, signing with that secret) makes a pay order; the sandbox
// payer pays it from the pay orders screen and its notification marks it paid; the merchant
// refunds part of it; and the day's finance statement shows the payment, the refund, the fee and
// a net that adds up, without waiting for the hourly run.
import { endpoints } from '@retail/contract';
import { newDeviceNonce, signDeviceRequest } from '@retail/contract/device-signature';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, apiLogin, chooseOption, openSelect } from './support/admin';
import { axeFindings, axeReport } from './support/axe';
import { baseUrl, useBrowser } from './support/browser';
import { logIn, settled, toastWith } from './support/console';
import { openFromMenu, view } from './support/shell';
import { firstPage } from './support/shop';

const SUNRISE_ADMIN = { userName: 'sunrise.admin', password: 'Sunrise#Admin1' };
const APPS = '/mchApp/index';
const PASSAGES = '/mchPayPassage/index';
const PAY_ORDERS = '/payOrder/index';
const FINANCE_DAYS = '/financeDaily/index';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A row of the list on the screen at `path` (the screens of other open tabs stay mounted). */
const rowOf = (page: Page, path: string, text: string) =>
  view(page, path).getByTestId('list-table').locator('tr.ant-table-row').filter({ hasText: text });

/** A call of the merchant API, signed with the app's secret as docs/payments.md says. */
const merchantCall = async <T>(
  app: { appId: string; secret: string },
  name: string,
  body: object,
) => {
  const path = `/api/pay/${name}`;
  const text = JSON.stringify(body);
  const timestamp = Date.now();
  const nonce = newDeviceNonce();
  const signature = await signDeviceRequest(app.secret, {
    method: 'POST',
    path,
    timestamp,
    nonce,
    body: text,
  });
  const response = await fetch(baseUrl() + path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-App-Id': app.appId,
      'X-Timestamp': String(timestamp),
      'X-Nonce': nonce,
      'X-Signature': signature,
    },
    body: text,
  });
  const answer = (await response.json()) as { successful: boolean; data: T; description?: string };
  if (!answer.successful)
    throw new Error(`${path}: ${response.status} ${answer.description ?? ''}`);
  return answer.data;
};

/** Adds a record through a registry screen's edit dialog (its key in kebab case): texts, then choosers. */
const addThroughDialog = async (
  page: Page,
  path: string,
  key: string,
  texts: Record<string, string>,
  choices: Record<string, string>,
) => {
  await view(page, path).getByTestId('list-add').click();
  const dialog = page.getByTestId(`${key}-edit-dialog`);
  await settled(dialog);
  for (const [field, value] of Object.entries(texts))
    await dialog.getByTestId(`field-${field}`).fill(value);
  for (const [field, title] of Object.entries(choices)) {
    await openSelect(page, `field-${field}`, dialog);
    await chooseOption(page, title);
  }
  await page.getByTestId(`${key}-edit-dialog-save`).click();
  await toastWith(page, 'Operation successful!').waitFor();
  await dialog.waitFor({ state: 'detached' });
};

describe('payments', () => {
  const browser = useBrowser();

  it('an app with a sandbox passage takes a payment and a refund, and the finance day adds them up', async () => {
    const { page } = browser;
    const run = unique();
    const token = await apiLogin(SUNRISE_ADMIN);
    const merchant = { mchNo: `M-${run}`, name: `Kiosk ${run}` };
    await api(token, endpoints.mchInfo.edit.method, endpoints.mchInfo.edit.path, merchant);

    // The app, added on its screen; its secret issued from its row and shown once.
    await logIn(page, SUNRISE_ADMIN);
    await openFromMenu(page, ['Payments', 'Merchant apps'], APPS);
    const appName = `Kiosk app ${run}`;
    await addThroughDialog(page, APPS, 'mch-app', { name: appName }, { mchInfoId: merchant.name });
    const [app] = await firstPage(token, endpoints.mchApp.list, { name: appName });
    const appId = String(app?.appId);
    const appRow = rowOf(page, APPS, appName);
    await appRow.waitFor();
    await appRow.getByTestId(`mch-app-secret-${String(app?.id)}`).click();
    await page.getByTestId(`mch-app-secret-confirm-${String(app?.id)}`).click();
    const shown = page.getByTestId('mch-app-secret-value');
    await shown.waitFor();
    const secret = (await shown.textContent())?.trim() ?? '';
    expect(secret.length).toBeGreaterThanOrEqual(32);
    await page.getByRole('button', { name: 'I have copied it' }).click();
    await shown.waitFor({ state: 'detached' });

    // Its sandbox passage at 0.6 %.
    await openFromMenu(page, ['Payments', 'Pay passages'], PASSAGES);
    await addThroughDialog(
      page,
      PASSAGES,
      'mch-pay-passage',
      { rate: '6000' },
      { mchAppId: appName, payWayId: 'Sandbox QR', payInterfaceDefineId: 'Sandbox' },
    );
    await rowOf(page, PASSAGES, appName).waitFor();

    // The merchant's system orders a payment of ¥12.80, signed with the secret.
    const signer = { appId, secret };
    const order = await merchantCall<{ payOrderId: string; state: number }>(
      signer,
      'unified-order',
      { mchOrderNo: `K-${run}`, wayCode: 'SANDBOX_QR', amount: 1280, subject: 'Cold brew' },
    );
    expect(order.state).toBe(10);

    // The sandbox payer pays it from its row; the notification marks it paid.
    await openFromMenu(page, ['Payments', 'Pay orders'], PAY_ORDERS);
    const payRow = rowOf(page, PAY_ORDERS, order.payOrderId);
    await payRow.waitFor();
    const payButton = payRow.locator('[data-testid^="action-sandboxPay-"]');
    const payOrderRowId = Number(
      (await payButton.getAttribute('data-testid'))?.slice('action-sandboxPay-'.length),
    );
    await payButton.click();
    const payDialog = page.getByTestId('action-dialog-sandboxPay');
    await settled(payDialog);
    await page.getByTestId('action-dialog-sandboxPay-save').click();
    await toastWith(page, 'Operation successful!').waitFor();
    await expect
      .poll(async () => {
        await view(page, PAY_ORDERS).getByTestId('list-refresh').click();
        return (await rowOf(page, PAY_ORDERS, order.payOrderId).textContent()) ?? '';
      })
      .toContain('Paid');

    // The merchant refunds ¥3.00 of it.
    const refund = await merchantCall<{ state: number }>(signer, 'refund', {
      payOrderId: order.payOrderId,
      mchRefundNo: `KR-${run}`,
      refundAmount: 300,
      reason: 'Spilled',
    });
    expect(refund.state).toBe(20);

    // The pay order list's header, narrowed to this merchant: one order, ¥12.80 paid and ¥3.00
    // refunded, the same figures as its visible rows add up to.
    await openFromMenu(page, ['Payments', 'Pay orders'], PAY_ORDERS);
    const orders = view(page, PAY_ORDERS);
    await orders.getByTestId('list-search-area').getByTestId('field-mchNo').fill(merchant.mchNo);
    await orders.getByTestId('list-search').click();
    const totals = orders.getByRole('region', { name: 'Totals of Pay orders' });
    await expect
      .poll(async () => {
        await orders.getByTestId('list-refresh').click();
        return (await totals.getByTestId('list-total-refundAmount').textContent()) ?? '';
      })
      .toBe('3.00');
    const rows = orders.getByTestId('list-table').locator('tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(1);
    const shownRows = await rows.allTextContents();
    const figures = {
      count: await totals.getByTestId('list-total-count').textContent(),
      paid: await totals.getByTestId('list-total-paidAmount').textContent(),
      refunded: await totals.getByTestId('list-total-refundAmount').textContent(),
    };
    expect(figures).toEqual({ count: String(shownRows.length), paid: '12.80', refunded: '3.00' });
    // Each figure is one the row shows: the order's amount and what was refunded of it.
    for (const figure of [figures.paid, figures.refunded]) expect(shownRows[0]).toContain(figure);
    const headerFindings = await axeFindings(
      page,
      'pay order totals',
      '[data-testid="list-totals"]',
    );
    expect(headerFindings, axeReport(headerFindings)).toEqual([]);

    // The day's statement for the merchant: paid, refunded, the fee, and a net that adds up.
    await openFromMenu(page, ['Payments', 'Finance by day'], FINANCE_DAYS);
    await expect
      .poll(
        async () => {
          await view(page, FINANCE_DAYS).getByTestId('list-refresh').click();
          return (await rowOf(page, FINANCE_DAYS, merchant.mchNo).textContent()) ?? '';
        },
        { timeout: 20_000 },
      )
      .toContain('3.00');
    const [day] = await firstPage(token, endpoints.financeDaily.list, { mchNo: merchant.mchNo });
    expect(day).toMatchObject({ payCount: 1, payAmount: 1280, refundCount: 1, refundAmount: 300 });
    const fee = Number(day?.feeAmount);
    expect(fee).toBe(8); // 0.6 % of 1,280 cents, rounded
    expect(day?.netAmount).toBe(1280 - 300 - fee);
    const text = (await rowOf(page, FINANCE_DAYS, merchant.mchNo).textContent()) ?? '';
    for (const figure of ['12.80', '3.00', '0.08', '9.72']) expect(text).toContain(figure);

    // The charge order detail screen opens on the real server: this sandbox order is said not to
    // be Alipay's, and its applied notification and refund are listed; no serious axe finding.
    const detailPath = '/alipayChargeOrderDetail/index';
    await page.goto(`${detailPath}?id=${String(payOrderRowId)}`);
    const detail = page.getByTestId('charge-order-order');
    await detail.waitFor();
    expect(await detail.textContent()).toContain(order.payOrderId);
    await page.getByText('This pay order was not taken through Alipay.').waitFor();
    await page.getByTestId('charge-order-notifications').getByText('Applied').waitFor();
    expect(await page.getByTestId('charge-order-refunds').textContent()).toContain(`KR-${run}`);
    const findings = await axeFindings(page, 'charge order detail', '[data-testid="view"]');
    expect(findings, axeReport(findings)).toEqual([]);

    // An operator refunds ¥1.00 more from the pay order list: the dialog offers the ¥9.80 left,
    // and the header's refunds become ¥4.00.
    await openFromMenu(page, ['Payments', 'Pay orders'], PAY_ORDERS);
    const list = view(page, PAY_ORDERS);
    await list.getByTestId('list-search-area').getByTestId('field-mchNo').fill(merchant.mchNo);
    await list.getByTestId('list-search').click();
    await list.getByTestId(`action-refund-${String(payOrderRowId)}`).click();
    const dialog = page.getByTestId('action-dialog-refund');
    await settled(dialog);
    const amount = dialog.getByRole('spinbutton', { name: 'Refund amount' });
    expect(await amount.inputValue()).toBe('9.80');
    await amount.fill('1.00');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Dented can');
    const dialogFindings = await axeFindings(
      page,
      'refund dialog',
      '[data-testid="action-dialog-refund"]',
    );
    expect(dialogFindings, axeReport(dialogFindings)).toEqual([]);
    await page.getByTestId('action-dialog-refund-save').click();
    await toastWith(page, 'Operation successful!').waitFor();
    const header = list.getByRole('region', { name: 'Totals of Pay orders' });
    await expect
      .poll(async () => (await header.getByTestId('list-total-refundAmount').textContent()) ?? '')
      .toBe('4.00');
  });
});
