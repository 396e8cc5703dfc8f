// A form of the form builder on a custom page (issue 19, docs/renovation.md "Forms on pages"), in
// Chromium against the real server: the Sunrise administrator has a form (made through the API:
// the form builder has its own browser test), adds a Form block to a custom page in the page
// builder, names the form by its number and publishes; a shopper on a phone-sized screen is told
// a required field is missing, fills the form and sends it; the administrator finds the answers
// on the form submissions screen, filtered by the form.
import { endpoints } from '@retail/contract';
import { describe, expect, it } from 'vitest';
import { api, apiLogin, chooseOption, openSelect } from './support/admin';
import { PHONE, useBrowser } from './support/browser';
import { logIn, toastWith, waitForPath } from './support/console';
import { block, builder, paletteEntry, savedDraft } from './support/page-builder';

const SUNRISE_ADMIN = { userName: 'sunrise.admin', password: 'Sunrise#Admin1' };
const run = Date.now().toString(36);
const FORM_NAME = `Tasting sign-up ${run}`;
const SHOPPER_NAME = `Ann ${run}`;

const FIELDS = [
  {
    key: 'name',
    label: { zh: '姓名', en: 'Your name', es: 'Su nombre' },
    type: 'text',
    required: true,
  },
  { key: 'guests', label: { zh: '人数', en: 'Guests', es: 'Invitados' }, type: 'number' },
  {
    key: 'session',
    label: { zh: '场次', en: 'Session', es: 'Sesión' },
    type: 'select',
    required: true,
    options: [
      { value: 'am', label: { zh: '上午', en: 'Morning', es: 'Mañana' } },
      { value: 'pm', label: { zh: '下午', en: 'Afternoon', es: 'Tarde' } },
    ],
  },
];

describe('a builder form on a custom page', () => {
  const browser = useBrowser();

  it(
    'is added and published by the operator, filled on a phone, and listed for the operator',
    { timeout: 180_000 },
    async () => {
      const { page } = browser;
      const token = await apiLogin(SUNRISE_ADMIN);
      const form = await api<{ id: number }>(token, 'PATCH', endpoints.flowableTaskForm.edit.path, {
        formName: FORM_NAME,
        formContent: JSON.stringify(FIELDS),
      });
      const custom = await api<{ id: number; tenantId: number }>(
        token,
        'PATCH',
        endpoints.renovationPage.edit.path,
        { name: `Form page ${run}`, pageType: 'custom' },
      );

      // The operator: a Form block from the palette, its form named by number, published.
      await logIn(page, SUNRISE_ADMIN, `/renovationPageEditor/index?id=${custom.id}`);
      await waitForPath(page, '/renovationPageEditor/index');
      const { canvas, panel } = builder(page);
      await canvas.getByText('Drag a widget here').waitFor();
      await (await paletteEntry(page, 'form', 'page-form')).click();
      await block(page, 'page-form').click();
      await panel
        .getByRole('spinbutton', { name: 'Form number (form builder)', exact: true })
        .fill(String(form.id));
      await canvas
        .getByText(`The fields of form #${form.id} show on the published page.`)
        .waitFor();
      await savedDraft(page);
      await page.getByTestId('publish').click();
      await toastWith(page, 'Published as version 1').waitFor();

      // The shopper, not signed in, on a phone.
      const shopperContext = await browser.phone({ reducedMotion: false });
      const shopper = await shopperContext.newPage();
      await shopper.goto(`/m/${custom.tenantId}/page/${custom.id}`);
      const sheet = shopper.getByRole('form', { name: FORM_NAME });
      await sheet.getByRole('heading', { name: FORM_NAME }).waitFor();
      await sheet.getByLabel('Your name').fill(SHOPPER_NAME);
      await sheet.getByRole('button', { name: 'Submit' }).click();
      await sheet.getByText('Session is required').waitFor();
      await sheet.getByLabel('Guests').fill('3');
      await sheet.getByLabel('Session').selectOption({ label: 'Afternoon' });
      await sheet.getByRole('button', { name: 'Submit' }).click();
      await shopper.getByRole('status').getByText('Thank you, we have received it.').waitFor();
      expect(await shopper.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);

      // The operator sees the answers on the form submissions screen, filtered by the form.
      await page.goto('/formSubmission/index');
      await waitForPath(page, '/formSubmission/index');
      const searchArea = page.getByTestId('list-search-area');
      await openSelect(page, 'field-formId', searchArea);
      await page.keyboard.type(FORM_NAME);
      await chooseOption(page, FORM_NAME);
      // Today in the server's time zone (the same machine's): submittedAt contains it.
      const now = new Date();
      const today = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
        .map((part) => String(part).padStart(2, '0'))
        .join('-');
      await searchArea.getByTestId('field-submittedAt').fill(today);
      await searchArea.getByTestId('list-search').click();
      const table = page.locator('[data-testid="list-table"]:visible');
      const row = table.locator('tr').filter({ hasText: SHOPPER_NAME });
      await row.waitFor();
      expect(await row.textContent()).toContain(
        `Your name: ${SHOPPER_NAME}; Guests: 3; Session: Afternoon`,
      );
      expect(await row.textContent()).toContain(FORM_NAME);
    },
  );
});
