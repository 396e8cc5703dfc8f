/// <reference types="vite/client" />
// The accessibility sweep of every screen of the console's route table (issue 22): axe-core on
// each view, as the platform admin, in one page. The screen list is the console's own route
// table (every feature's `*.screens.ts`, the registry's `/{key}/index` screens among them) plus
// the static routes, so a new screen is checked the day it arrives. The sweep is dealt into
// parts, one file each (`accessibility-screens-*.e2e.ts`), so that the browser shards of
// `npm test` share it (it was 250 s of one shard's 590).
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { STATIC_ROUTES } from '../../apps/web/src/lib/permitted-routes';
import type { ScreenTable } from '../../apps/web/src/lib/screen-table';
import { axeFindings, axeReport, type Finding } from './axe';
import { adminCredentials, type BrowserFixture } from './browser';
import { logIn } from './console';

/** Every path of the console's route table (what apps/web/src/app/screens.ts collects). */
const tables = import.meta.glob<Record<string, unknown>>(
  '../../apps/web/src/features/*/*.screens.ts',
  { eager: true },
);
export const SCREEN_PATHS: string[] = [
  ...new Set([
    ...STATIC_ROUTES.map((route) => route.path),
    ...Object.values(tables).flatMap((module) =>
      Object.values(module as Record<string, ScreenTable>).flatMap((table) =>
        typeof table === 'object' && table !== null ? Object.keys(table) : [],
      ),
    ),
  ]),
].sort();

/** The view of a path, once shown. */
export const VIEW = (path: string) => `[data-testid="view"][data-path="${path}"]:not([hidden])`;

/**
 * Opens a console path inside the running app (no reload) and waits for its view to show its
 * content: the screen's chunk arrived and no spinner is left (a spinner still turning after 5 s
 * is checked as it is).
 */
export const openScreen = async (page: Page, path: string): Promise<'shown' | 'missing'> => {
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

/** The sweep's parts: one file each. */
export const SWEEP_PARTS = 2;

/**
 * The paths of part `part` (1-based) of the sweep: every `SWEEP_PARTS`th path of the sorted
 * list, so each part holds screens of every kind and the parts together hold every path once.
 */
export const sweepPaths = (part: number): string[] =>
  SCREEN_PATHS.filter((_, index) => index % SWEEP_PARTS === part - 1);

/**
 * Registers the test of one part: logs in, checks the shell on the dashboard once (part 1),
 * then opens each of the part's screens, checks its view and closes its tab. Fails listing every
 * serious or critical violation by screen, rule and target, and every screen that did not open
 * (each is granted to the platform admin).
 */
export const sweepScreensTest = (browser: BrowserFixture, part: number): void => {
  it(
    `every screen of the route table, part ${part} of ${SWEEP_PARTS}`,
    { timeout: 900_000 },
    async () => {
      const { page } = browser;
      await logIn(page, adminCredentials());
      const paths = sweepPaths(part);
      expect(paths.length).toBeGreaterThan(15);
      // The shell (sidebar, top bar, tabs, breadcrumb) once, on the dashboard; then each view.
      const findings: Finding[] = part === 1 ? await axeFindings(page, 'shell (/dashboard)') : [];
      const missing: string[] = [];
      for (const path of paths) {
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
      expect(missing).toEqual([]);
    },
  );
};
