/// <reference types="vite/client" />
// Accessibility (issue 22): axe-core on the login page, on every screen of the console's route
// table and on the main dialogs, as the platform admin, in one page. The test fails listing each
// serious or critical violation by screen, rule and target, so a new screen is checked the day
// it arrives: the screen list is the console's own route table (every feature's
// `*.screens.ts`, the registry's `/{key}/index` screens among them) plus the static routes.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { STATIC_ROUTES } from '../apps/web/src/lib/permitted-routes';
import type { ScreenTable } from '../apps/web/src/lib/screen-table';
import { adminCredentials, useBrowser } from './support/browser';
import { logIn, settled } from './support/console';

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

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

/**
 * Rules still failing somewhere (issue 22 is open until this is empty), with the count of
 * failing nodes over every screen in the last full run and where they are: they are reported
 * (a warning) but do not fail the test yet. Every other serious or critical rule fails it. Fix a
 * rule everywhere, then take it off this list so it can never come back.
 * Before the shared fixes: color-contrast 1,464, label 301, label-content-name-mismatch 10,
 * scrollable-region-focusable 6, aria-progressbar-name 4, nested-interactive 2,
 * aria-prohibited-attr 1. Then (preset-colour tags readable through the theme, every feature
 * filter control named by its label) color-contrast 127, label 0; then (the storefront widgets'
 * colours darkened in their hues, their links named by what they show, a hot zone's delete
 * button beside the zone, the flash-sale strip focusable, colour cells, a table's empty text and
 * processing tags readable) none: every serious or critical rule fails the test.
 */
const RULES_STILL_TO_FIX: Record<string, number> = {};

/** The impacts that fail the test. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

type Finding = { where: string; rule: string; impact: string; targets: string[]; help: string };

const injectAxe = async (page: Page): Promise<void> => {
  const present = await page.evaluate(() => 'axe' in window);
  // Evaluated through the debugging protocol: the console's CSP (script-src 'self') refuses an
  // inline script tag, not this.
  if (!present) await page.evaluate(AXE_SOURCE);
};

/** Runs axe on the page (or under `include`); resolves with its serious and critical findings. */
const check = async (page: Page, where: string, include?: string): Promise<Finding[]> => {
  await injectAxe(page);
  const violations = await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(selector ? { include: [selector] } : document, {
      resultTypes: ['violations'],
    })) as {
      violations: Array<{
        id: string;
        impact: string | null;
        help: string;
        nodes: Array<{ target: unknown[] }>;
      }>;
    };
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
    }));
  }, include ?? null);
  return violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact))
    .map((violation) => ({
      where,
      rule: violation.id,
      impact: violation.impact,
      targets: violation.targets,
      help: violation.help,
    }));
};

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

const report = (findings: Finding[]): string =>
  findings
    .map(
      (finding) =>
        `${finding.where}: ${finding.rule} (${finding.impact}, ${finding.help}) ×${finding.targets.length}\n` +
        finding.targets
          .slice(0, 8)
          .map((target) => `    ${target}`)
          .join('\n'),
    )
    .join('\n');

/** Splits findings into those that fail the test and those of rules still listed as to fix. */
const failing = (findings: Finding[]): Finding[] => {
  const pending = findings.filter((finding) => finding.rule in RULES_STILL_TO_FIX);
  if (pending.length) {
    const counts = new Map<string, number>();
    for (const finding of pending)
      counts.set(finding.rule, (counts.get(finding.rule) ?? 0) + finding.targets.length);
    console.warn(
      `Accessibility rules still to fix (not failing yet): ${[...counts]
        .map(([rule, count]) => `${rule} ×${count}`)
        .join(', ')}`,
    );
  }
  return findings.filter((finding) => !(finding.rule in RULES_STILL_TO_FIX));
};

describe('accessibility (axe-core, serious and critical)', () => {
  const browser = useBrowser();

  it('the login page', async () => {
    const { page } = browser;
    await page.goto('/login');
    await page.getByTestId('login-submit').waitFor();
    const findings = failing(await check(page, '/login'));
    expect(findings, report(findings)).toEqual([]);
  });

  it('every screen of the route table', { timeout: 900_000 }, async () => {
    const { page } = browser;
    await logIn(page, adminCredentials());
    expect(SCREEN_PATHS.length).toBeGreaterThan(30);
    // The shell (sidebar, top bar, tabs, breadcrumb) once, on the dashboard; then each view.
    const findings: Finding[] = await check(page, 'shell (/dashboard)');
    const missing: string[] = [];
    for (const path of SCREEN_PATHS) {
      if ((await openScreen(page, path)) === 'missing') {
        missing.push(path);
        continue;
      }
      const found = await check(page, path, VIEW(path));
      console.log(
        `${path}: ${found.map((finding) => `${finding.rule} ×${finding.targets.length}`).join(', ') || 'ok'}`,
      );
      findings.push(...found);
      await closeTab(page, path);
    }
    const failed = failing(findings);
    expect(failed, report(failed)).toEqual([]);
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
    findings.push(...(await check(page, 'brand edit dialog')));
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
    findings.push(...(await check(page, 'settings dialog')));
    await settings.getByRole('tab', { name: /export/i }).click();
    await settings.getByTestId('exports-table').waitFor();
    findings.push(...(await check(page, 'settings dialog, exports tab')));

    const failed = failing(findings);
    expect(failed, report(failed)).toEqual([]);
  });
});
