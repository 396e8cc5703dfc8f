// The goods catalogue in a real browser against the real server, in Chinese (the spec's texts):
// a category tree, goods with a picture from the file bank and a sanitised description, prices at
// two stores (made through the API: the price screens belong to another part), launch (出售中)
// and take off (下架), a goods without a price refused, and goods picked across two pages of the
// product chooser (请选择商品).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  endpoints,
  type GoodsDetail,
  type GoodsRecord,
  type GoodsTypeRecord,
  type StoreRecord,
} from '@retail/contract';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { axeFindings, axeReport } from './support/axe';
import { useBrowser } from './support/browser';
import { logIn, waitForPath } from './support/console';
import { api, folderNode, pick, png, settled, toastWith } from './support/goods';

const SUNRISE_ADMIN = { userName: 'sunrise.admin', password: 'Sunrise#Admin1' };
const run = Date.now().toString(36);
const dir = mkdtempSync(path.join(os.tmpdir(), 'goods-e2e-'));
const PICTURE = `goods-${run}.png`;
const picturePath = path.join(dir, PICTURE);
writeFileSync(picturePath, png(48, 48, [40, 160, 90]));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Logs in with the console in Chinese (chosen on the login page, kept after login). */
const logInZh = async (page: Page) => {
  await page.goto('/login');
  await page.getByTestId('lang-switch').getByText('中文', { exact: true }).click();
  await logIn(page, SUNRISE_ADMIN);
};

const rows = (page: Page) => page.getByTestId('list-table').locator('tr.ant-table-row');
const rowOf = (page: Page, text: string) => rows(page).filter({ hasText: text });

/** The id a row's action buttons carry (`goods-launch-12` → 12). */
const idOf = async (page: Page, text: string, prefix: string) => {
  const testId = await rowOf(page, text)
    .locator(`[data-testid^="${prefix}"]`)
    .first()
    .getAttribute('data-testid');
  return Number(testId?.slice(prefix.length));
};

/** Searches the goods list by name. */
const searchGoods = async (page: Page, name: string) => {
  const area = page.getByTestId('list-search-area');
  await area.getByTestId('field-goodsName').fill(name);
  await area.getByTestId('list-search').click();
  await rowOf(page, name).first().waitFor();
};

describe('goods catalogue', () => {
  const browser = useBrowser();

  it('builds a category tree, creates goods with a picture, launches it and takes it off', async () => {
    const { page } = browser;
    await logInZh(page);
    const drinks = `E2E 饮料 ${run}`;
    const juice = `E2E 果汁 ${run}`;

    // Category tree: a root, a sub-category under it; the root cannot move below its child.
    await page.goto('/goodsType/index');
    await waitForPath(page, '/goodsType/index');
    await page.getByTestId('list-add').click();
    const typeDialog = page.getByTestId('goods-type-edit-dialog');
    await settled(typeDialog);
    await typeDialog.getByTestId('field-name').fill(drinks);
    await page.getByTestId('goods-type-edit-dialog-save').click();
    await rowOf(page, drinks).waitFor();
    // Add below: the edit dialog of a new category whose parent is the row.
    await rowOf(page, drinks).locator('[data-testid^="goods-type-add-child-"]').click();
    await settled(typeDialog);
    await page.getByText(`在 ${drinks} 下新增`).waitFor();
    await typeDialog.getByTestId('field-name').fill(juice);
    await page.getByTestId('goods-type-edit-dialog-save').click();
    await rowOf(page, juice).waitFor();
    expect(await rowOf(page, juice).locator('.indent-level-1').count()).toBe(1);

    await rowOf(page, drinks).locator('[data-testid^="row-edit-"]').click();
    await settled(typeDialog);
    // Its own sub-category is no parent to choose (the server refuses it too: goods-type.test.ts).
    await typeDialog.getByTestId('field-parentId').click();
    await page.keyboard.type(juice);
    await page
      .locator(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-tree-treenode-disabled',
      )
      .filter({ hasText: juice })
      .waitFor();
    await page.getByTestId('goods-type-edit-dialog-cancel').click();
    await typeDialog.waitFor({ state: 'detached' });

    // A picture uploaded into a folder of the file bank.
    const folder = `E2E 商品图片 ${run}`;
    await page.goto('/fileFolder/index');
    await waitForPath(page, '/fileFolder/index');
    await page.getByTestId('list-add').click();
    const folderDialog = page.getByTestId('file-folder-edit-dialog');
    await settled(folderDialog);
    await folderDialog.getByTestId('field-name').fill(folder);
    await page.getByTestId('file-folder-edit-dialog-save').click();
    await page.getByTestId('list-table').getByText(folder, { exact: true }).waitFor();
    await page.goto('/fileService/index');
    await page.getByTestId('file-open-bank').click();
    const bank = page.getByTestId('file-bank-dialog');
    await bank.getByTestId('bank-folder-tree').waitFor();
    await folderNode(bank, folder).click();
    await bank.getByTestId('bank-mode').click();
    await bank.getByTestId('bank-add-picture').click();
    const upload = page.getByTestId('upload-dialog');
    await upload.locator('input[type="file"]').setInputFiles([picturePath]);
    await upload.locator('[data-testid="upload-item"][data-status="done"]').waitFor();
    await page.getByTestId('upload-close').click();
    await upload.waitFor({ state: 'detached' });
    await bank.locator(`[data-file-name="${PICTURE}"]`).waitFor();
    await bank.getByTestId('bank-cancel').click();
    await bank.waitFor({ state: 'detached' });

    // Goods: name, code, category from the tree, the picture through 选择图片, a description.
    const crisps = `E2E 薯片 ${run}`;
    await page.goto('/goods/index');
    await waitForPath(page, '/goods/index');
    await page.getByTestId('list-add').click();
    const goodsDialog = page.getByTestId('goods-edit-dialog');
    await settled(goodsDialog);
    await goodsDialog.getByTestId('field-goodsName').fill(crisps);
    await goodsDialog.getByTestId('field-goodsCode').fill(`E2E-C-${run}`);
    await pick(page, goodsDialog.getByTestId('field-goodsTypeId'), juice);
    await goodsDialog.getByTestId('goods-images-add').click();
    const chooser = page.getByTestId('image-chooser');
    await settled(chooser);
    await page.locator('.ant-modal-title').filter({ hasText: '选择图片' }).waitFor();
    await folderNode(chooser, folder).click();
    await chooser.locator(`[data-file-name="${PICTURE}"]`).click();
    await chooser.getByTestId('chooser-confirm').click();
    await chooser.waitFor({ state: 'detached' });
    await expect.poll(() => goodsDialog.getByTestId('goods-image').count()).toBe(1);
    await goodsDialog
      .getByTestId('field-goodsDescribe')
      .fill(
        '<p>香脆 <strong>薯片</strong></p><img src="/nothing.png" onerror="window.__xss=1">' +
          '<script>window.__xss=2</script>',
      );
    // The preview already shows it sanitised.
    await goodsDialog.getByTestId('rich-text-preview').locator('strong').waitFor();
    await page.getByTestId('goods-edit-dialog-save').click();
    await toastWith(page, '操作成功!').waitFor();
    await searchGoods(page, crisps);
    const crispsId = await idOf(page, crisps, 'goods-launch-');
    expect(await rowOf(page, crisps).getByTestId('goods-status').textContent()).toBe('下架');

    // Its description is shown sanitised: formatting kept, no script, no handler ran.
    // View waits in the row's "More" menu (更多), a menu named by its button.
    const more = page.getByTestId(`goods-more-${crispsId}`);
    expect(await more.textContent()).toBe('更多');
    await more.click();
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    const findings = await axeFindings(page, 'goods row menu', '.row-menu');
    expect(findings, axeReport(findings)).toEqual([]);
    await page.getByTestId(`goods-view-${crispsId}`).click();
    const shown = page.getByTestId('goods-view').getByTestId('goods-description');
    await shown.locator('strong').filter({ hasText: '薯片' }).waitFor();
    const html = await shown.innerHTML();
    expect(html).not.toContain('script');
    expect(html).not.toContain('onerror');
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    await page.keyboard.press('Escape');
    await page.getByTestId('goods-view').waitFor({ state: 'detached' });

    // Prices at two stores, through the API (no price screen in this part).
    const detail = await api<GoodsDetail>(page, endpoints.goods.load, { id: crispsId });
    expect(detail.images.map((image) => image.fileUrl)).toHaveLength(1);
    const stores = await api<{ entities: StoreRecord[] }>(
      page,
      endpoints.store.list,
      {},
      '?pageSize=10&pageNum=1',
    );
    expect(stores.entities.length).toBeGreaterThanOrEqual(2);
    for (const [index, store] of stores.entities.slice(0, 2).entries())
      await api(page, endpoints.goodsPrice.edit, {
        goodsId: crispsId,
        storeId: store.id,
        price: index === 0 ? '6.50' : '6.80',
      });

    // Launch: 出售中; take off: 下架.
    await page.getByTestId(`goods-launch-${crispsId}`).click();
    await toastWith(page, `“${crisps}”已上架`).waitFor();
    await expect
      .poll(() => rowOf(page, crisps).getByTestId('goods-status').textContent())
      .toBe('出售中');
    await page.getByTestId(`goods-launch-${crispsId}`).click();
    await toastWith(page, `“${crisps}”已下架`).waitFor();
    await expect
      .poll(() => rowOf(page, crisps).getByTestId('goods-status').textContent())
      .toBe('下架');

    // Goods with a picture but no price cannot launch: the server's message, still 下架.
    const noPrice = `E2E 无价 ${run}`;
    await api(page, endpoints.goods.edit, {
      goodsName: noPrice,
      goodsCode: `E2E-N-${run}`,
      goodsTypeId: detail.goodsTypeId,
      imageFileIds: detail.images.flatMap((image) => (image.fileId ? [image.fileId] : [])),
    });
    await searchGoods(page, noPrice);
    const noPriceId = await idOf(page, noPrice, 'goods-launch-');
    await page.getByTestId(`goods-launch-${noPriceId}`).click();
    await toastWith(page, `商品“${noPrice}”还没有价格，不能上架`).waitFor();
    expect(await rowOf(page, noPrice).getByTestId('goods-status').textContent()).toBe('下架');
  });

  it('picks goods on two pages of the product chooser and tags them', async () => {
    const { page } = browser;
    await logInZh(page);
    const prefix = `E2E 选品 ${run}`;
    const tag = `E2E 新品 ${run}`;
    const type = await api<GoodsTypeRecord>(page, endpoints.goodsType.edit, {
      name: `E2E 选品分类 ${run}`,
    });
    for (let n = 1; n <= 11; n++)
      await api<GoodsRecord>(page, endpoints.goods.edit, {
        goodsName: `${prefix} ${String(n).padStart(2, '0')}`,
        goodsCode: `E2E-P-${run}-${n}`,
        goodsTypeId: type.id,
      });
    await api(page, endpoints.goodsTag.edit, { name: tag, color: '#ff6600' });

    await page.goto('/goodsTagRef/index');
    await waitForPath(page, '/goodsTagRef/index');
    await page.getByTestId('tag-goods-open').click();
    const dialog = page.getByTestId('tag-goods-dialog');
    await settled(dialog);
    await pick(page, dialog.getByTestId('field-goodsTagId'), tag);

    // The chooser opens on page 1 with 10 a page.
    const firstLoad = page.waitForResponse(
      (response) => new URL(response.url()).pathname === endpoints.goods.queryList.path,
    );
    await dialog.getByTestId('tag-goods-choose').click();
    const chooser = page.getByTestId('product-chooser');
    await settled(chooser);
    await page.locator('.ant-modal-title').filter({ hasText: '请选择商品' }).waitFor();
    expect(new URL((await firstLoad).url()).searchParams.get('pageSize')).toBe('10');
    await chooser.getByTestId('product-chooser-confirm').click();
    await toastWith(page, '请选择商品！').waitFor();

    // Search the eleven new goods: two pages; one ticked on each.
    await chooser.getByTestId('product-chooser-name').fill(prefix);
    await chooser.getByTestId('product-chooser-search').click();
    const chooserRows = chooser.locator('tr.ant-table-row');
    await expect.poll(() => chooser.getByTestId('list-total').textContent()).toContain('11');
    await expect.poll(() => chooserRows.count()).toBe(10);
    const first = (await chooserRows.first().locator('td').nth(2).textContent()) ?? '';
    expect(first).toContain(prefix);
    await chooserRows.first().click();
    await chooser.locator('.ant-pagination-item-2').click();
    await expect.poll(() => chooserRows.count()).toBe(1);
    const second = (await chooserRows.first().locator('td').nth(2).textContent()) ?? '';
    expect(second).not.toBe(first);
    await chooserRows.first().click();
    await expect
      .poll(() => chooser.getByTestId('product-chooser-count').textContent())
      .toBe('已选择 2 件商品');
    await chooser.getByTestId('product-chooser-confirm').click();
    await chooser.waitFor({ state: 'detached' });

    // Both arrive in the dialog, and the tag goes on both.
    await expect
      .poll(() => dialog.getByTestId('tag-goods-count').textContent())
      .toBe('已选择 2 件商品');
    await dialog.getByText(first, { exact: true }).waitFor();
    await dialog.getByText(second, { exact: true }).waitFor();
    await page.getByTestId('tag-goods-dialog-save').click();
    await toastWith(page, '已为 2 件商品添加标签').waitFor();
    await rowOf(page, first).filter({ hasText: tag }).waitFor();
    await rowOf(page, second).filter({ hasText: tag }).waitFor();
  });
});
