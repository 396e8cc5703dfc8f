/// <reference lib="dom" />
// Console list scrolling (issue 15, goal 6): the goods list with 10,000 rows on one screen,
// scrolled from top to bottom at a steady pace in Chromium (Debian's /usr/bin/chromium through
// playwright-core, as the browser tests). The real server serves the built console on a fresh
// data directory with the demo data; a tenant administrator's goods are brought to 10,000
// through the product's API (`PATCH goods/edit`, a few calls at a time); they log in on /login,
// open /goods/index and pick "10000 / page". In the page, a requestAnimationFrame loop moves the table's scrolling box a
// steady distance per unit of time (a late frame does not slow the scroll down) and keeps each
// frame's timestamp; a frame longer than 1.5 × 16.7 ms counts as dropped. A PerformanceObserver
// keeps the long tasks; the table's row elements are counted along the way.
// Runs by the bench's switch (localStorage `console.virtual-rows`): `on` the product's light
// virtual table, `antd` antd Table's virtual mode, `off` every row drawn; `--modes=antd,on,…`
// picks them and their order (default on,antd,off), `--data-dir=…` keeps the 10,000 goods,
// `--trace=file.json` records a Chromium trace of each scroll and prints its slow tasks,
// `--web-dist=…` serves another build of the console (an A/B of two builds on the same data).
//   npm run build -w @retail/web && npm run bench:scroll -w @retail/bench [-- --seconds=20]
// Not part of `npm run bench` nor of `npm test`: it prints the figures (bench/README.md keeps
// them); it fails only on a broken run.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { logIn as logInOnScreen } from '../e2e/support/console';
import { startServer, webDist } from '../scripts/lib/server-process.mjs';
import { endpoints } from '@retail/contract';
import { logIn, numberOption, sessionHeaders } from './http-load';
import { summariseTrace, TRACE_CATEGORIES } from './scroll-trace';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'];
const FRAME_MS = 1000 / 60;
const DROPPED_MS = FRAME_MS * 1.5;
const PAGE_SIZE = 10_000;
/** The bench's switch of the list table (apps/web/src/components/list/list-table.tsx). */
const VIRTUAL_SWITCH = 'console.virtual-rows';
const SUNRISE_ADMIN = { userName: 'sunrise.admin', password: 'Sunrise#Admin1' };
/** Goods created at once while seeding (the server's two cores stay busy). */
const SEED_AT_ONCE = 8;

type Caller = <T>(
  def: { method: string; path: string },
  body: unknown,
  query?: string,
) => Promise<T>;

const callerOf = async (url: string): Promise<Caller> => {
  const headers = {
    'content-type': 'application/json',
    ...sessionHeaders(await logIn(url, SUNRISE_ADMIN.userName, SUNRISE_ADMIN.password)),
  };
  return async <T>(def: { method: string; path: string }, body: unknown, query = '') => {
    const response = await fetch(url + def.path + query, {
      method: def.method,
      headers,
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as { data?: T; description?: string } & T;
    if (response.status !== 200)
      throw new Error(`${def.method} ${def.path}: ${response.status} ${json.description ?? ''}`);
    return json.data ?? json;
  };
};

/** Brings the tenant's goods to `total` through the API; resolves with the count reached. */
const seedGoods = async (call: Caller, total: number): Promise<number> => {
  const page = '?pageSize=1&pageNum=1';
  const types = await call<{ entities: { id: number }[] }>(endpoints.goodsType.list, {}, page);
  const goodsTypeId = types.entities[0]?.id;
  if (goodsTypeId === undefined) throw new Error('The demo tenant has no goods category');
  const count = async () =>
    (await call<{ totalCount: number }>(endpoints.goods.list, {}, page)).totalCount;
  const missing = total - (await count());
  const run = randomBytes(3).toString('hex');
  const started = Date.now();
  for (let at = 0; at < missing; at += SEED_AT_ONCE) {
    const batch = Array.from({ length: Math.min(SEED_AT_ONCE, missing - at) }, (_, i) => at + i);
    await Promise.all(
      batch.map((n) =>
        call(endpoints.goods.edit, {
          goodsName: `Scroll bench goods ${String(n).padStart(5, '0')}`,
          goodsCode: `SB-${run}-${n}`,
          goodsTypeId,
        }),
      ),
    );
    if ((at / SEED_AT_ONCE) % 125 === 0) process.stdout.write(`\r  goods created: ${at}`);
  }
  console.log(
    `\r  ${Math.max(0, missing)} goods created in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  return count();
};

/**
 * The tables compared, by the switch's value: `on` the product (the light virtual table of
 * components/list/virtual-table.tsx), `antd` antd Table's virtual mode (the product before),
 * `off` every row drawn; and the box each scrolls.
 */
const SCROLLERS = {
  on: '.list-vt-scroll',
  antd: '.ant-table-tbody-virtual-holder',
  off: '.ant-table-body',
} as const;
type Mode = keyof typeof SCROLLERS;
const MODE_NAMES: Record<Mode, string> = {
  on: 'light virtual (product)',
  antd: 'antd virtual',
  off: 'every row drawn',
};

type Run = {
  frames: number[];
  longTasks: number[];
  rowsMax: number;
  rowsAtStart: number;
  domNodes: number;
  scrolledPx: number;
  /** The box at its end when the run stopped (the last row in view). */
  atBottom: boolean;
  lastRowText: string;
  openMs: number;
};

/** In the page: scroll `selector`'s box from top to bottom over `seconds`, one step per frame. */
const scrollInPage = ({ selector, seconds }: { selector: string; seconds: number }) =>
  new Promise<Omit<Run, 'openMs'>>((resolve) => {
    const box = document.querySelector<HTMLElement>(selector)!;
    const table = document.querySelector('[data-testid="list-table"]')!;
    const rows = () => table.querySelectorAll('[data-row-key]').length;
    const longTasks: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longTasks.push(entry.duration);
    });
    observer.observe({ type: 'longtask' });
    const frames: number[] = [];
    const rowsAtStart = rows();
    let rowsMax = rowsAtStart;
    let start = -1;
    let last = -1;
    /** Frames in a row at the end after the steady scroll (the end stays put once measured). */
    let settled = 0;
    const step = (now: number) => {
      if (start < 0) start = now;
      else frames.push(now - last);
      last = now;
      const progress = Math.min(1, (now - start) / (seconds * 1000));
      // The range of this frame: a virtual list's grows as the rows it reaches are measured.
      const range = box.scrollHeight - box.clientHeight;
      box.scrollTop = progress * range;
      if (frames.length % 15 === 0) rowsMax = Math.max(rowsMax, rows());
      // Then up to ten more seconds until the last row is at the bottom (the rows reached on
      // the way are measured, so the end moves down as they are).
      const short = box.scrollTop < box.scrollHeight - box.clientHeight - 1;
      settled = progress < 1 || short ? 0 : settled + 1;
      if (progress < 1 || (settled < 10 && now - start < (seconds + 10) * 1000)) {
        requestAnimationFrame(step);
        return;
      }
      // Two more frames: the last rows drawn, then read.
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          observer.disconnect();
          const drawn = table.querySelectorAll('[data-row-key]');
          resolve({
            frames,
            longTasks,
            rowsMax: Math.max(rowsMax, drawn.length),
            rowsAtStart,
            domNodes: document.getElementsByTagName('*').length,
            scrolledPx: box.scrollTop,
            atBottom: box.scrollTop >= box.scrollHeight - box.clientHeight - 1,
            lastRowText: drawn[drawn.length - 1]?.textContent?.slice(0, 60) ?? '',
          });
        }),
      );
    };
    requestAnimationFrame(step);
  });

const runMode = async (
  browser: Browser,
  url: string,
  user: { userName: string; password: string },
  mode: Mode,
  seconds: number,
): Promise<Run> => {
  const context = await browser.newContext({
    baseURL: url,
    locale: 'en-US',
    viewport: { width: 1440, height: 900 },
  });
  // Drawing 10,000 rows at once takes minutes on a loaded machine.
  context.setDefaultTimeout(900_000);
  // tsx names the functions it compiles (`__name(fn, …)`): the page gets that helper too.
  await context.addInitScript({ content: 'window.__name = (fn) => fn;' });
  await context.addInitScript(
    ([name, value]) => localStorage.setItem(name!, value!),
    [VIRTUAL_SWITCH, mode],
  );
  const page = await context.newPage();
  try {
    await logInOnScreen(page, user);
    await page.goto('/goods/index');
    await page.getByTestId('list-table').locator('[data-row-key]').first().waitFor();
    await page.getByTestId('list-page-size').click();
    const opened = Date.now();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: `${PAGE_SIZE} / page` })
      .click();
    // Every row read (20 calls of 500) and the table drawn with them.
    await page.waitForFunction(
      (scroller) => {
        const table = document.querySelector('[data-testid="list-table"]');
        return (
          Boolean(table?.querySelector(`${scroller} [data-row-key]`)) &&
          !document.querySelector('.ant-spin-spinning')
        );
      },
      SCROLLERS[mode],
      { polling: 250 },
    );
    const openMs = Date.now() - opened;
    await page.waitForTimeout(1_000);
    const selector = `[data-testid="list-table"] ${SCROLLERS[mode]}`;
    const trace = process.argv.find((arg) => arg.startsWith('--trace='))?.slice(8);
    if (trace) await browser.startTracing(page, { path: trace, categories: TRACE_CATEGORIES });
    const run = await page.evaluate(scrollInPage, { selector, seconds });
    if (trace) {
      await browser.stopTracing();
      summariseTrace(trace);
    }
    return { ...run, openMs };
  } finally {
    await context.close();
  }
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const rowOf = (name: string, run: Run) => {
  const sorted = [...run.frames].sort((a, b) => a - b);
  const dropped = run.frames.filter((ms) => ms > DROPPED_MS).length;
  const missed = run.frames.reduce(
    (sum, ms) => sum + Math.max(0, Math.round(ms / FRAME_MS) - 1),
    0,
  );
  const spent = run.frames.reduce((sum, ms) => sum + ms, 0);
  const longMs = run.longTasks.reduce((sum, ms) => sum + ms, 0);
  const cells = [
    name,
    (run.openMs / 1000).toFixed(1),
    String(run.frames.length),
    ((run.frames.length * 1000) / spent).toFixed(1),
    `${dropped} (${((100 * dropped) / run.frames.length).toFixed(1)} %)`,
    String(missed),
    percentile(sorted, 50).toFixed(1),
    percentile(sorted, 95).toFixed(1),
    percentile(sorted, 99).toFixed(1),
    (sorted[sorted.length - 1] ?? 0).toFixed(0),
    `${run.longTasks.length} / ${longMs.toFixed(0)}`,
    String(run.rowsMax),
    run.domNodes.toLocaleString('en'),
  ];
  return `| ${cells.join(' | ')} |`;
};

const main = async () => {
  const seconds = numberOption('seconds', 20);
  // `--web-dist=…` serves another build of the console (an A/B of two builds on the same data).
  const dist = process.argv.find((arg) => arg.startsWith('--web-dist='))?.slice(11) ?? webDist;
  if (!existsSync(path.join(dist, 'index.html')))
    throw new Error('Build the console first: npm run build -w @retail/web');
  const loadBefore = os.loadavg().map((value) => value.toFixed(2));
  // `--data-dir=…` keeps the data (and its goods) for the next run; by default a fresh one.
  const kept = process.argv.find((arg) => arg.startsWith('--data-dir='))?.slice(11);
  const dataDir = kept ?? mkdtempSync(path.join(os.tmpdir(), 'bench-scroll-'));
  const server = await startServer({
    env: {
      DATA_DIR: dataDir,
      WEB_DIST: path.resolve(dist),
      DATABASE_URL: undefined,
      CAPTCHA: 'off',
      SEED: 'demo',
      ADMIN_PASSWORD: `Bench-${randomBytes(9).toString('base64url')}`,
      LOG_LEVEL: 'warn',
    },
  });
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
    });
    const goods = await seedGoods(await callerOf(server.url), PAGE_SIZE);
    const modes = process.argv.find((arg) => arg.startsWith('--modes='))?.slice(8) ?? 'on,antd,off';
    const runs: [string, Run][] = [];
    for (const mode of modes.split(',') as Mode[]) {
      if (!(mode in SCROLLERS)) throw new Error(`--modes: one of ${Object.keys(SCROLLERS)}`);
      runs.push([
        MODE_NAMES[mode],
        await runMode(browser, server.url, SUNRISE_ADMIN, mode, seconds),
      ]);
    }
    const loadAfter = os.loadavg().map((value) => value.toFixed(2));
    console.log(
      `\nConsole scroll: /goods/index, ${goods.toLocaleString('en')} goods, ` +
        `${PAGE_SIZE.toLocaleString('en')} / page, ${seconds} s top to bottom; Chromium ` +
        `${browser.version()} headless, 1440 × 900; ${os.cpus().length} × ` +
        `${os.cpus()[0]?.model ?? '?'}; ${new Date().toISOString().slice(0, 16)}Z; load average ` +
        `${loadBefore.join(', ')} before, ${loadAfter.join(', ')} after\n`,
    );
    console.log(
      '| table | open s | frames | fps | dropped (> 25 ms) | frames missed | p50 ms | p95 ms | p99 ms | max ms | long tasks / ms | rows in DOM (max) | DOM elements |',
    );
    console.log(
      '| ----- | -----: | -----: | --: | ----------------: | ------------: | -----: | -----: | -----: | -----: | --------------: | ----------------: | -----------: |',
    );
    for (const [name, run] of runs) console.log(rowOf(name, run));
    for (const [name, run] of runs)
      console.log(
        `${name}: scrolled ${run.scrolledPx.toLocaleString('en')} px, at the end: ${run.atBottom ? 'yes' : 'no'}, last row drawn "${run.lastRowText}"`,
      );
  } finally {
    await browser?.close();
    await server.stop();
    if (!kept) rmSync(dataDir, { recursive: true, force: true });
  }
};

await main();
