// The language switch of the login page (zh, en, es) and the server answering in that language.
import { translate, type Locale } from '@retail/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { submitLogin } from './support/console';

/** What a user reads on the submit button in each language. */
const SUBMIT_TEXT: Record<Locale, string> = { zh: '登录', en: 'Log in', es: 'Iniciar sesión' };
const LANGUAGE_NAME: Record<Locale, string> = { zh: '中文', en: 'English', es: 'Español' };

const switchLanguage = async (page: Page, locale: Locale): Promise<void> => {
  await page.getByTestId('lang-switch').getByText(LANGUAGE_NAME[locale], { exact: true }).click();
};

const submitText = async (page: Page): Promise<string> =>
  ((await page.getByTestId('login-submit').textContent()) ?? '').replace(/\s+/g, '');

describe('language switch', () => {
  const browser = useBrowser();

  it('changes the login texts between zh, en and es, and keeps the choice after a reload', async () => {
    const { page } = browser;
    await page.goto('/login');
    await expect.poll(() => submitText(page)).toBe(SUBMIT_TEXT.en.replace(/\s+/g, ''));

    for (const locale of ['zh', 'es', 'en', 'zh'] as const) {
      await switchLanguage(page, locale);
      await expect.poll(() => submitText(page)).toBe(SUBMIT_TEXT[locale].replace(/\s+/g, ''));
    }

    await page.reload();
    await expect.poll(() => submitText(page)).toBe(SUBMIT_TEXT.zh);
  });

  it('shows the server description of a failed login in the chosen language', async () => {
    const { page } = browser;
    await page.goto('/login');
    await switchLanguage(page, 'es');
    const response = await submitLogin(page, {
      userName: 'nobody-here',
      password: 'wrong-password',
    });
    expect(response.status()).toBe(400);
    const expected = translate('auth.badCredentials', 'es');
    expect(((await response.json()) as { description: string }).description).toBe(expected);
    await page.getByText(expected, { exact: true }).first().waitFor();
  });
});
