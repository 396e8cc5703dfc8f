// After-sales refunds through an approval (issue 19, docs/approvals.md), in Chromium against the
// real server: the Sunrise admin draws a two-step process in the modeler (their own step, then
// the store operator's) and deploys it as the refund approval; a shopper on a phone buys and
// asks for a refund; the admin's Agree puts the request in "Approving"; the admin approves their
// step in their to-do list, the store operator the second in theirs; the request is agreed and
// the admin refunds it. The approval is suspended at the end (passed or failed), so other tests
// agree at once.
import { endpoints, FLOW_DEFINITION_STATE } from '@retail/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { DEMO_ACCOUNTS } from '../apps/server/src/db/seed/demo-accounts';
import { api, apiLogin, chooseOption, openSelect } from './support/admin';
import { useBrowser } from './support/browser';
import { logIn, logOut, toastWith, transitionStep } from './support/console';
import { addAddress, firstPage, signIn } from './support/shop';

const account = (userName: string) => {
  const found = DEMO_ACCOUNTS.find((entry) => entry.userName === userName);
  if (!found) throw new Error(`No ${userName} demo account`);
  return found;
};
const ADMIN = account('sunrise.admin');
const STORE = account('sunrise.store');

/** A suffix of this run: keys stay unique when a server keeps its database across runs. */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** A mobile of this run (tests of one run share the server's database). */
const MOBILE = `137${String(Date.now()).slice(-8)}`;

/** The input inside an antd control found by test id (some put the id on a wrapper). */
const inputOf = (scope: Locator | Page, testId: string) => {
  const control = scope.getByTestId(testId);
  return control.locator('input').or(control.locator('xpath=self::input')).first();
};

const pickElement = async (page: Page, label: string) => {
  await openSelect(page, 'flow-element-picker');
  await chooseOption(page, label);
  await expect.poll(() => page.getByTestId('flow-element-picker').textContent()).toContain(label);
};

/** Opens a task of the to-do list by its step name and process, and approves it. */
const approveTodo = async (page: Page, step: string, processName: string) => {
  await page.goto('/flowableTodo/index');
  const row = page
    .getByTestId('flow-todo-table')
    .locator('tr.ant-table-row')
    .filter({ hasText: processName })
    .filter({ hasText: step })
    .first();
  await row.waitFor();
  await row.getByRole('button').first().click();
  const drawer = page.getByTestId('flow-detail-drawer');
  await drawer.getByTestId('flow-decisions').waitFor();
  await drawer.getByTestId('flow-approve').click();
  await toastWith(page, 'Approved').waitFor();
};

/**
 * Suspends the refund approvals of this run's key (other tests agree refunds at once), checked:
 * every version of it is seen suspended afterwards (none deployed: nothing to suspend).
 */
const suspendApproval = async (token: string, key: string) => {
  const versions = async () =>
    (await firstPage(token, endpoints.flowableDefinition.list, { key })).filter(
      (row) => row.key === key,
    );
  for (const row of await versions())
    if (row.state === FLOW_DEFINITION_STATE.active)
      await api(token, 'POST', endpoints.flowableDefinition.suspend.path, { id: row.id });
  const active = (await versions()).filter((row) => row.state !== FLOW_DEFINITION_STATE.suspended);
  expect(active, `${key} still active`).toEqual([]);
};

describe('a refund waits for its approval', () => {
  const browser = useBrowser();

  it(
    'draw and deploy the refund approval, agree a shopper’s refund, approve in turn, refund',
    { timeout: 300_000 },
    async () => {
      const run = unique();
      const key = `refund_${run}`;
      const processName = `E2E refund approval ${run}`;
      const token = await apiLogin(ADMIN);
      const { page } = browser;
      // The admin draws start → Admin check → Store check → end and deploys it for refunds.
      await logIn(page, ADMIN, '/flowableDefinition/index');
      await page.getByTestId('flow-design-new').click();
      await page.waitForURL((url) => url.pathname === '/flowableDefinitionModel/index');
      await page.locator('[data-element-id="UserTask_1"]').waitFor();
      await inputOf(page, 'flow-process-key').fill(key);
      await inputOf(page, 'flow-process-name').fill(processName);
      await page.getByTestId('flow-element-apply').click();
      await pickElement(page, 'Approval step: Approve');
      await inputOf(page, 'flow-task-name').fill('Admin check');
      await inputOf(page, 'flow-task-assignee').fill(ADMIN.userName);
      await page.keyboard.press('Escape');
      await page.getByTestId('flow-element-apply').click();
      await expect
        .poll(() => page.getByTestId('flow-element-picker').textContent())
        .toContain('Admin check');
      await page.getByTestId('flow-insert-task').click();
      await expect
        .poll(() => page.getByTestId('flow-element-kind').textContent())
        .toBe('Approval step');
      await inputOf(page, 'flow-task-name').fill('Store check');
      await inputOf(page, 'flow-task-assignee').fill(STORE.userName);
      await page.keyboard.press('Escape');
      await page.getByTestId('flow-element-apply').click();
      await openSelect(page, 'flow-modeler-business-type');
      await chooseOption(page, 'Business type: Refund');
      // Suspended once the test is over, passed or failed (registered before the deploy, which
      // may go through even when the test fails waiting for its toast).
      onTestFinished(() => suspendApproval(token, key));
      await page.getByTestId('flow-modeler-deploy').click();
      await toastWith(page, `Deployed “${processName}” as version 1`).waitFor();
      const [definition] = await firstPage(token, endpoints.flowableDefinition.list, { key });
      expect(definition).toMatchObject({ businessType: 'refund', state: 10 });

      // A shopper on a phone buys one banana and asks for a refund.
      const [bananas] = await firstPage(token, endpoints.goods.list, { goodsCode: 'SR-0004' });
      const phone = await browser.phone();
      const shop = await phone.newPage();
      await shop.goto(
        `/m/${String(bananas?.tenantId)}/pages/goods/detail?goodsId=${String(bananas?.id)}`,
      );
      const goods = shop.getByRole('main', { name: 'Bananas (1 kg)' });
      await goods.waitFor();
      await goods.getByRole('button', { name: 'Buy now' }).click();
      await signIn(shop, MOBILE);
      const confirm = shop.getByRole('main', { name: 'Confirm order' });
      await confirm.waitFor();
      await addAddress(confirm, { name: 'Han Meimei', mobile: MOBILE, street: '9 Nanjing Road' });
      await expect.poll(() => confirm.textContent()).toContain('¥6.00');
      await confirm.getByRole('button', { name: 'Place order' }).click();
      const pay = shop.getByRole('main', { name: 'Pay' });
      await pay.waitFor();
      await pay.getByRole('button', { name: 'Pay (sandbox)' }).click();
      await expect
        .poll(() => shop.getByTestId('shop-order-status').textContent())
        .toBe('Paid, awaiting shipment');
      await shop.getByRole('link', { name: 'Ask for a refund' }).click();
      const refund = shop.getByRole('main', { name: 'Ask for a refund' });
      await refund.waitFor();
      await refund.getByRole('radio', { name: 'Refund only' }).check();
      await refund.getByLabel('Reason').selectOption({ label: 'Damaged or faulty' });
      await refund.getByRole('button', { name: 'Send request' }).click();
      const request = shop.getByTestId('shop-after-sale');
      await expect.poll(() => request.textContent()).toContain('Requested');
      const orderId = Number(new URL(shop.url()).searchParams.get('orderId'));
      const [afterSale] = await firstPage(token, endpoints.refund.list, { orderId });
      expect(afterSale).toMatchObject({ status: 10, way: 10, refundPrice: 980 });

      // The admin agrees: the request waits for the approval.
      await page.goto('/refund/index');
      const requestRow = page
        .getByTestId('list-table')
        .locator('tr.ant-table-row')
        .filter({ hasText: String(afterSale?.refundNo) });
      await transitionStep(page, requestRow, 'agree', afterSale?.id ?? 0);
      await expect.poll(() => requestRow.textContent()).toContain('Approving');
      await shop.reload();
      await expect.poll(() => request.textContent()).toContain('Being approved');

      // The admin approves their step; the store operator the second, in their to-do lists.
      await approveTodo(page, 'Admin check', processName);
      await logOut(page);
      await logIn(page, STORE);
      await approveTodo(page, 'Store check', processName);
      await logOut(page);

      // Agreed: awaiting the refund, which the admin sends.
      await logIn(page, ADMIN, '/refund/index');
      await expect.poll(() => requestRow.textContent()).toContain('Awaiting refund');
      await transitionStep(page, requestRow, 'refund', afterSale?.id ?? 0);
      await expect.poll(() => requestRow.textContent()).toContain('Refunded');
      await shop.reload();
      await expect.poll(() => request.textContent()).toContain('Refunded');
    },
  );
});
