// The demo screens of console.md §2 really work: charts draw, tables drag, edit in the row,
// filter, sort and export, tree tables expand and select.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adminCredentials, useBrowser } from './support/browser';
import { logIn } from './support/console';
import { toast } from './support/shell';

describe('demo screens', () => {
  const browser = useBrowser();

  it('charts draw with ECharts, loaded only on the chart screens, and follow the keyboard', async () => {
    const { page } = browser;
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(new URL(response.url()).pathname);
    });
    await page.goto('/login');
    await page.getByTestId('login-submit').waitFor();
    // The login page never loads ECharts; only screens with charts do.
    expect(scripts.filter((file) => /echarts/.test(file))).toEqual([]);
    await logIn(page, adminCredentials());
    for (const path of ['/charts/line', '/charts/mixchart', '/charts/keyboard']) {
      await page.goto(path);
      await page.locator('[data-testid="chart"][data-ready="true"] canvas').first().waitFor();
    }
    expect(scripts.filter((file) => /echarts/.test(file)).length).toBeGreaterThan(0);
    await page.getByTestId('keyboard-chart-focus').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() =>
        page.getByTestId('keyboard-chart-focus').locator('div', { hasText: '02:00' }).count(),
      )
      .toBeGreaterThan(0);
  });

  it('dynamic table shows the chosen columns', async () => {
    const { page } = browser;
    await logIn(page, adminCredentials());
    await page.goto('/table/dynamic-table');
    const headers = () => page.getByTestId('demo-table').locator('thead th').allTextContents();
    await expect.poll(headers).toEqual(['ID', 'Title', 'Author', 'Type']);
    await page.getByTestId('dynamic-columns').getByText('Author', { exact: true }).click();
    await page.getByTestId('dynamic-columns').getByText('Page views', { exact: true }).click();
    await expect.poll(headers).toEqual(['ID', 'Title', 'Type', 'Page views']);
  });

  it('drag table reorders rows by dragging', async () => {
    const { page } = browser;
    await logIn(page, adminCredentials());
    await page.goto('/table/drag-table');
    const order = page.getByTestId('drag-order');
    await expect.poll(() => order.textContent()).toBe('New order: 1, 2, 3, 4, 5, 6, 7, 8');
    await page.locator('tr[data-row-id="1"]').dragTo(page.locator('tr[data-row-id="4"]'));
    await expect.poll(() => order.textContent()).toBe('New order: 2, 3, 4, 1, 5, 6, 7, 8');
    const ids = await page
      .getByTestId('demo-table')
      .locator('tbody tr td:nth-child(2)')
      .allTextContents();
    expect(ids.slice(0, 4)).toEqual(['2', '3', '4', '1']);
  });

  it('inline edit saves in the row, and cancel leaves the row as it was', async () => {
    const { page } = browser;
    await logIn(page, adminCredentials());
    await page.goto('/table/inline-edit-table');
    const firstTitle = page
      .getByTestId('demo-table')
      .locator('tbody tr')
      .first()
      .locator('td')
      .nth(1);
    const before = (await firstTitle.textContent()) ?? '';
    await page.getByTestId('inline-edit').first().click();
    await page.getByTestId('inline-title').fill('Edited in the row');
    await page.getByTestId('inline-save').click();
    await toast(page, 'The row was saved').waitFor();
    expect(await firstTitle.textContent()).toBe('Edited in the row');
    expect(before).not.toBe('Edited in the row');

    await page.getByTestId('inline-edit').first().click();
    await page.getByTestId('inline-title').fill('Not kept');
    await page.getByTestId('inline-cancel').click();
    expect(await firstTitle.textContent()).toBe('Edited in the row');
  });

  it('complex table filters, sorts, pages and exports what it shows as CSV and Excel', async () => {
    const { page } = browser;
    await logIn(page, adminCredentials());
    await page.goto('/table/complex-table');
    const table = page.getByTestId('demo-table');
    await page.getByText('57 rows').waitFor();
    expect(await table.locator('tbody tr').count()).toBe(20);

    await page.getByTestId('complex-type').click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .getByText('Japan', { exact: true })
      .click();
    await expect
      .poll(async () => new Set(await table.locator('tbody tr td:nth-child(6)').allTextContents()))
      .toEqual(new Set(['Japan']));
    const total = Number(
      ((await page.locator('.ant-pagination-total-text').textContent()) ?? '').replace(/\D/g, ''),
    );
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(57);

    await page.getByTestId('complex-sort').click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .getByText('ID descending', { exact: true })
      .click();
    await expect
      .poll(async () => {
        const ids = (await table.locator('tbody tr td:nth-child(1)').allTextContents()).map(Number);
        return ids.length > 1 && ids.every((id, index) => index === 0 || id < ids[index - 1]!);
      })
      .toBe(true);

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('export-csv').click(),
    ]);
    expect(csv.suggestedFilename()).toBe('complex-table.csv');
    const lines = readFileSync((await csv.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('ID,Date,Title,Author,Importance,Type,Page views,Status');
    expect(lines).toHaveLength(total + 1);
    expect(lines.slice(1).every((line) => line.includes(',Japan,'))).toBe(true);

    const [excel] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('export-excel').click(),
    ]);
    expect(excel.suggestedFilename()).toBe('complex-table.xls');
    const workbook = readFileSync((await excel.path())!, 'utf8');
    expect(workbook).toContain('<Workbook');
    expect(workbook.match(/<Row>/g)).toHaveLength(total + 1);
  });

  it('tree tables expand every level and select children with their parent', async () => {
    const { page } = browser;
    await logIn(page, adminCredentials());
    await page.goto('/tree-table/index');
    const rows = () => page.getByTestId('demo-table').locator('tbody tr.ant-table-row').count();
    await expect.poll(rows).toBe(4);
    await page.getByTestId('tree-expand-all').click();
    await expect.poll(rows).toBe(4 + 12 + 24);
    await page.getByTestId('tree-collapse-all').click();
    await expect.poll(rows).toBe(4);

    await page.goto('/tree-table/custom');
    await page
      .getByTestId('demo-table')
      .locator('tbody tr.ant-table-row')
      .first()
      .locator('.ant-checkbox-input')
      .check();
    // A region, its 3 cities and their 6 stores.
    await expect.poll(() => page.getByTestId('tree-selected').textContent()).toBe('10 selected');
  });
});
