// The widget gallery of the renovation module (issue 7 item 5): every registered storefront
// widget renders on its phone without an error, and the widget language and the shopper's
// login state switch what the phones show.
import { WIDGET_TYPES } from '@retail/widgets/schemas';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminCredentials, useBrowser } from './support/browser';
import { logIn, waitForPath } from './support/console';

const GALLERY = '/renovation/widgets/index';

const entry = (page: Page, type: string) => page.locator(`[data-widget-type="${type}"]`);
const phoneText = async (page: Page, type: string) =>
  (await entry(page, type).getByTestId('phone-screen').innerText()).replace(/\s+/g, ' ');
const allPhonesText = async (page: Page) =>
  (await page.getByTestId('phone-screen').allInnerTexts()).join('\n');

/** Every registered type is on the page, rendered by the renderer, with no error reported. */
const expectEveryWidgetRendered = async (page: Page) => {
  await expect.poll(() => page.locator('[data-widget-type]').count()).toBe(WIDGET_TYPES.length);
  for (const type of WIDGET_TYPES) {
    const figure = entry(page, type);
    expect(await figure.count(), type).toBe(1);
    expect(await figure.locator(`[data-widget="${type}"]`).count(), type).toBe(1);
    expect(await figure.getAttribute('data-widget-status'), type).toBe('ok');
  }
  expect(await page.getByTestId('widget-render-error').allInnerTexts()).toEqual([]);
  expect(await page.getByTestId('phone-screen').locator('[role="alert"]').count()).toBe(0);
};

describe('widget gallery', () => {
  const browser = useBrowser();

  it('renders every registered widget and switches widget language and login state', async () => {
    const { page } = browser;
    await logIn(page, adminCredentials(), GALLERY);
    await waitForPath(page, GALLERY);
    await page.getByTestId('gallery-locale').waitFor();
    expect(WIDGET_TYPES.length).toBeGreaterThan(10);
    await expectEveryWidgetRendered(page);

    // Each phone is the 375×667 screen of the spec.
    const box = await entry(page, WIDGET_TYPES[0]!).getByTestId('phone-screen').boundingBox();
    expect([Math.round(box!.width), Math.round(box!.height)]).toEqual([375, 667]);

    // Widget language: the phones change, the console stays in English.
    const english = await allPhonesText(page);
    expect(await phoneText(page, 'order-shortcut-bar')).toContain('To pay');
    await page.getByTestId('gallery-locale').getByText('Español', { exact: true }).click();
    await expect.poll(() => phoneText(page, 'order-shortcut-bar')).toContain('Por pagar');
    expect(await allPhonesText(page)).not.toBe(english);
    await page.getByText('Widget language', { exact: true }).waitFor();
    await expectEveryWidgetRendered(page);

    // Logged out: the user header asks the shopper to log in (the sample shopper, in Spanish).
    expect(await phoneText(page, 'user-header-card')).toContain('Lucía');
    const loggedIn = await allPhonesText(page);
    await page.getByTestId('gallery-logged-in').click();
    await expect.poll(() => phoneText(page, 'user-header-card')).toContain('Iniciar sesión');
    expect(await phoneText(page, 'user-header-card')).not.toContain('Lucía');
    expect(await allPhonesText(page)).not.toBe(loggedIn);
    await expectEveryWidgetRendered(page);

    await page.getByTestId('gallery-locale').getByText('中文', { exact: true }).click();
    await expect.poll(() => phoneText(page, 'order-shortcut-bar')).toContain('待付款');
    await expectEveryWidgetRendered(page);
  });
});
