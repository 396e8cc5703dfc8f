// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"device":{"prefersReducedMotion":"reduce"}}}
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { endpoints, type GoodsRecord } from '@retail/contract';
import { setLocale } from '../../lib/i18n';
import { renderScreen } from '../../resources/render.test-support';
import { ok, routeFetch } from '../../resources/route-fetch.test-support';
import { pageOf, rowOf, setUpScreenTests, toasts } from '../../resources/screen.test-support';
import { chooserRows, expectPageSizes, openClosedChooser } from '../chooser/chooser.test-support';
import { goodsRow, goodsTypeRow } from './goods.test-support';
import { ProductChooser } from './product-chooser';

setUpScreenTests();

const QUERY = `POST ${endpoints.goods.queryList.path}`;
const TYPES = `POST ${endpoints.goodsType.queryForList.path}`;
const GOODS = Array.from({ length: 23 }, (_, index) =>
  goodsRow(index + 1, index === 21 ? { goodsTypeId: 2, status: 32 } : {}),
);

/** Goods served page by page, filtered by name (contains) and category, as the server does. */
const serve = () =>
  routeFetch({
    [TYPES]: () => ok([goodsTypeRow(1, 'Drinks'), goodsTypeRow(2, 'Tea', 1)]),
    [QUERY]: (request) => {
      const body = request.body as { goodsName?: string; goodsTypeId?: number };
      const matching = GOODS.filter(
        (row) =>
          (!body.goodsName || row.goodsName.includes(body.goodsName)) &&
          (!body.goodsTypeId || row.goodsTypeId === body.goodsTypeId),
      );
      return pageOf(request, matching);
    },
  });

const names = (rows: GoodsRecord[]) => rows.map((row) => row.goodsName);
const KEYS = { GOODS_LIST: true, GOODS_TYPE_LIST: true };

describe('product chooser', () => {
  it('loads page 1 of 10 when opened, with the sizes of the spec', async () => {
    const requests = serve();
    const first = await openClosedChooser(
      (open, close) => <ProductChooser open={open} onClose={close} onConfirm={vi.fn()} />,
      KEYS,
      requests,
      endpoints.goods.queryList.path,
      'Goods 1',
    );
    expect(screen.getByText('Please choose goods')).toBeTruthy();
    expect(first?.query.get('pageSize')).toBe('10');
    expect(first?.query.get('pageNum')).toBe('1');
    expect(chooserRows('product-chooser')).toHaveLength(10);
    await expectPageSizes([10, 20, 30, 50, 80, 130, 210, 440]);
  });

  it('refuses an empty confirm with 请选择商品！ and keeps ticks across pages', async () => {
    await setLocale('zh');
    serve();
    const onConfirm = vi.fn();
    renderScreen(<ProductChooser open onClose={vi.fn()} onConfirm={onConfirm} />, KEYS);
    await waitFor(() => expect(screen.getByText('Goods 1')).toBeTruthy());
    expect(screen.getByText('请选择商品')).toBeTruthy();
    fireEvent.click(screen.getByTestId('product-chooser-confirm'));
    await waitFor(() => expect(toasts()).toContain('请选择商品！'));
    expect(onConfirm).not.toHaveBeenCalled();

    fireEvent.click(rowOf('Goods 3'));
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(screen.getByText('Goods 21')).toBeTruthy());
    // The tick of page 1 survives the page change; one more on page 3.
    fireEvent.click(rowOf('Goods 22'));
    expect(screen.getByTestId('product-chooser-count').textContent).toBe('已选择 2 件商品');
    fireEvent.click(screen.getByTitle('1'));
    await waitFor(() => expect(screen.getByText('Goods 3')).toBeTruthy());
    const ticked = rowOf('Goods 3').querySelector('input[type="checkbox"]') as HTMLInputElement;
    expect(ticked.checked).toBe(true);
    fireEvent.click(screen.getByTestId('product-chooser-confirm'));
    expect(names(onConfirm.mock.calls[0]?.[0] as GoodsRecord[])).toEqual(['Goods 3', 'Goods 22']);
    expect((onConfirm.mock.calls[0]?.[0] as GoodsRecord[])[1]?.status).toBe(32);
  });

  it('searches by name, starting again on page 1', async () => {
    const requests = serve();
    renderScreen(<ProductChooser open onClose={vi.fn()} onConfirm={vi.fn()} />, KEYS);
    await waitFor(() => expect(screen.getByText('Goods 1')).toBeTruthy());
    fireEvent.change(screen.getByTestId('product-chooser-name'), {
      target: { value: ' Goods 2 ' },
    });
    fireEvent.click(screen.getByTestId('product-chooser-search'));
    await waitFor(() => expect(screen.queryByText('Goods 1')).toBeNull());
    expect(requests.at(-1)?.body).toEqual({ goodsName: 'Goods 2' });
    expect(requests.at(-1)?.query.get('pageNum')).toBe('1');
    expect(screen.getByText('Goods 22')).toBeTruthy();
  });

  it('shows an error message when the answer carries no entities', async () => {
    routeFetch({
      [TYPES]: () => ok([]),
      [QUERY]: () => ({ body: { successful: true, status: 200, totalCount: 3 } }),
    });
    const onConfirm = vi.fn();
    renderScreen(<ProductChooser open onClose={vi.fn()} onConfirm={onConfirm} />, KEYS);
    await waitFor(() => expect(toasts()).toContain('The goods list could not be loaded'));
    expect(document.querySelectorAll('tr.ant-table-row')).toHaveLength(0);
    expect(screen.getByTestId('list-total').textContent).toContain('0');
  });
});
