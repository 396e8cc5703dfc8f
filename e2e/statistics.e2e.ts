// Report templates and tasks in a real browser against the real server: a tenant admin makes a
// trade template with two of its metrics ticked, runs it, sees the task succeed and the Excel
// file in "my exports".
import { describe, expect, it } from 'vitest';
import { openSystemSettings } from './support/admin';
import { useBrowser } from './support/browser';
import { logIn, settled, toastWith } from './support/console';
import { openFromMenu } from './support/shell';

const SUNRISE_ADMIN = { userName: 'sunrise.admin', password: 'Sunrise#Admin1' };

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

describe('statistics', () => {
  const browser = useBrowser();

  it('a report template is made, run, and its file appears in my exports', async () => {
    const { page } = browser;
    const name = `E2E trade ${unique()}`;
    await logIn(page, SUNRISE_ADMIN);
    await openFromMenu(page, ['Payments', 'Report templates'], '/staticsTemplate/index');
    const screen = page.getByTestId('resource-statics-template');
    await screen.getByTestId('list-add').click();
    const dialog = page.getByTestId('statics-template-edit-dialog');
    await settled(dialog);
    await dialog.getByTestId('field-name').fill(name);
    // The subject's metrics as a checklist (trade by default).
    const metrics = dialog.getByTestId('report-metrics');
    expect(await metrics.textContent()).toContain('Refunded amount');
    await metrics.getByText('Paid orders', { exact: true }).click();
    await metrics.getByText('Paid amount', { exact: true }).click();
    await page.getByTestId('statics-template-edit-dialog-save').click();
    await toastWith(page, 'Operation successful!').waitFor();

    const row = screen.locator('tr.ant-table-row').filter({ hasText: name });
    await row.waitFor();
    expect(await row.textContent()).toContain('Paid orders, Paid amount');
    // The run answers once its task has run (the save's toast may still be showing: wait for
    // the run's own answer before leaving the page).
    const ran = page.waitForResponse(
      (response) => response.request().method() === 'POST' && /\/run$/.test(response.url()),
    );
    await row.locator('[data-testid^="action-run-"]').click();
    expect((await ran).status()).toBe(200);

    // The task: succeeded, triggered by the admin.
    await page.goto('/staticsTask/index');
    const task = page
      .getByTestId('resource-statics-task')
      .locator('tr.ant-table-row')
      .filter({ hasText: name });
    await task.first().waitFor();
    await expect.poll(() => task.first().textContent()).toContain('Succeeded');
    expect(await task.first().textContent()).toContain('sunrise.admin');

    // The file in my exports, done.
    const settings = await openSystemSettings(page, 'My exports');
    const file = settings
      .getByTestId('exports-table')
      .locator('tr.ant-table-row')
      .filter({ hasText: name });
    await file.first().waitFor();
    await expect
      .poll(() => file.first().locator('[data-testid^="export-status-"]').textContent())
      .toBe('Done');
  });
});
