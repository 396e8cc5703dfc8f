// The storefront's shoppers in browser tests: a list read as the operator, and the sign-in
// code the server wrote to its log (no SMS gateway here).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './browser';

const SERVER_LOG =
  process.env.E2E_SERVER_LOG ??
  path.resolve(import.meta.dirname, '..', '..', '.tmp', 'test-results', 'e2e-server.log');

export type Row = { id: number } & Record<string, unknown>;

/** The first page of a list endpoint, as the token's user. */
export const firstPage = async (
  token: string,
  endpoint: { path: string },
  body: object,
): Promise<Row[]> =>
  (
    await (
      await fetch(`${baseUrl()}${endpoint.path}?pageSize=20&pageNum=1`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      })
    ).json()
  ).entities as Row[];

/** The last sign-in code the server wrote to its log for this mobile. */
export const codeFromLog = (mobile: string): string | undefined =>
  readFileSync(SERVER_LOG, 'utf8')
    .split('\n')
    .filter((line) => line.includes('"code"') && line.includes(mobile))
    .map((line) => (JSON.parse(line) as { code?: string }).code)
    .at(-1);

/**
 * At checkout (`confirm`, the Confirm order page): a new address typed in and saved, then seen
 * chosen. An order placed before the save has answered has no address yet (the page then asks
 * for one), so a test goes on only once the address is there, as a shopper would.
 */
export const addAddress = async (
  confirm: Locator,
  address: { name: string; mobile: string; street: string },
): Promise<void> => {
  await confirm.getByRole('button', { name: 'Add an address' }).click();
  await confirm.getByLabel('Name').fill(address.name);
  await confirm.getByLabel('Mobile number').fill(address.mobile);
  await confirm.getByLabel('Street and number').fill(address.street);
  await confirm.getByRole('button', { name: 'Save address' }).click();
  const chosen = confirm.getByRole('radio', { name: `${address.name} ${address.mobile}` });
  await chosen.waitFor();
  await expect.poll(() => chosen.isChecked()).toBe(true);
};

/** Signs in on the storefront's sign-in page with the code the server logged for `mobile`. */
export const signIn = async (shop: Page, mobile: string) => {
  const login = shop.getByRole('main', { name: 'Sign in' });
  await login.waitFor();
  await login.getByLabel('Mobile number').fill(mobile);
  await login.getByRole('button', { name: 'Send code' }).click();
  await expect.poll(() => codeFromLog(mobile)).toMatch(/^\d{6}$/);
  await login.getByLabel('Code').fill(codeFromLog(mobile) ?? '');
  await login.getByRole('button', { name: 'Sign in' }).click();
};
