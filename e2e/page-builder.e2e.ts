// The storefront page builder (issue 16) walked as an operator in Chromium: a page made on the
// page list, designed from its row's Design action (palette search, drag and keyboard inserts,
// the product chooser, fields of the properties panel, keyboard reorder, undo and redo, a hot
// zone drawn and linked), autosaved and found whole after a reload, a dead link shown next to
// its widget before publishing, published, opened by a shopper at 390×844 with the goods' live
// name, published again and rolled back to version 1 from the versions drawer.
import { endpoints } from '@retail/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiLogin } from './support/admin';
import { axeFindings, axeReport } from './support/axe';
import { PHONE, useBrowser } from './support/browser';
import { logIn, settled, toastWith, waitForPath } from './support/console';
import {
  block,
  builder,
  canvasOrder,
  chooseGoods,
  goodsOnSale,
  listed,
  paletteEntry,
  savedDraft,
  selectOption,
  uploadPicture,
} from './support/page-builder';

const SUNRISE_ADMIN = { userName: 'sunrise.admin', password: 'Sunrise#Admin1' };
const run = Date.now().toString(36);
const PAGE_NAME = `Builder E2E ${run}`;
const GOODS_NAME = `Builder tea ${run}`;
const TITLE_1 = `Fresh this week ${run}`;
const TITLE_2 = `Second edition ${run}`;
const ZONE_LINK = 'pages/search/index';
const FLOW = ['goods-list', 'text-title', 'image-hotspot'];

describe('page builder, from the page list to the shopper’s phone', () => {
  const browser = useBrowser();
  let pictureUrl = '';

  beforeAll(async () => {
    const token = await apiLogin(SUNRISE_ADMIN);
    await goodsOnSale(token, GOODS_NAME, `PB-${run}`);
    pictureUrl = (await uploadPicture(token, `hotspot-${run}.png`)).fileUrl;
  });

  /** The published page's texts of a widget type, as a shopper's phone shows them. */
  const storefrontWidgets = (shopper: Page) =>
    shopper
      .locator('[data-widget]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-widget')));

  it('composes, keeps, publishes, and rolls back a page', async () => {
    const { page } = browser;
    const { canvas, panel } = builder(page);
    await logIn(page, SUNRISE_ADMIN);

    // The page list: a new page through the create dialog, designed from its row.
    await page.goto('/renovationPage/index');
    await waitForPath(page, '/renovationPage/index');
    await page.getByTestId('list-add').click();
    const create = page.getByRole('dialog', { name: 'Add: Storefront pages', exact: true });
    await settled(create);
    await create.getByLabel('Page name').fill(PAGE_NAME);
    await create.getByRole('button', { name: 'Save', exact: true }).click();
    await create.waitFor({ state: 'hidden' });
    const searchArea = page.getByTestId('list-search-area');
    await searchArea.getByTestId('field-name').fill(PAGE_NAME);
    await searchArea.getByTestId('list-search').click();
    await page.getByRole('button', { name: `Design page ${PAGE_NAME}` }).click();
    await waitForPath(page, '/renovationPageEditor/index');
    const pageId = Number(new URL(page.url()).searchParams.get('id'));
    expect(pageId).toBeGreaterThan(0);
    await canvas.getByText('Drag a widget here').waitFor();

    // Compose: a text title dragged onto the empty phone, a goods list added with Enter, an
    // image with hotspots and a bottom tab bar by click; each found through the palette search.
    const titleEntry = await paletteEntry(page, 'title', 'text-title');
    await titleEntry.hover();
    await page.mouse.down();
    const phone = (await canvas.getByTestId('canvas-body').boundingBox())!;
    await page.mouse.move(phone.x + phone.width / 2, phone.y + 100, { steps: 8 });
    await page.mouse.move(phone.x + phone.width / 2, phone.y + 120, { steps: 4 });
    await page.mouse.up();
    await block(page, 'text-title').waitFor();
    const goodsEntry = await paletteEntry(page, 'goods list', 'goods-list');
    await goodsEntry.focus();
    await page.keyboard.press('Enter');
    await (await paletteEntry(page, 'hotspot', 'image-hotspot')).click();
    await (await paletteEntry(page, 'tab bar', 'bottom-tab-bar')).click();
    await expect
      .poll(() => canvasOrder(page))
      .toEqual(['text-title', 'goods-list', 'image-hotspot', 'bottom-tab-bar']);

    // Fields of the title: its text, its colour, its size on the slider, bold (on by default) off.
    await block(page, 'text-title').click();
    await panel.getByLabel('Title', { exact: true }).fill(TITLE_1);
    await canvas.getByText(TITLE_1).waitFor();
    await panel.getByRole('textbox', { name: 'Colour (colour code)', exact: true }).fill('#cf1322');
    const fontSize = panel.getByRole('spinbutton', { name: 'Font size', exact: true });
    const before = Number(await fontSize.inputValue());
    await panel.getByRole('slider', { name: 'Font size', exact: true }).focus();
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowRight');
    await expect.poll(() => fontSize.inputValue()).toBe(String(before + 4));
    await panel.getByRole('switch', { name: 'Bold', exact: true }).click();
    await expect
      .poll(() =>
        canvas
          .getByText(TITLE_1)
          .evaluate((node) => [getComputedStyle(node).color, getComputedStyle(node).fontWeight]),
      )
      .toEqual(['rgb(207, 19, 34)', '400']);

    // The goods list from the product chooser.
    await block(page, 'goods-list').click();
    await chooseGoods(page, panel.getByTestId('choose-block-goods'), GOODS_NAME);
    await canvas.getByText(GOODS_NAME).waitFor();

    // The hotspot picture, then a zone: added, moved with the arrows, linked, confirmed.
    await block(page, 'image-hotspot').click();
    await panel.getByRole('textbox', { name: 'Image (address)', exact: true }).fill(pictureUrl);
    await panel.getByTestId('edit-hot-zones').click();
    const zones = page.getByTestId('hot-zone-dialog');
    await settled(zones);
    // The widget comes with zones of its own: the new one is the next number.
    const zone = `Zone ${(await zones.getByTestId('zone').count()) + 1}`;
    await zones.getByRole('button', { name: 'Add zone', exact: true }).click();
    const left = zones.getByRole('spinbutton', { name: `${zone} left`, exact: true });
    const top = zones.getByRole('spinbutton', { name: `${zone} top`, exact: true });
    const link = zones.getByRole('textbox', { name: `${zone} link`, exact: true });
    const start = [Number(await left.inputValue()), Number(await top.inputValue())] as const;
    await zones.getByRole('button', { name: zone, exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+ArrowDown');
    const moved = [String(start[0] + 2), String(start[1] + 10)];
    expect([await left.inputValue(), await top.inputValue()]).toEqual(moved);
    await link.fill(ZONE_LINK);
    await page.getByTestId('hot-zone-dialog-save').click();
    await zones.waitFor({ state: 'detached' });

    // Reorder with the keyboard, undo it (Ctrl+Z), redo it (the toolbar).
    await block(page, 'goods-list').focus();
    await page.keyboard.press('Alt+ArrowUp');
    await expect.poll(() => canvasOrder(page)).toEqual([...FLOW, 'bottom-tab-bar']);
    await page.keyboard.press('Control+z');
    await expect
      .poll(() => canvasOrder(page))
      .toEqual(['text-title', 'goods-list', 'image-hotspot', 'bottom-tab-bar']);
    await page.getByRole('button', { name: 'Redo', exact: true }).click();
    await expect.poll(() => canvasOrder(page)).toEqual([...FLOW, 'bottom-tab-bar']);

    // Autosaved: a reload finds everything kept.
    await savedDraft(page);
    await page.reload();
    await block(page, 'text-title').waitFor();
    expect(await canvasOrder(page)).toEqual([...FLOW, 'bottom-tab-bar']);
    await canvas.getByText(TITLE_1).waitFor();
    await canvas.getByText(GOODS_NAME).waitFor();
    await block(page, 'text-title').click();
    expect(await panel.getByLabel('Title', { exact: true }).inputValue()).toBe(TITLE_1);
    expect(
      await panel.getByRole('textbox', { name: 'Colour (colour code)', exact: true }).inputValue(),
    ).toBe('#cf1322');
    expect(await fontSize.inputValue()).toBe(String(before + 4));
    expect(
      await panel.getByRole('switch', { name: 'Bold', exact: true }).getAttribute('aria-checked'),
    ).toBe('false');
    await block(page, 'image-hotspot').click();
    await panel.getByTestId('edit-hot-zones').click();
    await settled(zones);
    expect([await left.inputValue(), await top.inputValue()]).toEqual(moved);
    expect(
      await zones.getByRole('spinbutton', { name: `${zone} width`, exact: true }).inputValue(),
    ).toBe('30');
    expect(await link.inputValue()).toBe(ZONE_LINK);
    await page.getByTestId('hot-zone-dialog-cancel').click();
    await zones.waitFor({ state: 'detached' });

    // A dead link (a page that does not exist) is shown on its widget and its field.
    await block(page, 'text-title').click();
    await selectOption(
      page,
      panel.getByRole('combobox', { name: 'Link: link type', exact: true }),
      'Another page',
    );
    await panel
      .getByRole('spinbutton', { name: 'Link: Another page id', exact: true })
      .fill('999999');
    await page.getByTestId('publish').click();
    const problems = page.getByTestId('publish-problems');
    await problems.waitFor();
    expect(await problems.getByTestId('publish-problem').allTextContents()).toEqual([
      expect.stringMatching(/^Text title #2: /),
    ]);
    await canvas.getByRole('button', { name: /^Text title, 2 of 3 \(1 problems\)$/ }).waitFor();
    const linkRow = panel.locator('[data-field-path="data.fullLink"]');
    await expect.poll(() => linkRow.locator('.ant-typography-danger').count()).toBe(1);
    // The builder with a designed page, a selected block's fields and its problems shown: no
    // serious or critical accessibility finding (the phone's widgets included).
    const findings = await axeFindings(page, 'page builder', '[data-testid="page-editor"]');
    expect(findings, axeReport(findings)).toEqual([]);
    // Fixed (no link), it publishes.
    await selectOption(
      page,
      panel.getByRole('combobox', { name: 'Link: link type', exact: true }),
      'No link',
    );
    await page.getByTestId('publish').click();
    await toastWith(page, 'Published as version 1').waitFor();
    await problems.waitFor({ state: 'detached' });

    // A shopper, not signed in, on a phone.
    const [row] = await listed<{ id: number; tenantId: number }>(
      await apiLogin(SUNRISE_ADMIN),
      endpoints.renovationPage.list.path,
      { name: PAGE_NAME },
    );
    expect(row?.id).toBe(pageId);
    const shopperContext = await browser.phone({ reducedMotion: false });
    const shopper = await shopperContext.newPage();
    await shopper.goto(`/m/${row!.tenantId}/page/${pageId}`);
    const title = shopper.locator('[data-widget="text-title"]');
    await title.getByText(TITLE_1).waitFor();
    await shopper.locator('[data-widget="goods-list"]').getByText(GOODS_NAME).waitFor();
    expect(await storefrontWidgets(shopper)).toEqual([...FLOW, 'bottom-tab-bar']);
    expect(await shopper.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);

    // A second version after a change, then back to version 1.
    await block(page, 'text-title').click();
    await panel.getByLabel('Title', { exact: true }).fill(TITLE_2);
    await canvas.getByText(TITLE_2).waitFor();
    await page.getByTestId('publish').click();
    await toastWith(page, 'Published as version 2').waitFor();
    await shopper.reload();
    await title.getByText(TITLE_2).waitFor();

    await page.getByRole('button', { name: 'Versions', exact: true }).click();
    const versions = page.getByRole('dialog', { name: 'Versions', exact: true });
    await versions.waitFor();
    await versions
      .getByRole('button', { name: 'Version 1: Roll back to this version', exact: true })
      .click();
    await page.getByTestId('rollback-confirm').click();
    await toastWith(page, 'Rolled back: version 3 is published').waitFor();
    await canvas.getByText(TITLE_1).waitFor();
    await shopper.reload();
    await title.getByText(TITLE_1).waitFor();
    expect(await shopper.getByText(TITLE_2).count()).toBe(0);
    await shopper.locator('[data-widget="goods-list"]').getByText(GOODS_NAME).waitFor();
  });
});
