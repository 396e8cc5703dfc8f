// The form builder (tool/build, docs/approvals.md "Form builder") in a real browser against the
// real server, as the Sunrise tenant's admin: a required number field "amount" and a select are
// added (one by click, one by keyboard), the preview shows them, the form is saved as a task form,
// found in the task form list, and opened again in the builder from the row's "Design".
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../apps/server/src/db/seed/demo-accounts';
import { useBrowser } from './support/browser';
import { logIn, settled, toastWith } from './support/console';

const ADMIN = DEMO_ACCOUNTS.find((entry) => entry.userName === 'sunrise.admin');

const BUILDER = '/tool/build/index';
const FORMS = '/flowableTaskForm/index';

/** A suffix of this run: names stay unique when a server keeps its database across runs. */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

describe('form builder', () => {
  const browser = useBrowser();

  it(
    'builds a form with a required amount and a select, saves it as a task form and opens it again',
    { timeout: 180_000 },
    async () => {
      const { page } = browser;
      if (!ADMIN) throw new Error('No sunrise.admin demo account');
      const name = `E2E form ${unique()}`;
      await logIn(page, ADMIN);

      // The builder from the task form list's toolbar.
      await page.goto(FORMS);
      await page.getByTestId('form-design-new').click();
      await page.waitForURL((url) => url.pathname === BUILDER);
      const builder = page.getByTestId('form-builder');
      await builder.waitFor();

      // A number field by click: key "amount", label, required.
      await page.getByRole('button', { name: 'Add a Number field' }).click();
      await page.getByTestId('form-builder-key').fill('amount');
      await page.getByTestId('form-builder-label').fill('Amount');
      await page.getByRole('checkbox', { name: 'Required' }).check();

      // A select by keyboard: focus its palette button, Enter.
      await page.getByTestId('form-builder-add-select').focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(() =>
          page
            .getByTestId('form-builder-field')
            .evaluateAll((rows) => rows.map((r) => (r as HTMLElement).dataset.key)),
        )
        .toEqual(['amount', 'select1']);
      await page.getByTestId('form-builder-key').fill('kind');
      await page.getByTestId('form-builder-label').fill('Kind');
      await page.getByTestId('form-builder-option-value-0').fill('travel');
      await page.getByTestId('form-builder-option-label-0').fill('Travel');
      await page.getByTestId('form-builder-option-add').click();
      await page.getByTestId('form-builder-option-value-1').fill('meals');
      await page.getByTestId('form-builder-option-label-1').fill('Meals');

      // The preview renders both as approvals do; the amount is marked required.
      const preview = page.getByTestId('form-builder-preview');
      await preview.getByTestId('form-builder-preview-field-amount').waitFor();
      await preview.getByText('Kind', { exact: true }).waitFor();
      expect(await preview.locator('.ant-form-item-required').allTextContents()).toEqual([
        'Amount',
      ]);

      // Keyboard order: the select goes above the amount and back.
      await page.getByTestId('form-builder-select-1').focus();
      await page.keyboard.press('Alt+ArrowUp');
      await expect
        .poll(() => page.getByTestId('form-builder-field').first().getAttribute('data-key'))
        .toBe('kind');
      await page.keyboard.press('Alt+ArrowDown');
      await expect
        .poll(() => page.getByTestId('form-builder-field').first().getAttribute('data-key'))
        .toBe('amount');

      // Save as a task form, with a name.
      await page.getByTestId('form-builder-save-as').click();
      const nameInput = page.getByTestId('form-builder-form-name');
      await settled(nameInput);
      await nameInput.fill(name);
      await page.getByTestId('form-builder-save-as-ok').click();
      await toastWith(page, `Saved “${name}”`).waitFor();
      await page.waitForURL((url) => url.pathname === BUILDER && url.searchParams.has('id'));
      const id = new URL(page.url()).searchParams.get('id');

      // In the task form list.
      await page.goto(FORMS);
      const row = page
        .getByTestId('list-table')
        .locator('tr.ant-table-row')
        .filter({ hasText: name })
        .first();
      await row.waitFor();

      // Opened again in the builder from the row's "Design".
      await row.getByRole('button', { name: `Design ${name}` }).click();
      await page.waitForURL((url) => url.pathname === BUILDER && url.searchParams.get('id') === id);
      await page.getByText(`Form builder: ${name}`).waitFor();
      await expect
        .poll(() =>
          page
            .getByTestId('form-builder-field')
            .evaluateAll((rows) => rows.map((r) => (r as HTMLElement).dataset.key)),
        )
        .toEqual(['amount', 'kind']);
      await page.getByTestId('form-builder-select-1').click();
      expect(await page.getByTestId('form-builder-option-value-1').inputValue()).toBe('meals');
      await page.getByTestId('form-builder-select-0').click();
      expect(await page.getByRole('checkbox', { name: 'Required' }).isChecked()).toBe(true);
    },
  );
});
