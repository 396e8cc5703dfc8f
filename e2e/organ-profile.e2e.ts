// The organisation screens (docs/organisations.md), registry screens in a real browser against
// the real server: the demo tenant's administrator adds an organisation type, then gives a new
// organisation a profile of that type; a unified social credit code whose check character is
// wrong is refused on its field with the server's message, a valid one is saved.
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, apiLogin } from './support/admin';
import { baseUrl, useBrowser } from './support/browser';
import { logIn, settled, toastWith } from './support/console';
import { pick } from './support/goods';
import { openFromMenu } from './support/shell';

const SUNRISE_ADMIN = { userName: 'sunrise.admin', password: 'Sunrise#Admin1' };

/** A suffix of this run (a server started by hand keeps its database across runs). */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A row of a screen's table (kept tabs keep other screens' tables in the page). */
const rowOf = (screen: Locator, text: string) =>
  screen.getByTestId('list-table').locator('tr.ant-table-row').filter({ hasText: text });

/** A new organisation under the demo tenant, made through the API before the console opens. */
const newOrganisation = async (token: string, organName: string): Promise<void> => {
  const response = await fetch(`${baseUrl()}/api/admin/organ/list?pageSize=100&pageNum=1`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ organName: 'Sunrise Retail' }),
  });
  const { entities } = (await response.json()) as {
    entities: { id: number; organName: string; tenantId: number }[];
  };
  const tenant = entities.find((organ) => organ.organName === 'Sunrise Retail');
  if (!tenant) throw new Error('the demo tenant is missing');
  await api(token, 'PATCH', '/api/admin/organ/edit', {
    tenantId: tenant.tenantId,
    parentId: tenant.id,
    organName,
    type: 2,
  });
};

describe('organisation screens', () => {
  const browser = useBrowser();

  it('a tenant admin adds a type and saves a profile, a wrong credit code refused', async () => {
    const { page } = browser;
    const run = unique();
    const type = { code: `REGION-${run}`, name: `Region ${run}` };
    const organName = `East branch ${run}`;
    await newOrganisation(await apiLogin(SUNRISE_ADMIN), organName);
    await logIn(page, SUNRISE_ADMIN);

    // Organisation types: add one through the edit dialog.
    await openFromMenu(page, ['System', 'Organisation types'], '/organType/index');
    const types = page.getByTestId('resource-organ-type');
    await types.waitFor();
    await types.getByTestId('list-add').click();
    const typeDialog = page.getByTestId('organ-type-edit-dialog');
    await settled(typeDialog);
    await typeDialog.getByTestId('field-code').fill(type.code);
    await typeDialog.getByTestId('field-name').fill(type.name);
    await page.getByTestId('organ-type-edit-dialog-save').click();
    await toastWith(page, 'Operation successful!').waitFor();
    await typeDialog.waitFor({ state: 'detached' });
    await rowOf(types, type.code).waitFor();
    expect(await rowOf(types, type.code).textContent()).toContain(type.name);

    // Organisation info: the new organisation's profile, of the new type.
    await openFromMenu(page, ['System', 'Organisation info'], '/organInfo/index');
    const profiles = page.getByTestId('resource-organ-info');
    await profiles.waitFor();
    await profiles.getByTestId('list-add').click();
    const dialog = page.getByTestId('organ-info-edit-dialog');
    await settled(dialog);
    await pick(page, dialog.getByTestId('field-organId'), organName);
    await pick(page, dialog.getByTestId('field-organTypeId'), type.name);
    await dialog.getByTestId('field-fullName').fill(`East Branch Trading ${run}`);
    await dialog.getByTestId('field-creditCode').fill('91310000MA1FL4CT3X');
    await page.getByTestId('organ-info-edit-dialog-save').click();
    // The check character is wrong: refused on the field, with the server's message.
    await dialog
      .locator('.ant-form-item')
      .filter({ has: page.getByTestId('field-creditCode') })
      .locator('.ant-form-item-explain-error')
      .filter({ hasText: 'Unified social credit code is not valid' })
      .waitFor();
    await dialog.getByTestId('field-creditCode').fill('91310000MA1FL4CT3U');
    await page.getByTestId('organ-info-edit-dialog-save').click();
    await toastWith(page, 'Operation successful!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const row = rowOf(profiles, `East Branch Trading ${run}`);
    await row.waitFor();
    expect(await row.textContent()).toContain(type.name);
    expect(await row.textContent()).toContain('91310000MA1FL4CT3U');
  });
});
