// Prices and SKUs in a real browser against the real server, in Chinese: a demo goods gets the
// values of two specifications and its SKUs generated (规格与规格商品), a SKU gets exact prices at
// two stores (12.30 shown as 12.30), and the shelf launches it at one store (出售中) and takes it
// off again (下架).
import { endpoints } from '@retail/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { logIn, waitForPath } from './support/console';
import { api, png, settled, toastWith } from './support/goods';

const SUNRISE_ADMIN = { userName: 'sunrise.admin', password: 'Sunrise#Admin1' };
const GOODS = 'Lemon soda 330ml';
const run = Date.now().toString(36);

const logInZh = async (page: Page) => {
  await page.goto('/login');
  await page.getByTestId('lang-switch').getByText('中文', { exact: true }).click();
  await logIn(page, SUNRISE_ADMIN);
};

/** A specification with its values, made through the API (its screens have their own test). */
const specification = async (page: Page, name: string, values: string[]) => {
  const { id } = await api<{ id: number }>(page, endpoints.goodsSpecification.edit, {
    parameterName: name,
  });
  for (const [sort, itemValue] of values.entries())
    await api(page, endpoints.goodsSpecificationItem.edit, {
      specificationId: id,
      itemValue,
      sort,
    });
  return id;
};

/** Uploads a small picture to the file bank as the logged-in user; answers its file id. */
const uploadPicture = async (page: Page): Promise<number> =>
  page.evaluate(
    async ({ url, bytes }) => {
      const token = JSON.parse(sessionStorage.getItem('rc-token') ?? 'null') as string | null;
      const form = new FormData();
      form.append(
        'file',
        new Blob([Uint8Array.from(atob(bytes), (char) => char.charCodeAt(0))], {
          type: 'image/png',
        }),
        'crisps.png',
      );
      const response = await fetch(url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token ?? ''}` },
        body: form,
      });
      const json = (await response.json()) as { data: { fileId: number } };
      return json.data.fileId;
    },
    {
      url: endpoints.file.upload.path,
      bytes: png(16, 16, [200, 160, 60]).toString('base64'),
    },
  );

/** Picks the goods in the product chooser (请选择商品) opened by `button`. */
const chooseGoods = async (page: Page, button: Locator, name = GOODS) => {
  await button.click();
  const chooser = page.getByTestId('product-chooser');
  await settled(chooser);
  await chooser.getByTestId('product-chooser-name').fill(name);
  await chooser.getByTestId('product-chooser-search').click();
  const row = chooser.locator('tr.ant-table-row').filter({ hasText: name });
  await row.waitFor();
  await expect.poll(() => chooser.locator('tr.ant-table-row').count()).toBe(1);
  await row.click();
  await chooser.getByTestId('product-chooser-confirm').click();
  await chooser.waitFor({ state: 'detached' });
};

/** Picks a store by name in the store chooser opened from `scope`'s store field. */
const chooseStore = async (page: Page, scope: Locator, name: string) => {
  await scope.getByTestId('store-field-choose').click();
  const chooser = page.getByTestId('store-chooser');
  await settled(chooser);
  await chooser.getByTestId('store-chooser-name').fill(name);
  await chooser.getByTestId('store-chooser-search').click();
  const row = chooser.locator('tr.ant-table-row').filter({ hasText: name });
  await row.waitFor();
  await expect.poll(() => chooser.locator('tr.ant-table-row').count()).toBe(1);
  await row.click();
  await chooser.getByTestId('store-chooser-confirm').click();
  await chooser.waitFor({ state: 'hidden' });
};

describe('prices and SKUs', () => {
  const browser = useBrowser();

  it('generates SKUs from two specifications, prices one at two stores, launches and takes it off', async () => {
    const { page } = browser;
    await logInZh(page);
    const colour = `E2E 颜色 ${run}`;
    const size = `E2E 尺码 ${run}`;
    await specification(page, colour, ['红色', '黑色']);
    await specification(page, size, ['S', 'M']);

    // Specifications and SKUs of the demo goods, from the price screen.
    await page.goto('/goodsPrice/index');
    await waitForPath(page, '/goodsPrice/index');
    await chooseGoods(page, page.getByTestId('goods-price-skus-choose'));
    const editor = page.getByTestId('goods-sku-editor');
    await editor.waitFor();
    await page
      .locator('.ant-modal-title')
      .filter({ hasText: `${GOODS} 的规格与规格商品` })
      .waitFor();
    await editor.getByTestId('goods-sku-add-specification').click();
    const chooser = page.getByTestId('specification-chooser');
    await settled(chooser);
    await chooser.getByTestId('specification-chooser-name').fill(`E2E`);
    await chooser.getByTestId('specification-chooser-query').click();
    for (const name of [colour, size]) {
      const row = chooser.locator('tr.ant-table-row').filter({ hasText: name });
      await row.waitFor();
      await row.click();
    }
    await chooser.getByTestId('specification-chooser-confirm').click();
    await chooser.waitFor({ state: 'hidden' });
    const colourCard = editor.locator('.ant-card').filter({ hasText: colour });
    const sizeCard = editor.locator('.ant-card').filter({ hasText: size });
    for (const [card, value] of [
      [colourCard, '红色'],
      [colourCard, '黑色'],
      [sizeCard, 'S'],
      [sizeCard, 'M'],
    ] as const)
      await card.locator('label.ant-checkbox-wrapper').filter({ hasText: value }).click();
    expect(await editor.getByTestId('goods-sku-count').textContent()).toBe(
      '4 种组合（最多 400 种）',
    );
    await editor.getByTestId('goods-sku-generate').click();
    await toastWith(page, '操作成功!').waitFor();
    await expect
      .poll(() => editor.getByTestId('goods-sku-text').allTextContents())
      .toEqual(['红色 / S', '红色 / M', '黑色 / S', '黑色 / M']);
    await page.keyboard.press('Escape');
    await editor.waitFor({ state: 'detached' });

    // Exact prices of 红色 / M at two stores.
    for (const [store, price] of [
      ['Sunrise Central Plaza', '12.30'],
      ['Sunrise Metro Kiosk', '8.05'],
    ] as const) {
      await page.getByTestId('goods-price-add').click();
      const dialog = page.getByTestId('price-edit');
      await settled(dialog);
      await chooseGoods(page, dialog.getByTestId('goods-pick-choose'));
      await dialog.getByTestId('price-edit-sku').click();
      await page
        .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
        .filter({ hasText: '红色 / M' })
        .click();
      await chooseStore(page, dialog, store);
      await dialog.getByTestId('price-edit-price').fill('12.345');
      await page.getByTestId('price-edit-save').click();
      await dialog.getByText('请输入形如 12.30 的金额：不能为负数，最多两位小数').waitFor();
      await dialog.getByTestId('price-edit-price').fill(price);
      await page.getByTestId('price-edit-save').click();
      await dialog.waitFor({ state: 'detached' });
    }
    await page.getByTestId('goods-price-name').fill(GOODS);
    await page.getByTestId('goods-price-search-button').click();
    const priceRows = page
      .getByTestId('goods-price-table')
      .locator('tr.ant-table-row')
      .filter({ hasText: '红色 / M' });
    await expect.poll(() => priceRows.count()).toBe(2);
    const shown = await priceRows.getByTestId('price-cell').allTextContents();
    expect(shown.sort()).toEqual(['12.30', '8.05']);
    expect(
      await priceRows
        .filter({ hasText: 'Sunrise Central Plaza' })
        .getByTestId('price-cell')
        .textContent(),
    ).toBe('12.30');

    // The shelf of Sunrise Mall: launch the SKU (出售中), then take it off (下架).
    await page.goto('/goodsShelf/index');
    await waitForPath(page, '/goodsShelf/index');
    await chooseStore(page, page.getByTestId('goods-shelf-screen'), 'Sunrise Central Plaza');
    const shelfRow = page
      .getByTestId('goods-shelf-table')
      .locator('tr.ant-table-row')
      .filter({ hasText: '红色 / M' });
    await shelfRow.waitFor();
    expect(await shelfRow.getByTestId('price-status').textContent()).toBe('下架');
    expect(await shelfRow.textContent()).toContain('12.30');
    await shelfRow.locator('[data-testid^="goods-shelf-launch-"]').click();
    await expect.poll(() => shelfRow.getByTestId('price-status').textContent()).toBe('出售中');
    await shelfRow.locator('[data-testid^="goods-shelf-off-"]').click();
    await expect.poll(() => shelfRow.getByTestId('price-status').textContent()).toBe('下架');
  });

  it('shows what a store sells with its detail, takes it off, and finds a SKU by its bar code', async () => {
    const { page } = browser;
    await logInZh(page);
    const crisps = 'Sea salt crisps';
    const flavour = `E2E 口味 ${run}`;
    const barCode = `69${String(Date.now()).slice(-11)}`;
    // Setup through the API: the goods' values and SKUs, a picture, an exact SKU price on sale.
    const flavourId = await specification(page, flavour, ['原味', '海苔']);
    const [goods] = await api<{ id: number }[]>(page, endpoints.goods.queryForList, {
      goodsName: crisps,
    });
    const goodsId = goods?.id ?? 0;
    const items = await api<{ id: number }[]>(page, endpoints.goodsSpecificationItem.queryForList, {
      specificationId: flavourId,
    });
    const setup = await api<{ skus: { id: number; specText: string }[] }>(
      page,
      endpoints.goodsSku.saveSpecValues,
      { goodsId, values: [{ specificationId: flavourId, itemIds: items.map((item) => item.id) }] },
    );
    const seaweed = setup.skus.find((sku) => sku.specText === '海苔');
    const { entities: stores } = await api<{ entities: { id: number; storeName: string }[] }>(
      page,
      endpoints.store.list,
      { storeName: 'Sunrise Riverside' },
      '?pageSize=10&pageNum=1',
    );
    const storeId = stores[0]?.id ?? 0;
    const price = await api<{ id: number }>(page, endpoints.goodsPrice.edit, {
      goodsId,
      storeId,
      skuId: seaweed?.id,
      price: '6.90',
    });
    await api(page, endpoints.goodsPrice.launch, { ids: [price.id], onSale: true });
    await api(page, endpoints.goods.changeImages, {
      goodsId,
      fileIds: [await uploadPicture(page)],
    });
    await api(page, endpoints.goods.launch, { ids: [goodsId], onSale: true });

    // What Sunrise Riverside sells: the SKU at 6.90; its detail lists both SKUs.
    await page.goto('/goodsOnSale/index');
    await waitForPath(page, '/goodsOnSale/index');
    await chooseStore(page, page.getByTestId('goods-on-sale-screen'), 'Sunrise Riverside');
    const selling = page
      .getByTestId('goods-on-sale-table')
      .locator('tr.ant-table-row')
      .filter({ hasText: '海苔' });
    await selling.waitFor();
    expect(await selling.textContent()).toContain('6.90');
    expect(await selling.getByTestId('price-status').textContent()).toBe('出售中');
    await selling.locator('[data-testid^="goods-on-sale-detail-"]').click();
    await waitForPath(page, '/goodsOnSaleDetail/index');
    const detail = page.getByTestId('goods-on-sale-detail');
    await detail.getByTestId('detail-goods-name').filter({ hasText: crisps }).waitFor();
    const detailRows = detail.getByTestId('goods-on-sale-detail-table').locator('tr.ant-table-row');
    await detailRows.filter({ hasText: '原味' }).filter({ hasText: '该门店暂无价格' }).waitFor();
    expect(await detailRows.filter({ hasText: '海苔' }).textContent()).toContain('6.90');
    // Back to the list (the kept view still shows the chosen store), then take it off.
    await detail.getByText('返回在售商品').click();
    await waitForPath(page, '/goodsOnSale/index');
    await selling.waitFor();
    await selling.locator('[data-testid^="goods-on-sale-off-"]').click();
    await page.locator('.ant-popover:not(.ant-popover-hidden) .ant-btn-primary').click();
    await toastWith(page, '已下架').waitFor();
    await selling.waitFor({ state: 'detached' });

    // Bar codes: give the SKU one, then look it up with the store's price.
    await page.goto('/storeGoodsBarCode/index');
    await waitForPath(page, '/storeGoodsBarCode/index');
    await page.getByTestId('bar-code-keyword').locator('input').fill(crisps);
    await page.getByTestId('bar-code-keyword').locator('input').press('Enter');
    const skuRow = page
      .getByTestId('bar-code-table')
      .locator('tr.ant-table-row')
      .filter({ hasText: '海苔' });
    await skuRow.waitFor();
    await skuRow.locator('[data-testid^="bar-code-edit-"]').click();
    const dialog = page.getByTestId('bar-code');
    await settled(dialog);
    await dialog.getByTestId('bar-code-input').fill(barCode);
    await page.getByTestId('bar-code-save').click();
    await toastWith(page, '保存成功').waitFor();
    await expect.poll(() => skuRow.textContent()).toContain(barCode);
    const lookup = page.getByTestId('bar-code-lookup');
    await lookup.getByTestId('bar-code-lookup-input').fill(barCode);
    await chooseStore(page, lookup, 'Sunrise Riverside');
    await lookup.getByTestId('bar-code-lookup-button').click();
    const result = lookup.getByTestId('bar-code-lookup-result');
    await result.waitFor();
    expect(await result.textContent()).toContain(crisps);
    expect(await result.textContent()).toContain('海苔');
    expect(await result.textContent()).toContain('6.90');
    expect(await result.getByTestId('price-status').textContent()).toBe('下架');
  });
});
