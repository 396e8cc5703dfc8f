// Large pages of the console's lists (issue 15, goal 6): a page of more than a hundred rows is
// drawn as a virtual table — only the rows in view are elements — in a named, focusable area
// that the keyboard and the wheel scroll to its last row (components/list/virtual-table.tsx). On the registry's logistics
// companies screen, with companies added through the API and a page size of 1,000 (read from
// the server as pages of 500). bench/console-scroll.ts measures the frames at 10,000 rows.
import { endpoints } from '@retail/contract';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, apiLogin, chooseOption, openSelect } from './support/admin';
import { axeFindings, axeReport } from './support/axe';
import { useBrowser } from './support/browser';
import { logIn } from './support/console';

const SUNRISE_ADMIN = { userName: 'sunrise.admin', password: 'Sunrise#Admin1' };
const LOGISTICS_PATH = '/logistics/index';
const LOGISTICS_LIST = endpoints.logistics.list.path;
/** More than the table's virtual threshold (100), fewer than the page. */
const ROWS = 120;
/** Rows in view (a body of 480 px at 1280 × 800) and the few drawn around them. */
const DRAWN_MAX = 40;

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Whether a row with `text` is drawn and inside the scrolling area's visible box. */
const inView = (area: Locator, text: string) =>
  area.evaluate((node, wanted) => {
    // The area is the scrolling box (its header stays on top of the rows).
    const holder = node.getBoundingClientRect();
    const row = Array.from(node.querySelectorAll('[data-row-key]')).find((candidate) =>
      candidate.textContent?.includes(wanted),
    );
    const box = row?.getBoundingClientRect();
    return Boolean(box && box.top >= holder.top - 1 && box.bottom <= holder.bottom + 1);
  }, text);

describe('a large page of a list', () => {
  const browser = useBrowser();

  it('draws only the rows in view; End, Home, Page Down and the wheel move through them', async () => {
    const { page } = browser;
    const run = unique();
    const token = await apiLogin(SUNRISE_ADMIN);
    const { method, path } = endpoints.logistics.edit;
    for (let at = 0; at < ROWS; at += 40)
      await Promise.all(
        Array.from({ length: Math.min(40, ROWS - at) }, (_, i) => {
          const n = String(at + i + 1).padStart(3, '0');
          return api(token, method, path, { code: `SC-${run}-${n}`, name: `Scroll ${run} ${n}` });
        }),
      );

    await logIn(page, SUNRISE_ADMIN, LOGISTICS_PATH);
    const searchArea = page.getByTestId('list-search-area');
    await searchArea.getByTestId('field-code').fill(`SC-${run}`);
    await searchArea.getByTestId('list-search').click();
    await expect.poll(() => page.getByTestId('list-total').textContent()).toBe(`Total ${ROWS}`);

    const answered = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === LOGISTICS_LIST &&
        new URL(response.url()).searchParams.get('pageSize') === '500',
    );
    await openSelect(page, 'list-page-size');
    await chooseOption(page, '1000 / page');
    const { entities } = (await (await answered).json()) as { entities: { name: string }[] };
    expect(entities).toHaveLength(ROWS);
    const first = entities[0]!.name;
    const last = entities[ROWS - 1]!.name;

    const area = page.getByRole('region', { name: 'Logistics companies: rows' });
    await expect.poll(() => inView(area, first)).toBe(true);
    const drawn = await area.locator('[data-row-key]').count();
    expect(drawn).toBeGreaterThan(3);
    expect(drawn).toBeLessThan(DRAWN_MAX);
    expect(await inView(area, last)).toBe(false);

    // The keyboard: End shows the last row, Home the first, Page Down leaves the first behind.
    await area.focus();
    await page.keyboard.press('End');
    await expect.poll(() => inView(area, last)).toBe(true);
    expect(await area.locator('[data-row-key]').count()).toBeLessThan(DRAWN_MAX);
    await page.keyboard.press('Home');
    await expect.poll(() => inView(area, first)).toBe(true);
    await page.keyboard.press('PageDown');
    await expect.poll(() => inView(area, first)).toBe(false);

    // The wheel, over the rows, all the way down.
    await area.locator('[data-row-key]').first().hover();
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 4_000);
        return inView(area, last);
      })
      .toBe(true);

    const findings = await axeFindings(page, 'virtual list', '[data-virtual]');
    expect(findings, axeReport(findings)).toEqual([]);
  });
});
