/// <reference types="vite/client" />
// Accessibility (issue 22): axe-core on the login page, on every screen of the console's route
// table and on the main dialogs, as the platform admin, in one page. The test fails listing each
// serious or critical violation by screen, rule and target, so a new screen is checked the day
// it arrives: the screen list is the console's own route table (every feature's
// `*.screens.ts`, the registry's `/{key}/index` screens among them) plus the static routes.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { STATIC_ROUTES } from '../apps/web/src/lib/permitted-routes';
import type { ScreenTable } from '../apps/web/src/lib/screen-table';
import { axeFindings, axeReport, type Finding } from './support/axe';
import { adminCredentials, useBrowser } from './support/browser';
import { logIn, settled } from './support/console';

/** Every path of the console's route table (what apps/web/src/app/screens.ts collects). */
const tables = import.meta.glob<Record<string, unknown>>(
  '../apps/web/src/features/*/*.screens.ts',
  { eager: true },
);
const SCREEN_PATHS: string[] = [
  ...new Set([
    ...STATIC_ROUTES.map((route) => route.path),
    ...Object.values(tables).flatMap((module) =>
      Object.values(module as Record<string, ScreenTable>).flatMap((table) =>
        typeof table === 'object' && table !== null ? Object.keys(table) : [],
      ),
    ),
  ]),
].sort();

// Every serious or critical rule fails the test (the list of rules still to fix that this test
// once tolerated is empty since 2026-11-26: contrast 1,464 nodes, unnamed inputs 301 and the
// rest were fixed in the shared parts first). The check itself is e2e/support/axe.ts.

/** The view of a path, once shown. */
const VIEW = (path: string) => `[data-testid="view"][data-path="${path}"]:not([hidden])`;

/**
 * Opens a console path inside the running app (no reload) and waits for its view to show its
 * content: the screen's chunk arrived and no spinner is left (a spinner still turning after 5 s
 * is checked as it is).
 */
const openScreen = async (page: Page, path: string): Promise<'shown' | 'missing'> => {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  try {
    await page.locator(VIEW(path)).waitFor({ timeout: 10_000 });
  } catch {
    return 'missing';
  }
  await page
    .waitForFunction(
      (selector) => {
        const node = document.querySelector(selector);
        return (
          node !== null &&
          node.childElementCount > 0 &&
          !node.querySelector('.ant-spin-spinning, .ant-skeleton-active')
        );
      },
      VIEW(path),
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  return 'shown';
};

/**
 * Closes a checked screen's tab, as a user would, so that its view leaves the page: the shell
 * keeps every open tab's view mounted, and 170 of them would make each later check slower.
 */
const closeTab = async (page: Page, path: string): Promise<void> => {
  const close = page.locator(`[data-testid="tab"][data-path="${path}"] [data-testid="tab-close"]`);
  if ((await close.count()) === 0) return;
  await close.click();
  await page.locator(VIEW(path)).waitFor({ state: 'detached', timeout: 5_000 });
};

describe('accessibility (axe-core, serious and critical)', () => {
  const browser = useBrowser();

  it('the login page', async () => {
    const { page } = browser;
    await page.goto('/login');
    await page.getByTestId('login-submit').waitFor();
    const findings = await axeFindings(page, '/login');
    expect(findings, axeReport(findings)).toEqual([]);
  });

  it('every screen of the route table', { timeout: 900_000 }, async () => {
    const { page } = browser;
    await logIn(page, adminCredentials());
    expect(SCREEN_PATHS.length).toBeGreaterThan(30);
    // The shell (sidebar, top bar, tabs, breadcrumb) once, on the dashboard; then each view.
    const findings: Finding[] = await axeFindings(page, 'shell (/dashboard)');
    const missing: string[] = [];
    for (const path of SCREEN_PATHS) {
      if ((await openScreen(page, path)) === 'missing') {
        missing.push(path);
        continue;
      }
      const found = await axeFindings(page, path, VIEW(path));
      console.log(
        `${path}: ${found.map((finding) => `${finding.rule} ×${finding.targets.length}`).join(', ') || 'ok'}`,
      );
      findings.push(...found);
      await closeTab(page, path);
    }
    expect(findings, axeReport(findings)).toEqual([]);
    // Every screen of the table is granted to the platform admin and opens.
    expect(missing).toEqual([]);
  });

  it('the main dialogs: a resource edit dialog, export, settings', async () => {
    const { page } = browser;
    await logIn(page, adminCredentials());
    const findings: Finding[] = [];
    const view = page.locator(VIEW('/brand/index'));

    // Each dialog is checked with the page behind it (what a screen reader meets when it opens).
    await openScreen(page, '/brand/index');
    await view.getByTestId('list-add').click();
    const edit = page.getByTestId('brand-edit-dialog');
    await settled(edit);
    findings.push(...(await axeFindings(page, 'brand edit dialog')));
    // The dialog holds the focus while open (Tab stays inside) and gives it back on close.
    for (let press = 0; press < 12; press += 1) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.ant-modal')))).toBe(
      true,
    );
    await page.keyboard.press('Escape');
    await edit.waitFor({ state: 'hidden' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('list-add');

    // Export starts a job (no dialog of its own): the settings dialog's exports tab shows it.
    await view.getByTestId('list-export').click();

    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-settings').click();
    const settings = page.getByTestId('system-settings');
    await settled(settings);
    findings.push(...(await axeFindings(page, 'settings dialog')));
    await settings.getByRole('tab', { name: /export/i }).click();
    await settings.getByTestId('exports-table').waitFor();
    findings.push(...(await axeFindings(page, 'settings dialog, exports tab')));

    expect(findings, axeReport(findings)).toEqual([]);
  });
});
