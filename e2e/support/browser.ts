// One Chromium per test file, a fresh context (cookies, storage) per test, a screenshot under
// .tmp/e2e/ when a test fails. Debian's /usr/bin/chromium is driven by playwright-core: no
// browser download.
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

  beforeAll(async () => {
    // launch() starts from a fresh temporary profile (user-data-dir) every time.
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  beforeEach(async () => {
    if (!browser) throw new Error('The browser did not start');
    problems = [];
    context = await browser.newContext({
      baseURL: baseUrl(),
      locale: options.locale ?? 'en-US',
      viewport: { width: 1280, height: 800 },
      reducedMotion: options.reducedMotion === false ? 'no-preference' : 'reduce',
    });
    context.setDefaultTimeout(15_000);
    context.setDefaultNavigationTimeout(20_000);
    page = await context.newPage();
    watch(page, '');
  });

  afterEach(async ({ task }) => {
    try {
      if (task.result?.state === 'fail' && page && browser) {
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
      await context?.close();
      context = undefined;
      page = undefined;
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
