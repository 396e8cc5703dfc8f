// One Chromium per test file and one tab, which each test starts logged out with nothing kept
// (no cookies, storage, listeners or routes of the test before), a screenshot under .tmp/e2e/
// when a test fails. Debian's /usr/bin/chromium is driven by playwright-core: no browser
// download.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const ARTIFACTS_DIR = path.join(repoRoot, '.tmp', 'e2e', process.env.E2E_ARTIFACTS ?? '');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for a quiet, reproducible browser in a container (no GPU, no sandbox, no network chatter). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Where the server under test listens; scripts/test-all.mjs starts it and sets E2E_BASE_URL. */
export const baseUrl = (): string => {
  const url = process.env.E2E_BASE_URL;
  if (!url) {
    throw new Error(
      'E2E_BASE_URL is not set. Run the browser tests through `npm test` (it starts the server), or start a ' +
        'server with CAPTCHA=off SEED=demo and run: E2E_BASE_URL=http://127.0.0.1:8080 E2E_ADMIN_PASSWORD=... ' +
        'npx vitest run --project e2e',
    );
  }
  return url.replace(/\/+$/, '');
};

export const adminCredentials = (): { userName: string; password: string } => {
  const password = process.env.E2E_ADMIN_PASSWORD;
  if (!password)
    throw new Error('E2E_ADMIN_PASSWORD is not set (the ADMIN_PASSWORD the server started with).');
  return { userName: 'admin', password };
};

/** The console's window in every test. */
const VIEWPORT = { width: 1280, height: 800 } as const;

/**
 * Where the tab waits between tests: an address of the server's own origin that the console
 * does not own (an unknown API path: a 404 answer, no script), so the origin's storage can be
 * cleared there and the next test starts from a blank page.
 */
const BETWEEN_TESTS_PATH = '/api/between-browser-tests';

/** A phone's screen (the storefront's shoppers). */
export const PHONE = { width: 390, height: 844 } as const;

export type BrowserFixture = {
  readonly page: Page;
  readonly context: BrowserContext;
  /**
   * A shopper's phone: a context of its own (no cookies or storage of the console's), a phone's
   * screen, English, reduced motion. Its page and console errors are printed with the test's
   * when it fails, its pages are photographed, and it is closed after the test.
   */
  phone(options?: { reducedMotion?: boolean }): Promise<BrowserContext>;
  /**
   * A new context and tab for this test instead of the file's shared one: for a test about what
   * the console loads when nothing is cached yet. `page` and `context` are the new ones after.
   */
  newTab(): Promise<Page>;
};

const fileSafe = (name: string): string => name.replace(/[^\w.-]+/g, '-').slice(0, 120);

/**
 * Registers the hooks of a browser test file and returns the current test's page and context.
 * Page errors and console errors are collected and printed when a test fails.
 */
export const useBrowser = (
  options: {
    locale?: string;
    /**
     * Reduced motion (the default): antd then skips its animations, so popups and dialogs are
     * still at once and a click never lands on something still moving. `false` for a test
     * about the animations themselves.
     */
    reducedMotion?: boolean;
    /**
     * A new context and tab for each test, for a file whose tests set the tab up in ways that
     * cannot be undone (init scripts, exposed functions). By default the tests of a file share
     * one tab, emptied between them (`emptyTab`): a new context and tab cost about 0.9 s of
     * processor time, and the console loaded again in a new tab twice what it costs in the same
     * one (bench/README.md, "One tab per browser test file").
     */
    newTabPerTest?: boolean;
  } = {},
): BrowserFixture => {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let problems: string[] = [];
  /** The test's own contexts (phones): closed after it, once a failure is photographed. */
  let phones: BrowserContext[] = [];

  /** Page errors and console errors of the page, into the test's problems. */
  const watch = (each: Page, who: string) => {
    each.on('pageerror', (error) => problems.push(`${who}page error: ${error.message}`));
    each.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${who}console error: ${message.text()}`);
    });
  };

  /** A new context and its tab: the fixture's own, as every test gets it. */
  const openTab = async (): Promise<void> => {
    if (!browser) throw new Error('The browser did not start');
    context = await browser.newContext({
      baseURL: baseUrl(),
      locale: options.locale ?? 'en-US',
      viewport: VIEWPORT,
      reducedMotion: options.reducedMotion === false ? 'no-preference' : 'reduce',
    });
    context.setDefaultTimeout(15_000);
    context.setDefaultNavigationTimeout(20_000);
    page = await context.newPage();
    watch(page, '');
  };

  const closeTab = async (): Promise<void> => {
    await context?.close();
    context = undefined;
    page = undefined;
  };

  /**
   * Leaves the tab as a new one would be for the next test: the test's other tabs closed, its
   * listeners and routes gone, the console left (a page that asks before it is left is let go),
   * the origin's cookies, storage and permissions cleared, the window at its size. What stays is
   * what a returning user's browser keeps: the console's files in the cache, already compiled.
   */
  const emptyTab = async (tab: Page, shared: BrowserContext): Promise<void> => {
    for (const other of shared.pages()) if (other !== tab) await other.close();
    tab.removeAllListeners();
    await tab.unrouteAll({ behavior: 'ignoreErrors' });
    tab.on('dialog', (dialog) => void dialog.accept().catch(() => undefined));
    await tab.goto(BETWEEN_TESTS_PATH);
    await tab.evaluate(() => {
      window.sessionStorage.clear();
      window.localStorage.clear();
    });
    const cdp = await shared.newCDPSession(tab);
    try {
      await cdp.send('Storage.clearDataForOrigin', {
        origin: new URL(baseUrl()).origin,
        storageTypes: 'cookies,local_storage,indexeddb,cache_storage,service_workers,file_systems',
      });
    } finally {
      await cdp.detach();
    }
    await shared.clearCookies();
    await shared.clearPermissions();
    tab.removeAllListeners();
    await tab.setViewportSize(VIEWPORT);
    watch(tab, '');
  };

  beforeAll(async () => {
    // launch() starts from a fresh temporary profile (user-data-dir) every time.
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
    });
  });

  afterAll(async () => {
    await closeTab();
    await browser?.close();
  });

  beforeEach(async () => {
    problems = [];
    if (!page || page.isClosed()) await openTab();
  });

  afterEach(async ({ task }) => {
    const failed = task.result?.state === 'fail';
    try {
      if (failed && page && browser) {
        mkdirSync(ARTIFACTS_DIR, { recursive: true });
        // Every open page, the test's own contexts' too (a shopper's phone, say): the one that
        // stopped the test is not always the fixture's.
        const pages = [page, ...browser.contexts().flatMap((each) => each.pages())].filter(
          (each, index, all) => all.indexOf(each) === index,
        );
        for (const [index, each] of pages.entries()) {
          const name = index === 0 ? fileSafe(task.name) : `${fileSafe(task.name)}-${index + 1}`;
          const file = path.join(ARTIFACTS_DIR, `${name}.png`);
          await each.screenshot({ path: file, fullPage: true }).catch(() => undefined);
          console.error(
            `Screenshot of the failed test: ${path.relative(repoRoot, file)} (page at ${each.url()})`,
          );
          // What it showed, for a run whose screenshots are not kept (a CI log).
          const shown = await each
            .locator('body')
            .innerText({ timeout: 2_000 })
            .catch(() => '(no text)');
          console.error(`  it showed: ${shown.replace(/\s+/g, ' ').slice(0, 600)}`);
        }
        if (problems.length) console.error(problems.join('\n'));
      }
    } finally {
      for (const phone of phones) await phone.close().catch(() => undefined);
      phones = [];
      // After a failure the tab is not trusted to empty itself: the next test gets a new one.
      if (failed || options.newTabPerTest || !page || !context || page.isClosed()) await closeTab();
      // A tab that cannot be emptied (its page hung, say) is replaced instead.
      else await emptyTab(page, context).catch(closeTab);
    }
  });

  return {
    get page() {
      if (!page) throw new Error('No page: use the fixture inside a test');
      return page;
    },
    get context() {
      if (!context) throw new Error('No context: use the fixture inside a test');
      return context;
    },
    async newTab() {
      await closeTab();
      await openTab();
      if (!page) throw new Error('The new tab did not open');
      return page;
    },
    async phone(phoneOptions = {}) {
      if (!browser) throw new Error('The browser did not start');
      const phone = await browser.newContext({
        baseURL: baseUrl(),
        locale: 'en-US',
        viewport: PHONE,
        reducedMotion: phoneOptions.reducedMotion === false ? 'no-preference' : 'reduce',
      });
      const who = `phone ${phones.length + 1}: `;
      phone.on('page', (each) => watch(each, who));
      phones.push(phone);
      return phone;
    },
  };
};
