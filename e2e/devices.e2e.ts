// Vending devices in a real browser against the real server: a tenant admin opens Devices in
// Device management, issues a device's secret from its row (shown once in a dialog), the
// device simulator signs a heartbeat with that secret, and the list shows the device online
// with its software version; its events show the secret issued.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpoints } from '@retail/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, apiLogin } from './support/admin';
import { baseUrl, useBrowser } from './support/browser';
import { logIn, settled } from './support/console';
import { openFromMenu } from './support/shell';

const SUNRISE_ADMIN = { userName: 'sunrise.admin', password: 'Sunrise#Admin1' };
const DEVICE_PATH = '/device/index';
const SIMULATOR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'scripts',
  'device-simulator.mjs',
);

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const rowOf = (page: Page, text: string) =>
  page.getByTestId('list-table').locator('tr.ant-table-row').filter({ hasText: text });

/** Runs the simulator once for these devices; resolves with its exit code and output. */
const simulate = (devices: Array<{ code: string; secret: string }>) =>
  new Promise<{ code: number | null; output: string }>((done) => {
    const child = spawn(
      process.execPath,
      [SIMULATOR, '--url', baseUrl(), '--once', '--version', 'e2e-1.0'],
      { env: { ...process.env, DEVICES: JSON.stringify(devices) } },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => done({ code, output }));
  });

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
});
