// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"device":{"prefersReducedMotion":"reduce"}}}
import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  type BarCodeMatch,
  endpoints,
  type GoodsPriceRecord,
  type GoodsSkuRecord,
  type GoodsSpecSetup,
} from '@retail/contract';
import { ownedRecord, storeRecord } from '../../resources/records.test-support';
import { renderScreen } from '../../resources/render.test-support';
import { ok, paged, routeFetch, routeOf } from '../../resources/route-fetch.test-support';
import { expectToast, setUpScreenTests, toasts } from '../../resources/screen.test-support';
import { GoodsOnSaleDetailScreen } from './goods-on-sale-detail-screen';
import { GoodsOnSaleScreen } from './goods-on-sale-screen';
import { GoodsPriceScreen } from './goods-price-screen';
import { GoodsShelfScreen } from './goods-shelf-screen';
import { GoodsSkuEditor } from '../../components/goods-sku-editor';
import { StoreGoodsBarCodeScreen } from './store-goods-bar-code-screen';

setUpScreenTests();

const central = storeRecord();
const price = (id: number, over: Partial<GoodsPriceRecord> = {}): GoodsPriceRecord => ({
  ...ownedRecord,
  id,
  goodsId: 7,
  goodsName: 'T-shirt',
  goodsCode: 'TEE',
  storeId: 5,
  skuId: 40 + id,
  skuText: id === 1 ? '红色 / M' : '黑色 / S',
  skuCode: `TEE-${id}`,
  price: '12.30',
  marketPrice: null,
  status: 0,
  statusText: 'Off shelf',
  remark: null,
  ...over,
});
const sku = (id: number, specText: string, over: Partial<GoodsSkuRecord> = {}): GoodsSkuRecord => ({
  ...ownedRecord,
  id,
  goodsId: 7,
  goodsName: 'T-shirt',
  goodsCode: 'TEE',
  skuCode: `TEE-${id}`,
  barCode: null,
  specText,
  itemIds: [],
  status: 1,
  sort: 0,
  priceCount: 0,
  ...over,
});

const KEYS = {
  GOODS_LIST: true,
  GOODS_EDIT: true,
  GOODS_PRICE_LIST: true,
  GOODS_PRICE_EDIT: true,
  GOODS_PRICE_REMOVE: true,
  STORE_LIST: true,
};
const chooseStore = async (scope: HTMLElement = document.body) => {
  fireEvent.click(within(scope).getByTestId('store-field-choose'));
  await waitFor(() => expect(screen.getByText('Central Plaza')).toBeTruthy());
  fireEvent.click(screen.getByText('Central Plaza'));
  fireEvent.click(screen.getByTestId('store-chooser-confirm'));
};

describe('goods price screens', () => {
  it('goods prices: SKU texts and store names; a price is sent exactly as typed, 3 decimals refused', async () => {
    let edits = 0;
    const requests = routeFetch({
      [routeOf(endpoints.goodsPrice.list)]: () => paged([price(1), price(2, { price: '9.90' })]),
      [routeOf(endpoints.store.getList)]: () => ok([central]),
      [routeOf(endpoints.goodsSku.querySpecValues)]: () =>
        ok({ goodsId: 7, values: [], skus: [] } satisfies GoodsSpecSetup),
      [routeOf(endpoints.goodsPrice.edit)]: () => {
        edits += 1;
        return ok(price(1, { price: '12.35' }));
      },
    });
    renderScreen(<GoodsPriceScreen />, KEYS);
    const table = await screen.findByTestId('goods-price-table');
    await waitFor(() => expect(within(table).getByText('红色 / M')).toBeTruthy());
    expect(within(table).getAllByText('Central Plaza')).toHaveLength(2);
    expect(
      within(table)
        .getAllByTestId('price-cell')
        .map((cell) => cell.textContent),
    ).toEqual(['12.30', '9.90']);
    fireEvent.click(within(table).getAllByText('Edit')[0] as HTMLElement);
    const input = await screen.findByTestId('price-edit-price');
    expect((input as HTMLInputElement).value).toBe('12.30');
    fireEvent.change(input, { target: { value: '12.345' } });
    fireEvent.click(screen.getByTestId('price-edit-save'));
    await screen.findByText('Enter an amount like 12.30: not negative, at most 2 decimals');
    expect(edits).toBe(0);
    fireEvent.change(input, { target: { value: '12.3' } });
    fireEvent.blur(input);
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('12.30'));
    fireEvent.change(input, { target: { value: '12.35' } });
    fireEvent.click(screen.getByTestId('price-edit-save'));
    await waitFor(() => expect(edits).toBe(1));
    expect(requests.find((r) => r.path === endpoints.goodsPrice.edit.path)?.body).toMatchObject({
      id: 1,
      goodsId: 7,
      storeId: 5,
      skuId: 41,
      price: '12.35',
      marketPrice: null,
    });
  });

  it('goods prices: price-modify changes the ticked rows at once, all to the same exact amount', async () => {
    const requests = routeFetch({
      [routeOf(endpoints.goodsPrice.list)]: () => paged([price(1), price(2, { price: '9.90' })]),
      [routeOf(endpoints.store.getList)]: () => ok([central]),
      [routeOf(endpoints.goodsPrice.priceModify)]: () => ok({ changed: 2 }),
    });
    renderScreen(<GoodsPriceScreen />, KEYS);
    const table = await screen.findByTestId('goods-price-table');
    await waitFor(() => expect(within(table).getByText('黑色 / S')).toBeTruthy());
    const boxes = within(table).getAllByRole('checkbox');
    fireEvent.click(boxes[1] as HTMLElement);
    fireEvent.click(boxes[2] as HTMLElement);
    fireEvent.click(screen.getByTestId('goods-price-modify'));
    const all = await screen.findByTestId('price-modify-all');
    fireEvent.change(all, { target: { value: '0.1' } });
    fireEvent.click(screen.getByTestId('price-modify-apply'));
    fireEvent.change(screen.getByTestId('price-modify-2'), { target: { value: '-1' } });
    fireEvent.click(screen.getByTestId('price-modify-save'));
    await waitFor(() =>
      expect(toasts()).toContain('Enter an amount like 12.30: not negative, at most 2 decimals'),
    );
    expect(requests.some((r) => r.path === endpoints.goodsPrice.priceModify.path)).toBe(false);
    fireEvent.change(screen.getByTestId('price-modify-2'), { target: { value: '19.99' } });
    fireEvent.click(screen.getByTestId('price-modify-save'));
    await waitFor(() =>
      expect(requests.find((r) => r.path === endpoints.goodsPrice.priceModify.path)?.body).toEqual({
        items: [
          { id: 1, price: '0.1' },
          { id: 2, price: '19.99' },
        ],
      }),
    );
  });

  it('goods shelf: the chosen store’s rows show 出售中/下架, launch and take off through lanuch', async () => {
    let onSale = false;
    const requests = routeFetch({
      [routeOf(endpoints.store.list)]: () => paged([central], 1, 10),
      [routeOf(endpoints.goodsPrice.list)]: () =>
        paged([price(1, onSale ? { status: 32, statusText: '出售中' } : { statusText: '下架' })]),
      [routeOf(endpoints.goodsPrice.launch)]: (request) => {
        onSale = (request.body as { onSale: boolean }).onSale;
        return ok({ changed: 1 });
      },
    });
    renderScreen(<GoodsShelfScreen />, KEYS);
    expect(screen.getByText('Choose a store to see its shelf')).toBeTruthy();
    await chooseStore();
    const table = await screen.findByTestId('goods-shelf-table');
    await waitFor(() => expect(within(table).getByText('下架')).toBeTruthy());
    expect(requests.find((r) => r.path === endpoints.goodsPrice.list.path)?.body).toEqual({
      storeId: 5,
    });
    fireEvent.click(within(table).getByTestId('goods-shelf-launch-1'));
    await waitFor(() => expect(within(table).getByText('出售中')).toBeTruthy());
    await expectToast('Operation successful');
    expect(requests.find((r) => r.path === endpoints.goodsPrice.launch.path)?.body).toEqual({
      ids: [1],
      onSale: true,
    });
    fireEvent.click(within(table).getByTestId('goods-shelf-off-1'));
    await waitFor(() => expect(within(table).getByText('下架')).toBeTruthy());
  });

  it('goods on sale: what the store sells (sku/on-sale), taken off after a confirm', async () => {
    let selling = [price(1, { status: 32, statusText: 'On sale' })];
    const requests = routeFetch({
      [routeOf(endpoints.store.list)]: () => paged([central], 1, 10),
      [routeOf(endpoints.goodsPrice.skuOnSale)]: () => ok(selling),
      [routeOf(endpoints.goodsPrice.launch)]: () => {
        selling = [];
        return ok({ changed: 1 });
      },
    });
    renderScreen(<GoodsOnSaleScreen />, KEYS);
    await chooseStore();
    const table = await screen.findByTestId('goods-on-sale-table');
    await waitFor(() => expect(within(table).getByText('红色 / M')).toBeTruthy());
    expect(requests.find((r) => r.path === endpoints.goodsPrice.skuOnSale.path)?.body).toEqual({
      storeId: 5,
    });
    expect(within(table).getByText('12.30')).toBeTruthy();
    fireEvent.click(within(table).getByTestId('goods-on-sale-off-1'));
    const popup = await screen.findByRole('tooltip');
    fireEvent.click(within(popup).getByText('Confirm'));
    await waitFor(() => expect(within(table).queryByText('红色 / M')).toBeNull());
    await expectToast('Taken off the shelf');
    expect(requests.find((r) => r.path === endpoints.goodsPrice.launch.path)?.body).toEqual({
      ids: [1],
      onSale: false,
    });
  });

  it('bar codes: lists SKUs, a taken bar code is shown as refused, a look-up answers goods, SKU and price', async () => {
    const match: BarCodeMatch = {
      matchedBy: 'sku',
      goods: { id: 7, goodsName: 'T-shirt', goodsCode: 'TEE', status: 32, statusText: 'On sale' },
      sku: sku(41, '红色 / M', { barCode: '6901234567892' }),
      price: price(1, { status: 32, statusText: 'On sale' }),
    };
    const requests = routeFetch({
      [routeOf(endpoints.goodsSku.list)]: () =>
        paged([sku(41, '红色 / M', { barCode: '6901234567892' }), sku(42, '黑色 / S')]),
      [routeOf(endpoints.goodsSku.edit)]: () => ({
        status: 400,
        body: {
          successful: false,
          status: 400,
          field: 'barCode',
          description: 'A SKU with the bar code "6901234567892" already exists in this tenant',
        },
      }),
      [routeOf(endpoints.goodsSku.queryByBarCode)]: (request) =>
        ok((request.body as { barCode: string }).barCode === '6901234567892' ? match : null),
    });
    renderScreen(<StoreGoodsBarCodeScreen />, KEYS);
    const table = await screen.findByTestId('bar-code-table');
    await waitFor(() => expect(within(table).getByText('6901234567892')).toBeTruthy());
    expect(within(table).getByText('none')).toBeTruthy();
    fireEvent.click(within(table).getByTestId('bar-code-edit-42'));
    fireEvent.change(await screen.findByTestId('bar-code-input'), {
      target: { value: '6901234567892' },
    });
    fireEvent.click(screen.getByTestId('bar-code-save'));
    await waitFor(() =>
      expect(toasts()).toContain(
        'A SKU with the bar code "6901234567892" already exists in this tenant',
      ),
    );
    expect(requests.find((r) => r.path === endpoints.goodsSku.edit.path)?.body).toEqual({
      id: 42,
      barCode: '6901234567892',
    });

    const lookup = screen.getByTestId('bar-code-lookup');
    fireEvent.change(within(lookup).getByTestId('bar-code-lookup-input'), {
      target: { value: '0000' },
    });
    fireEvent.click(within(lookup).getByTestId('bar-code-lookup-button'));
    await within(lookup).findByText('No goods or SKU has this bar code');
    fireEvent.change(within(lookup).getByTestId('bar-code-lookup-input'), {
      target: { value: '6901234567892' },
    });
    fireEvent.click(within(lookup).getByTestId('bar-code-lookup-button'));
    const result = await within(lookup).findByTestId('bar-code-lookup-result');
    expect(within(result).getByText('红色 / M (TEE-41)')).toBeTruthy();
    expect(within(result).getByText('12.30')).toBeTruthy();
    expect(within(result).getByText('SKU bar code')).toBeTruthy();
  });

  it('SKU editor: ticks values of the goods’ specifications, counts the combinations, generates the SKUs', async () => {
    const item = (id: number, specificationId: number, itemValue: string, sort: number) => ({
      ...ownedRecord,
      id,
      specificationId,
      specificationName: null,
      itemValue,
      itemCode: null,
      sort,
      remark: null,
    });
    let setup: GoodsSpecSetup = {
      goodsId: 7,
      values: [
        { specificationId: 1, parameterName: '颜色', items: [{ id: 11, itemValue: '红色' }] },
        { specificationId: 2, parameterName: '尺码', items: [{ id: 21, itemValue: 'S' }] },
      ],
      skus: [sku(41, '红色 / S')],
    };
    const requests = routeFetch({
      [routeOf(endpoints.goodsSku.querySpecValues)]: () => ok(setup),
      // The values of the specification the body names (the editor asks once per specification).
      [routeOf(endpoints.goodsSpecificationItem.queryForList)]: (request) =>
        ok(
          [
            item(11, 1, '红色', 0),
            item(12, 1, '黑色', 1),
            item(21, 2, 'S', 0),
            item(22, 2, 'M', 1),
          ].filter(
            (row) =>
              row.specificationId ===
              (request.body as { specificationId?: number }).specificationId,
          ),
        ),
      [routeOf(endpoints.goodsSku.saveSpecValues)]: () => {
        setup = {
          goodsId: 7,
          values: [
            {
              specificationId: 1,
              parameterName: '颜色',
              items: [
                { id: 11, itemValue: '红色' },
                { id: 12, itemValue: '黑色' },
              ],
            },
            {
              specificationId: 2,
              parameterName: '尺码',
              items: [
                { id: 21, itemValue: 'S' },
                { id: 22, itemValue: 'M' },
              ],
            },
          ],
          skus: [
            sku(41, '红色 / S'),
            sku(43, '红色 / M'),
            sku(44, '黑色 / S'),
            sku(45, '黑色 / M'),
          ],
        };
        return ok(setup);
      },
    });
    renderScreen(<GoodsSkuEditor goodsId={7} />, KEYS);
    const colour = await screen.findByTestId('goods-sku-spec-1');
    await within(colour).findByText('黑色');
    expect(screen.getByTestId('goods-sku-count').textContent).toBe('1 combinations (at most 400)');
    fireEvent.click(within(colour).getByText('黑色'));
    fireEvent.click(within(screen.getByTestId('goods-sku-spec-2')).getByText('M'));
    expect(screen.getByTestId('goods-sku-count').textContent).toBe('4 combinations (at most 400)');
    fireEvent.click(screen.getByTestId('goods-sku-generate'));
    await waitFor(() =>
      expect(screen.getAllByTestId('goods-sku-text').map((cell) => cell.textContent)).toEqual([
        '红色 / S',
        '红色 / M',
        '黑色 / S',
        '黑色 / M',
      ]),
    );
    expect(requests.find((r) => r.path === endpoints.goodsSku.saveSpecValues.path)?.body).toEqual({
      goodsId: 7,
      values: [
        { specificationId: 1, itemIds: [11, 12] },
        { specificationId: 2, itemIds: [21, 22] },
      ],
    });
  });

  it('on-sale detail: the goods at one store, each SKU with its price there or none', async () => {
    let pricesCome = () => {};
    const pricesGate = new Promise<void>((resolve) => (pricesCome = resolve));
    const requests = routeFetch({
      [routeOf(endpoints.store.getList)]: () => ok([central]),
      [routeOf(endpoints.goods.load)]: () =>
        ok({
          ...ownedRecord,
          id: 7,
          goodsName: 'T-shirt',
          goodsCode: 'TEE',
          goodsTypeId: 1,
          goodsTypeName: null,
          brandId: null,
          brandName: null,
          goodsImg: null,
          status: 32,
          statusText: 'On sale',
          remark: null,
          goodsDescribe: null,
          images: [],
          tagIds: [],
        }),
      [routeOf(endpoints.goodsSku.querySpecValues)]: () =>
        ok({
          goodsId: 7,
          values: [],
          skus: [sku(41, '红色 / M', { barCode: '6901234567892' }), sku(42, '黑色 / S')],
        } satisfies GoodsSpecSetup),
      [routeOf(endpoints.goodsPrice.getGoodsPriceBy)]: async () => {
        await pricesGate;
        return ok([price(1, { status: 32, statusText: 'On sale' })]);
      },
    });
    renderScreen(<GoodsOnSaleDetailScreen />, KEYS, '/goodsOnSaleDetail/index?goodsId=7&storeId=5');
    const detail = await screen.findByTestId('goods-on-sale-detail');
    await within(detail).findByText('T-shirt');
    await within(detail).findByText('Central Plaza');
    const rows = within(detail).getByTestId('goods-on-sale-detail-table');
    // The SKUs have come, the prices not yet: no SKU reads as without a price meanwhile.
    await waitFor(() =>
      expect(requests.some((r) => r.path === endpoints.goodsSku.querySpecValues.path)).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(rows).queryByText('No price at this store')).toBeNull();
    expect(within(rows).queryByText('红色 / M')).toBeNull();
    pricesCome();
    await waitFor(() => expect(within(rows).getByText('6901234567892')).toBeTruthy());
    const red = within(rows).getByText('红色 / M').closest('tr') as HTMLElement;
    expect(within(red).getByText('12.30')).toBeTruthy();
    expect(within(red).getByText('On sale')).toBeTruthy();
    const black = within(rows).getByText('黑色 / S').closest('tr') as HTMLElement;
    expect(within(black).getByText('No price at this store')).toBeTruthy();
    // No price of the goods itself here: no row for it.
    expect(within(rows).queryByText('The goods itself')).toBeNull();
    expect(
      requests.find((r) => r.path === endpoints.goodsPrice.getGoodsPriceBy.path)?.body,
    ).toEqual({ goodsId: 7, storeId: 5 });
    cleanup();
    renderScreen(<GoodsOnSaleDetailScreen />, KEYS, '/goodsOnSaleDetail/index');
    expect(screen.getByText('Open this page from the goods on sale list')).toBeTruthy();
  });
});
