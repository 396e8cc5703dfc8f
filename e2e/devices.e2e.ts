// Vending devices in a real browser against the real server: a tenant admin opens Devices in
// Device management, issues a device's secret from its row (shown once in a dialog), the
// device simulator signs a heartbeat with that secret, and the list shows the device online
// with its software version; its events show the secret issued. A software package uploaded on
// its screen, released and assigned to a device is fetched and installed by the simulator, and
// the device updates list shows it succeeded with its history. A remote command sent from a
// device's row is fetched and acknowledged by the simulator, and the device commands list shows
// it done with its history.
import { endpoints } from '@retail/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, apiLogin } from './support/admin';
import { pick } from './support/goods';
import { useBrowser } from './support/browser';
import { simulate } from './support/simulator';
import { logIn, settled } from './support/console';
import { openFromMenu } from './support/shell';

const SUNRISE_ADMIN = { userName: 'sunrise.admin', password: 'Sunrise#Admin1' };
const DEVICE_PATH = '/device/index';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const rowOf = (page: Page, text: string) =>
  page.getByTestId('list-table').locator('tr.ant-table-row').filter({ hasText: text });

describe('vending devices', () => {
  const browser = useBrowser();

  it('issues a device’s secret once, and a simulated device signing with it shows online', async () => {
    const { page } = browser;
    const run = unique();
    const code = `VM-${run}`;
    const token = await apiLogin(SUNRISE_ADMIN);
    const type = await api<{ id: number }>(token, 'PATCH', endpoints.deviceType.edit.path, {
      name: `Tower ${run}`,
      modelCode: `T-${run}`,
      rows: 6,
      cols: 8,
      aisleMaxCapacity: 10,
    });
    const device = await api<{ id: number }>(token, 'PATCH', endpoints.device.edit.path, {
      innerCode: code,
      name: `Lobby ${run}`,
      deviceTypeId: type.id,
      status: 1,
    });

    await logIn(page, SUNRISE_ADMIN);
    await openFromMenu(page, ['Device management', 'Devices'], DEVICE_PATH);
    const row = rowOf(page, code);
    await row.waitFor();
    expect(await row.textContent()).toContain('Never activated');

    // A new secret: confirmed, then shown once to copy.
    await row.getByTestId(`device-secret-${String(device.id)}`).click();
    await page.getByTestId(`device-secret-confirm-${String(device.id)}`).click();
    const shown = page.getByTestId('device-secret-value');
    await shown.waitFor();
    const secret = (await shown.textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await page.getByRole('button', { name: 'I have copied it' }).click();
    await shown.waitFor({ state: 'detached' });

    // The simulator signs with it: accepted, and the list shows the device online.
    const result = await simulate([{ code, secret }]);
    expect(result.code, result.output).toBe(0);
    const wrong = await simulate([{ code, secret: `${secret.slice(1)}x` }]);
    expect(wrong.code, wrong.output).toBe(1);
    await expect
      .poll(async () => {
        await page.getByTestId('list-refresh').click();
        return (await rowOf(page, code).textContent()) ?? '';
      })
      .toContain('Online');
    expect(await rowOf(page, code).textContent()).toContain('e2e-1.0');

    // Its events: the secret issued, by whom.
    await rowOf(page, code)
      .getByTestId(`device-events-${String(device.id)}`)
      .click();
    const events = page.getByTestId('device-events');
    await settled(events);
    await events.getByText('Secret issued').waitFor();
    await events.getByText('issued by sunrise.admin').waitFor();
  });

  it('a package uploaded, released and assigned to a device is installed by the simulator; its update shows succeeded', async () => {
    const { page } = browser;
    const run = unique();
    const code = `VU-${run}`;
    const token = await apiLogin(SUNRISE_ADMIN);
    const type = await api<{ id: number }>(token, 'PATCH', endpoints.deviceType.edit.path, {
      name: `Updater ${run}`,
      modelCode: `U-${run}`,
      rows: 2,
      cols: 2,
      aisleMaxCapacity: 5,
    });
    const device = await api<{ id: number }>(token, 'PATCH', endpoints.device.edit.path, {
      innerCode: code,
      name: `Update ${run}`,
      deviceTypeId: type.id,
    });
    const { secret } = await api<{ secret: string }>(
      token,
      'POST',
      endpoints.deviceSecret.rotate.path,
      { id: device.id },
    );

    // The package on its screen: type, name, version and its file uploaded from the dialog.
    await logIn(page, SUNRISE_ADMIN);
    await openFromMenu(page, ['Device management', 'Software packages'], '/software/index');
    await page.getByTestId('list-add').click();
    const dialog = page.getByTestId('software-edit-dialog');
    await settled(dialog);
    await pick(page, dialog.getByTestId('field-deviceTypeId'), `Updater ${run}`);
    await dialog.getByTestId('field-name').fill(`Firmware ${run}`);
    await dialog.getByTestId('field-version').fill('3.1.0');
    await dialog.getByTestId('field-fileId-picker').setInputFiles({
      name: 'firmware.zip',
      mimeType: 'application/zip',
      buffer: Buffer.concat([Buffer.from([0x50, 0x4b, 3, 4]), Buffer.alloc(2048, 7)]),
    });
    await expect
      .poll(() => dialog.getByTestId('software-file-summary').textContent())
      .toContain('firmware.zip · 2052 bytes');
    await page.getByTestId('software-edit-dialog-save').click();
    const row = rowOf(page, `Firmware ${run}`);
    await row.waitFor();
    expect(await row.textContent()).toContain('Draft');
    const [software] = await api<Array<{ id: number }>>(
      token,
      'POST',
      endpoints.software.queryForList.path,
      { name: `Firmware ${run}` },
    );
    await row.getByTestId(`action-release-${String(software!.id)}`).click();
    await settled(page.getByTestId('transition-release-dialog'));
    await page.getByTestId('transition-release-ok').click();
    await expect
      .poll(async () => (await rowOf(page, `Firmware ${run}`).textContent()) ?? '')
      .toContain('Released');
    await api(token, 'PATCH', endpoints.deviceSoftware.edit.path, {
      softwareId: software!.id,
      deviceId: device.id,
    });

    // The simulator asks for its update, checks the file and installs it.
    const result = await simulate([{ code, secret }], ['--update']);
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain(`${code}: updated to 3.1.0`);

    await openFromMenu(page, ['Device management', 'Device updates'], '/deviceUpdateLog/index');
    const update = rowOf(page, `Update ${run}`);
    await update.waitFor();
    expect(await update.textContent()).toContain('Succeeded');
    expect(await update.textContent()).toContain('3.1.0');
    await update.locator('[data-testid^="history-"]').first().click();
    const timeline = page.getByTestId('history-timeline');
    await timeline.waitFor();
    await expect.poll(async () => (await timeline.textContent()) ?? '').toContain(`device:${code}`);
  });
  it('a command sent from a device’s row is fetched and acknowledged by the simulator; the commands list shows it done', async () => {
    const { page } = browser;
    const run = unique();
    const code = `VC-${run}`;
    const token = await apiLogin(SUNRISE_ADMIN);
    const type = await api<{ id: number }>(token, 'PATCH', endpoints.deviceType.edit.path, {
      name: `Commanded ${run}`,
      modelCode: `C-${run}`,
      rows: 2,
      cols: 2,
      aisleMaxCapacity: 5,
    });
    const device = await api<{ id: number }>(token, 'PATCH', endpoints.device.edit.path, {
      innerCode: code,
      name: `Command ${run}`,
      deviceTypeId: type.id,
      status: 1,
    });
    const { secret } = await api<{ secret: string }>(
      token,
      'POST',
      endpoints.deviceSecret.rotate.path,
      { id: device.id },
    );

    // Sent from the device's row: the command chosen by its name.
    await logIn(page, SUNRISE_ADMIN);
    await openFromMenu(page, ['Device management', 'Devices'], DEVICE_PATH);
    const row = rowOf(page, code);
    await row.waitFor();
    await row.getByTestId(`action-sendCommand-${String(device.id)}`).click();
    const dialog = page.getByTestId('action-dialog-sendCommand');
    await settled(dialog);
    await pick(page, dialog.getByTestId('field-command'), 'Open the door');
    await page.getByTestId('action-dialog-sendCommand-save').click();
    await dialog.waitFor({ state: 'detached' });

    // Queued on the device commands screen until the device fetches it.
    await openFromMenu(page, ['Device management', 'Device commands'], '/deviceCommand/index');
    // (The devices screen stays open in its tab: its row names the device too.)
    const command = () => rowOf(page, `Command ${run}`).filter({ hasText: 'Open the door' });
    await command().waitFor();
    expect(await command().textContent()).toContain('Queued');

    // The simulator fetches it, opens its door and acknowledges it.
    const result = await simulate([{ code, secret }], ['--commands']);
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain(`${code}: command`);
    expect(result.output).toContain('openDoor → done');
    await expect
      .poll(async () => {
        await page.locator('[data-testid="list-refresh"]:visible').click();
        return (await command().textContent()) ?? '';
      })
      .toContain('Done');
    expect(await command().textContent()).toContain('door opened');
    await command().locator('[data-testid^="history-"]').first().click();
    const timeline = page.getByTestId('history-timeline');
    await timeline.waitFor();
    await expect.poll(async () => (await timeline.textContent()) ?? '').toContain(`device:${code}`);
    expect(await timeline.textContent()).toContain('sunrise.admin');
  });
});
