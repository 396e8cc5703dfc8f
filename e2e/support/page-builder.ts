// Steps of the page builder's browser test (issue 16): the catalogue it needs, set up through
// the API, and what an operator does on the builder (palette, canvas, properties, choosers).
import { endpoints, WIDGET_CATALOGUE, type WidgetTypeKey } from '@retail/contract';
import type { Locator, Page } from 'playwright-core';
import { api, chooseOption } from './admin';
import { baseUrl } from './browser';
import { settled } from './console';
import { png } from './files';

/** A widget's palette name in English (the catalogue's, as the palette shows it). */
export const widgetName = (type: WidgetTypeKey): string => WIDGET_CATALOGUE[type].name.en;

/** The first page of a list endpoint as a user (a paged answer: `entities`). */
export const listed = async <T>(token: string, path: string, body: object): Promise<T[]> => {
  const response = await fetch(`${baseUrl()}${path}?pageSize=10&pageNum=1`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return ((await response.json()) as { entities: T[] }).entities;
};

/** Uploads a picture to the file bank; answers its id and where it is served. */
export const uploadPicture = async (
  token: string,
  name: string,
): Promise<{ fileId: number; fileUrl: string }> => {
  const form = new FormData();
  const picture = png(120, 80, [230, 120, 40]);
  form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), name);
  const response = await fetch(baseUrl() + endpoints.file.upload.path, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const answer = (await response.json()) as {
    data?: { fileId: number; fileUrl: string };
    description?: string;
  };
  if (!answer.data) throw new Error(`upload: ${response.status} ${answer.description ?? ''}`);
  return answer.data;
};

/** A goods item on sale with a price at the tenant's first store; answers its id. */
export const goodsOnSale = async (token: string, name: string, code: string): Promise<number> => {
  const [category] = await api<{ id: number }[]>(
    token,
    'POST',
    endpoints.goodsType.queryForList.path,
    {},
  );
  const goods = await api<{ id: number }>(token, 'PATCH', endpoints.goods.edit.path, {
    goodsName: name,
    goodsCode: code,
    goodsTypeId: category?.id,
    imageFileIds: [(await uploadPicture(token, `${code}.png`)).fileId],
  });
  const [store] = await listed<{ id: number }>(token, endpoints.store.list.path, {});
  const price = await api<{ id: number }>(token, 'PATCH', endpoints.goodsPrice.edit.path, {
    goodsId: goods.id,
    storeId: store?.id,
    price: '8.80',
  });
  await api(token, 'POST', endpoints.goodsPrice.launch.path, { ids: [price.id], onSale: true });
  await api(token, 'POST', endpoints.goods.launch.path, { ids: [goods.id], onSale: true });
  return goods.id;
};

/** The builder's three panes. */
export const builder = (page: Page) => ({
  palette: page.getByRole('navigation', { name: 'Widgets' }),
  canvas: page.getByRole('region', { name: 'Phone preview' }),
  panel: page.getByRole('complementary', { name: 'Properties' }),
  status: page.getByTestId('save-status'),
});

/** The palette's "Add …" entry of a widget, after searching the palette for `search`. */
export const paletteEntry = async (page: Page, search: string, type: WidgetTypeKey) => {
  const { palette } = builder(page);
  await palette.getByLabel('Search widgets', { exact: true }).fill(search);
  return palette.getByRole('button', { name: `Add ${widgetName(type)}`, exact: true });
};

/** The canvas block of a widget type (its button: "Text title, 2 of 3"). */
export const block = (page: Page, type: WidgetTypeKey): Locator =>
  builder(page).canvas.getByRole('button', {
    name: new RegExp(`^${widgetName(type)}, (\\d+ of \\d+|page layer)`),
  });

/** The widget types on the phone, top to bottom (page layers after the flow). */
export const canvasOrder = (page: Page): Promise<string[]> =>
  builder(page)
    .canvas.getByTestId('canvas-block')
    .evaluateAll((blocks) => blocks.map((b) => b.getAttribute('data-type') ?? ''));

/** Waits until the autosave says the draft is saved. */
export const savedDraft = async (page: Page): Promise<void> => {
  await builder(page).status.and(page.locator('[data-status="saved"]')).waitFor();
};

/** Picks one goods item by name in the product chooser (请选择商品) opened by `button`. */
export const chooseGoods = async (page: Page, button: Locator, name: string) => {
  await button.click();
  const chooser = page.getByTestId('product-chooser');
  await settled(chooser);
  await chooser.getByTestId('product-chooser-name').fill(name);
  await chooser.getByTestId('product-chooser-search').click();
  const row = chooser.locator('tr.ant-table-row').filter({ hasText: name });
  await row.waitFor();
  await row.click();
  await chooser.getByTestId('product-chooser-confirm').click();
  await chooser.waitFor({ state: 'detached' });
};

/** Chooses an option of an antd select found by its accessible name. */
export const selectOption = async (page: Page, select: Locator, option: string) => {
  await select.click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last().waitFor();
  await chooseOption(page, option);
};
