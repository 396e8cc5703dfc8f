// Watching processes in a real browser against the real server (issue 19): the Sunrise store
// operator starts an approval (set up through the API); the tenant admin finds it on the process
// instances screen, which they reach from the sidebar, terminates it with a reason, sees it
// cancelled, and opens its detail page, whose history names the stop and the reason.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, apiLogin } from './support/admin';
import { useBrowser } from './support/browser';
import { logIn, settled } from './support/console';
import { openFromMenu } from './support/shell';

const ADMIN = { userName: 'sunrise.admin', password: 'Sunrise#Admin1' };
const STORE = { userName: 'sunrise.store', password: 'Sunrise#Store1' };

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const processXml = (key: string) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL"
  xmlns:flowable="http://flowable.org/bpmn" id="defs" targetNamespace="http://retail/flow">
  <process id="${key}" name="Watched ${key}" isExecutable="true">
    <startEvent id="start" />
    <userTask id="boss" name="Boss" flowable:assignee="sunrise.admin" />
    <endEvent id="end" />
    <sequenceFlow id="f1" sourceRef="start" targetRef="boss" />
    <sequenceFlow id="f2" sourceRef="boss" targetRef="end" />
  </process>
</definitions>`;

const rowOf = (page: Page, text: string) =>
  page.getByTestId('list-table').locator('tr.ant-table-row').filter({ hasText: text });

describe('process instances', () => {
  const browser = useBrowser();

  it('lets the tenant admin terminate a store’s running process with a reason and read it in its history', async () => {
    const { page } = browser;
    const key = `watch_${unique()}`;
    const businessKey = `PO-${unique()}`;
    const admin = await apiLogin(ADMIN);
    await api(admin, 'POST', '/api/flow/flowable-definition/deploy', { xml: processXml(key) });
    const store = await apiLogin(STORE);
    const started = await api<{ id: number }>(store, 'POST', '/api/flow/instance/start', {
      definitionKey: key,
      businessKey,
    });

    await logIn(page, ADMIN);
    await openFromMenu(page, ['Approvals', 'Process instances'], '/flow/index');
    const row = rowOf(page, businessKey);
    await row.waitFor();
    expect(await row.textContent()).toContain('sunrise.store');
    expect(await row.textContent()).toContain('Running');

    await row.getByTestId(`action-terminate-${String(started.id)}`).click();
    const dialog = page.getByTestId('action-dialog-terminate');
    await settled(dialog);
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Supplier closed down');
    await page.getByTestId('action-dialog-terminate-save').click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await row.textContent()) ?? '').toContain('Cancelled');

    await row.getByTestId(`flow-open-${String(started.id)}`).click();
    const stop = page.getByTestId('flow-history-stop');
    await stop.waitFor();
    expect(await stop.textContent()).toContain('Supplier closed down');
    expect(await stop.textContent()).toContain('sunrise.admin');
  });
});
